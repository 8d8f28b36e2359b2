// Renders a page schema: builds the page's runtime (list controller, actions, open form and dialog)
// and its blocks. Screens are data: nothing here knows any particular screen.
import { MessageBar, MessageBarBody, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction, PageSchema } from '../../shared/page/pageSchema';
import { AppDialog } from '../widgets/dialog/AppDialog';
import { pageHeadingProps } from '../shell/focus/pageHeading';
import { ConfirmDialog } from './actions/ConfirmDialog';
import { ImportDialog } from './actions/ImportDialog';
import { useActionRunner } from './actions/useActionRunner';
import { BlockList } from './BlockView';
import type { DialogState, FormState, PageRuntime } from './core/pageRuntime';
import { PageRuntimeContext } from './core/pageRuntime';
import { ControlSizeContext } from '../shell/theme/controlSize';
import { type RendererEnv, RendererEnvContext } from './core/rendererEnv';
import { useShellEnv } from './core/shellEnv';
import { entityOf } from './core/titles';
import { useListController } from './core/useListController';
import DetailBlock from './detail/DetailBlock';

const FormBlock = lazy(() => import('./form/FormBlock'));
const ActionDialog = lazy(() => import('./actions/ActionDialog'));

const useStyles = makeStyles({
  // The layout already pads the content: a page adds no space of its own above its title, so a grid
  // page's title sits where every other page's does.
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
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

function firstGrid(page: PageSchema) {
  const walk = (blocks: PageSchema['blocks']): Extract<PageSchema['blocks'][number], { type: 'grid' }> | undefined => {
    for (const b of blocks) {
      if (b.type === 'grid') return b;
      if (b.type === 'tabs') for (const tab of b.tabs) {
        const g = walk(tab.blocks);
        if (g) return g;
      }
    }
    return undefined;
  };
  return walk(page.blocks);
}

function PageView({ page, env }: { page: PageSchema; env: RendererEnv }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const keyField = page.key ?? 'id';
  const grid = useMemo(() => firstGrid(page), [page]);
  const list = useListController({
    resource: page.resource ?? '',
    data: env.data,
    keyField,
    pageSize: grid?.pageSize,
    defaultSort: grid?.defaultSort,
    enabled: !!page.resource && !!grid,
  });
  const [form, setForm] = useState<FormState | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const actions = useMemo(() => new Map((page.actions ?? []).map((a) => [a.id, a])), [page.actions]);
  const grantedAction = useCallback(
    (id: string): PageAction | undefined => {
      const action = actions.get(id);
      if (!action) return undefined;
      return !action.funcId || env.can(action.funcId) ? action : undefined;
    },
    [actions, env],
  );
  const pageList = page.resource && grid ? list : null;
  const runner = useActionRunner({ env, page, keyField, list: pageList, openForm: setForm, openDialog: setDialog });

  const runtime = useMemo<PageRuntime>(
    () => ({
      page,
      entity: entityOf(page),
      keyField,
      list: pageList,
      grantedAction,
      run: runner.run,
      form,
      openForm: setForm,
      closeForm: () => setForm(null),
      dialog,
      closeDialog: () => setDialog(null),
    }),
    [page, keyField, pageList, grantedAction, runner.run, form, dialog],
  );

  const prompt = runner.prompt;
  return (
    <PageRuntimeContext.Provider value={runtime}>
      <div className={styles.page} data-page={page.name}>
        <Title3 as="h1" className={styles.title} {...pageHeadingProps}>
          {t(page.title)}
        </Title3>
        <BlockList blocks={page.blocks} />
      </div>
      {form && (
        <Suspense fallback={<Spinner size="tiny" />}>
          <FormBlock block={form.block} state={form} />
        </Suspense>
      )}
      {dialog && (
        <AppDialog title={t(dialog.action.title)} onDismiss={() => setDialog(null)} maxWidth={880} surfaceProps={{ 'data-dialog': dialog.action.id }}>
          {dialog.action.blocks.map((b, i) =>
            // A detail inside a row dialog shows that row.
            b.type === 'detail' ? (
              // Index keys: static list
              <DetailBlock key={i} block={b} record={dialog.row} />
            ) : (
              // Index keys: static list
              <BlockList key={i} blocks={[b]} />
            ),
          )}
        </AppDialog>
      )}
      {prompt?.kind === 'confirm' && <ConfirmDialog message={prompt.message} onAnswer={prompt.resolve} />}
      {prompt?.kind === 'message' && <ConfirmDialog notice message={prompt.message} onAnswer={runner.closePrompt} />}
      {prompt?.kind === 'action' && (
        <Suspense fallback={<Spinner size="tiny" />}>
          <ActionDialog action={prompt.action} row={prompt.row} onClose={runner.closePrompt} />
        </Suspense>
      )}
      {prompt?.kind === 'import' && (
        <ImportDialog action={prompt.action} onImport={(file, mode) => runner.importFile(prompt.action, file, mode)} onClose={runner.closePrompt} />
      )}
    </PageRuntimeContext.Provider>
  );
}
