// Renders a page schema: loads the route's record, builds the page's runtime (a list controller per
// data block, actions, open form and dialog) and its blocks. Screens are data: nothing here knows any particular screen.
import { MessageBar, MessageBarBody, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Condition, PageAction, PageSchema } from '../../shared/page/pageSchema';
import { type EntityTransitions, transitionsOf } from '../../shared/entities/transitions';
import { useEntitySchema } from './core/entitySchemas';
import { StatusBadge } from './core/StatusBadge';
import { PageTimeZoneNoteProvider, TimeZoneNote, usePageTimeZoneNote } from './core/TimeZoneNote';
import type { Row } from './core/useListController';
import { AppDialog } from '../widgets/dialog/AppDialog';
import { pageHeadingProps } from '../shell/focus/pageHeading';
import { BinDialog } from './actions/BinDialog';
import { ConfirmDialog } from './actions/ConfirmDialog';
import { ImportDialog } from './actions/ImportDialog';
import { useActionRunner } from './actions/useActionRunner';
import { navigateRoutes } from './actions/navigateRoute';
import { BlockList } from './BlockView';
import { BlockRecordContext, type DialogState, type FormState, type PageRuntime, PageRuntimeContext } from './core/pageRuntime';
import { type PageLists, PageListChain, listSpecs } from './core/pageLists';
import { type RouteRecord, useRouteRecord } from './core/useRouteRecord';
import { NotFoundPanel } from './NotFoundPanel';
import { ControlSizeContext } from '../shell/theme/controlSize';
import { type RendererEnv, RendererEnvContext } from './core/rendererEnv';
import { useShellEnv } from './core/shellEnv';
import { createFormValues } from './form/formValues';
import { entityOf } from './core/titles';
import { filtersAtStart } from './filter/filterModel';
import { MenuReports } from './reports/MenuReports';
import { LoadingSpinner } from '../widgets/LoadingSpinner';

const FormBlock = lazy(() => import('./form/FormBlock'));

/** The action with the entity's transition of its name folded into its condition; other actions as they are. */
function withTransition(action: PageAction, transitions: EntityTransitions | null, resource: string | undefined): PageAction {
  if (action.kind !== 'call' || !action.action || (action.resource && action.resource !== resource)) return action;
  const from = transitions?.from[action.action];
  if (!transitions || !from) return action;
  const state: Condition = { field: transitions.field, in: [...from] };
  return { ...action, visibleWhen: action.visibleWhen ? { all: [action.visibleWhen, state] } : state };
}

/** The route record's number (and state) after the page's title, when the page names them. */
function RecordTitle({ page, record }: { page: PageSchema; record: Row | null }) {
  const { t } = useTranslation();
  const spec = page.recordTitle;
  const value = spec && record ? record[spec.field] : undefined;
  if (!spec || value === undefined || value === null || value === '') return null;
  const badge = spec.badge ? record?.[spec.badge] : undefined;
  const entity = entityOf(page);
  return (
    <>
      {' '}
      <span data-record-title="">{String(value)}</span>
      {badge !== undefined && badge !== null && badge !== '' && (
        <>
          {' '}
          <StatusBadge entity={entity} field={spec.badge!} value={String(badge)} label={t(`field.${entity}.${spec.badge}Option.${String(badge)}`, { defaultValue: String(badge) })} />
        </>
      )}
    </>
  );
}
const ActionDialog = lazy(() => import('./actions/ActionDialog'));

const useStyles = makeStyles({
  // The layout already pads the content: a page adds no space of its own above its title, so a grid
  // page's title sits where every other page's does.
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  // The title and, when the menu has bound reports, their menu button at the end of the line.
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export default function PageRenderer({ page }: { page: PageSchema }) {
  const given = useContext(RendererEnvContext);
  const shellEnv = useShellEnv();
  const env = given ?? shellEnv;
  const { t } = useTranslation();
  if (!env) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('renderer.noEnvironment')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <RendererEnvContext.Provider value={env}>
      <ControlSizeContext.Provider value={env.size}>
        <PageView page={page} env={env} />
      </ControlSizeContext.Provider>
    </RendererEnvContext.Provider>
  );
}

function PageView({ page, env }: { page: PageSchema; env: RendererEnv }) {
  const keyField = page.key ?? 'id';
  const { state: recordState, reload: reloadRecord, adopt: adoptRecord } = useRouteRecord(env, page);
  const specs = useMemo(() => listSpecs(page), [page]);
  // Cached first pages are drawn at once unless a filter applies as the page opens (its rows would flash).
  const [firstPageInHand] = useState(() => !filtersAtStart(page, env.params.filter));
  if (recordState.status === 'notFound') return <NotFoundPanel page={page} id={env.params.id ?? (page.recordKey && env.params[page.recordKey]) ?? ''} message={page.recordSource?.notFound} />;
  const record = recordState.status === 'found' ? recordState.record : null;
  return (
    <PageListChain page={page} specs={specs} data={env.data} queries={env.queries} keyField={keyField} record={record} firstPageInHand={firstPageInHand}>
      {(lists) => <PageBody page={page} env={env} keyField={keyField} lists={lists} recordState={recordState} reloadRecord={reloadRecord} adoptRecord={adoptRecord} />}
    </PageListChain>
  );
}

interface PageBodyProps {
  page: PageSchema;
  env: RendererEnv;
  keyField: string;
  lists: PageLists;
  recordState: RouteRecord;
  reloadRecord(): Promise<void>;
  adoptRecord(record: Row): void;
}

function PageBody({ page, env, keyField, lists, recordState, reloadRecord, adoptRecord }: PageBodyProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const record = recordState.status === 'found' ? recordState.record : null;

  // A call of one of the entity's transitions is offered only in the states it may be taken from
  // (status actions read from the record's state), on top of the action's own visibleWhen.
  const { schema: entitySchema } = useEntitySchema(page.resource ? entityOf(page) : '');
  const actions = useMemo(() => {
    const transitions = transitionsOf(entitySchema);
    return new Map((page.actions ?? []).map((a) => [a.id, withTransition(a, transitions, page.resource)]));
  }, [page.actions, page.resource, entitySchema]);
  const grantedAction = useCallback(
    (id: string): PageAction | undefined => {
      const action = actions.get(id);
      if (!action) return undefined;
      if (action.funcId && !env.can(action.funcId)) return undefined;
      // A link to a page the user may not open would only lead to "not available".
      if (action.kind === 'navigate' && !navigateRoutes(action).some((to) => env.canOpen(to))) return undefined;
      return action;
    },
    [actions, env],
  );
  const [writes, setWrites] = useState(0);
  const afterWrite = useCallback(async () => {
    setWrites((n) => n + 1);
    await reloadRecord();
  }, [reloadRecord]);
  const pageList = lists.primary?.list ?? null;
  const runner = useActionRunner({ env, page, keyField, list: pageList, afterWrite, openForm: setForm, openDialog: setDialog, record });

  const [shownFormValues] = useState(() => createFormValues({}));
  const runtime = useMemo<PageRuntime>(
    () => ({
      page,
      entity: entityOf(page),
      keyField,
      list: pageList,
      lists,
      record,
      adoptRecord,
      afterWrite,
      writes,
      grantedAction,
      run: runner.run,
      form,
      openForm: setForm,
      closeForm: () => setForm(null),
      dialog,
      closeDialog: () => setDialog(null),
      shownFormValues,
    }),
    [page, keyField, pageList, lists, record, adoptRecord, afterWrite, writes, grantedAction, runner.run, form, dialog, shownFormValues],
  );

  // `openById`: the route's `?id=` opens that record with the page's action (once per id named).
  const opened = useRef<string | null>(null);
  const routeId = env.params.id;
  const openAction = page.openById ? grantedAction(page.openById) : undefined;
  const run = runner.run;
  useEffect(() => {
    if (!openAction || !routeId || opened.current === routeId) return;
    opened.current = routeId;
    void run(openAction, { [keyField]: routeId });
  }, [openAction, routeId, keyField, run]);

  const timeZoneNote = usePageTimeZoneNote();
  const prompt = runner.prompt;
  return (
    <PageRuntimeContext.Provider value={runtime}>
      <div className={styles.page} data-page={page.name}>
        <div className={styles.heading}>
          <Title3 as="h1" className={styles.title} {...pageHeadingProps}>
            {t(page.title)}
            <RecordTitle page={page} record={record} />
          </Title3>
          {timeZoneNote.shown && <TimeZoneNote />}
          <MenuReports menu={page.name} />
        </div>
        {recordState.status === 'loading' && <LoadingSpinner size="tiny" />}
        {recordState.status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{recordState.message}</MessageBarBody>
          </MessageBar>
        )}
        {recordState.status !== 'loading' && recordState.status !== 'failed' && (
          <PageTimeZoneNoteProvider value={timeZoneNote.claim}>
            <BlockList blocks={page.blocks} />
          </PageTimeZoneNoteProvider>
        )}
      </div>
      {form && (
        <Suspense fallback={<LoadingSpinner size="tiny" />}>
          <FormBlock block={form.block} state={form} />
        </Suspense>
      )}
      {dialog && (
        <AppDialog title={t(dialog.action.title)} onDismiss={() => setDialog(null)} maxWidth={880} surfaceProps={{ 'data-dialog': dialog.action.id }}>
          {/* A detail inside a row dialog shows that row. */}
          <BlockRecordContext.Provider value={dialog.row}>
            <BlockList blocks={dialog.action.blocks} />
          </BlockRecordContext.Provider>
        </AppDialog>
      )}
      {prompt?.kind === 'confirm' && <ConfirmDialog message={prompt.message} onAnswer={prompt.resolve} />}
      {prompt?.kind === 'message' && <ConfirmDialog notice message={prompt.message} onAnswer={runner.closePrompt} />}
      {prompt?.kind === 'action' && (
        <Suspense fallback={<LoadingSpinner size="tiny" />}>
          {/* A new dialog for each action: one opened from another's answer (a result line's Book) runs its own call. */}
          <ActionDialog key={prompt.action.id} action={prompt.action} row={prompt.row} list={prompt.list} onClose={runner.closePrompt} />
        </Suspense>
      )}
      {prompt?.kind === 'bin' && page.resource && <BinDialog resource={page.resource} onRestored={runner.refreshList} onClose={runner.closePrompt} />}
      {prompt?.kind === 'import' && (
        <ImportDialog action={prompt.action} onImport={(file, mode) => runner.importFile(prompt.action, file, mode)} onClose={runner.closePrompt} />
      )}
    </PageRuntimeContext.Provider>
  );
}
