// The dialog of an action with a form or a result (a lazy chunk: it carries RJSF): the input form,
// the call on submit (its payload mapping plus the form's values), and the answer under the form (dimmed,
// not removed, once the input changes), so the user may change the input and ask again (a quote) or
// follow a link with the values. Inline (an actions block's `inline` variant) the same form and answer
// sit on the page instead of in a dialog.
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAction } from '../../../shared/page/pageSchema';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { fieldErrorsOf } from '../core/fieldErrors';
import { usePageRuntime } from '../core/pageRuntime';
import { useRecord } from '../../api/reads';
import { useRendererEnv } from '../core/rendererEnv';
import { actionLabelKey } from '../core/titles';
import type { ListController, Row } from '../core/useListController';
import { newSubmissionKey, resolveMapping } from '../core/valueMapping';
import { toErrorSchema } from '../form/formErrors';
import { ActionInputForm } from './ActionInputForm';
import { saveFile } from './downloadBlob';
import { ActionResultView, answerFile } from './result/ActionResultView';
import { AnswerArea } from './result/AnswerArea';
import { resultRoute } from './result/resultRoute';
import { type ListedInput, listedInputs } from './listedInputs';
import { actionPayload, callOnce } from './useActionRunner';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

export interface ActionDialogProps {
  action: CallAction;
  row: Row | null;
  /** The list the row came from when not the page's (a grid of another resource): read again after the call. */
  list?: ListController | null;
  onClose(): void;
  /** On the page (a search box), not in a dialog. */
  inline?: boolean;
}

export default function ActionDialog({ action, row, list, onClose, inline }: ActionDialogProps) {
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const resource = runtime.page.resource ?? '';
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Row | null>(null);
  const [answerStale, setAnswerStale] = useState(false);
  const [sent, setSent] = useState<Row>({});
  const [errors, setErrors] = useState<ErrorSchema | undefined>(undefined);
  /** A refusal of a call without a form: told in the dialog, which would otherwise stay empty. */
  const [refusal, setRefusal] = useState<string>();
  // One key per submission (`$submission` in the payload): a retry or a double click sends the same.
  const submission = useRef(newSubmissionKey());
  const [initial] = useState<Row>(() => (action.input?.defaults ? resolveMapping(action.input.defaults, { row, params: env.params }) : {}));

  const listed = useListedInputs(action, row, resource, runtime.keyField);

  // The submit button stays focusable while the call runs (it only looks disabled): a second click or
  // Enter is turned away here.
  const inFlight = useRef(false);
  const call = async (values: Row) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setErrors(undefined);
    setRefusal(undefined);
    try {
      const payload = { ...actionPayload(action, row, runtime.keyField, env.params, submission.current, runtime.record), ...values };
      // A refusal naming the form's fields is told under them, and only there.
      const answer = await callOnce(env, resource, action, payload, { fieldErrorsShown: !!action.input });
      // Answered: asking again (changed input) is a new submission.
      submission.current = newSubmissionKey();
      // An answer that is a place (a lookup's find, a copy's new draft) opens it at once, saying what was done.
      const route = action.result?.navigate ? resultRoute(action.result.navigate, { answer: answer ?? {}, input: values, row, params: env.params }) : null;
      if (route) {
        onClose();
        if (action.success) env.notify('success', t(action.success, { ...(answer ?? {}), row }));
        env.navigate(route.to, route.query);
        return;
      }
      setAnswer(answer);
      setAnswerStale(false);
      // A file in the answer (a report's xlsx) is saved at once; the result keeps a button for it.
      const file = action.result ? answerFile(action.result, answer) : null;
      if (file) saveFile(file);
      setSent(values);
      void (list ?? runtime.list)?.refresh();
      void runtime.afterWrite();
    } catch (e) {
      setAnswer(null);
      const fieldErrors = fieldErrorsOf(e);
      // The form shows every refusal of the call: under its field, or on top of the form when no field of
      // it can (a refusal of the whole call, a field the form lacks: a built-in role's grants).
      if (action.input && fieldErrors.length > 0) setErrors(toErrorSchema(fieldErrors));
      else if (!env.errorShown(e)) {
        const message = fieldErrors.length > 0 ? fieldErrors.map((f) => f.message).join('\n') : `${t('grid.operationFailed')} ${e instanceof Error ? e.message : String(e)}`.trim();
        if (action.input) env.notify('error', message);
        else setRefusal(message);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // Without a form there is nothing to ask: the call runs as the dialog opens.
  const started = useRef(false);
  useEffect(() => {
    if (action.input || started.current) return;
    started.current = true;
    void call({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const content = (
    <>
      {action.input && action.input.fieldsFrom && listed === undefined && <LoadingSpinner size="tiny" />}
      {action.input && (!action.input.fieldsFrom || listed !== undefined) && (
        <ActionInputForm input={action.input} initial={initial} busy={busy} errors={errors} listed={listed} onSubmit={(values) => void call(values)} onChange={() => setAnswerStale(true)} />
      )}
      {busy && !action.input && <LoadingSpinner size="tiny" />}
      {refusal && (
        <MessageBar intent="error" layout="multiline" data-action-refusal="">
          <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {answer && (
        <AnswerArea stale={answerStale}>
          {action.result ? (
            <ActionResultView
              result={action.result}
              answer={answer}
              input={sent}
              row={row}
              params={env.params}
              onNavigate={(to, query) => {
                onClose();
                env.navigate(to, query);
              }}
            />
          ) : (
            <p role="status">{t(action.success ?? 'renderer.operationSucceeded', answer)}</p>
          )}
        </AnswerArea>
      )}
    </>
  );
  const title = t(action.input?.title ?? actionLabelKey(action));
  if (inline) {
    return (
      <section data-inline-action={action.id} aria-label={title}>
        {content}
      </section>
    );
  }
  return (
    <AppDialog
      title={title}
      onDismiss={onClose}
      // A form with line items (a quote's pieces) gets the width its table needs, as a record's form dialog has.
      maxWidth={inputHasLines(action.input) ? 880 : 720}
      surfaceProps={{ 'data-dialog': `action-${action.id}` }}
      // Escape and a click outside close it too; a button says so to those who look for one.
      titleAction={<Button appearance="subtle" aria-label={t('common.close')} title={t('common.close')} icon={<DismissRegular />} onClick={onClose} data-dialog-close="" />}
    >
      {content}
    </AppDialog>
  );
}

/** Whether the action's form holds line items (an array of objects, drawn as a table). */
export function inputHasLines(input: CallAction['input']): boolean {
  const properties = (input?.schema?.properties ?? {}) as Record<string, { type?: unknown; items?: { type?: unknown } }>;
  return Object.values(properties).some((p) => p.type === 'array' && p.items?.type === 'object');
}

/**
 * The fields declared on the record (`input.fieldsFrom`): from the row when it carries the list, else
 * from the record (a grid row has no line items); undefined while loading or without `fieldsFrom`.
 */
function useListedInputs(action: CallAction, row: Row | null, resource: string, keyField: string): ListedInput[] | undefined {
  const env = useRendererEnv();
  const from = action.input?.fieldsFrom;
  const onRow = useMemo(() => (from ? (listedInputs(from, row) ?? (row ? undefined : [])) : undefined), [from, row]);
  const read = useRecord<Row>(env, resource, row ? (row[keyField] as string | number) : undefined, { silent: true, enabled: !!from && onRow === undefined });
  const { data: record, isError } = read;
  return useMemo(() => onRow ?? (!from ? undefined : record ? (listedInputs(from, record) ?? []) : isError ? [] : undefined), [onRow, from, record, isError]);
}
