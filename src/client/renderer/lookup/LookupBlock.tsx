// The lookup block: its form (from the route's query when a link fills it, then run at once), a GET
// call, and the answer as an action result (message, lines with totals, links to other routes) and/or
// a record's fields and timeline. A refusal of a field shows on the field; any other failure (not
// found, too many attempts) stays on the page in the user's language, and only there (no toast too).
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupBlock as LookupBlockSchema } from '../../../shared/page/pageSchema';
import { ActionInputForm } from '../actions/ActionInputForm';
import { ActionResultView } from '../actions/result/ActionResultView';
import { fieldErrorsOf } from '../core/fieldErrors';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { toErrorSchema } from '../form/formErrors';
import { LookupAnswerRecord } from './LookupAnswerRecord';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalS } });

export default function LookupBlock({ block }: { block: LookupBlockSchema }) {
  const env = useRendererEnv();
  const styles = useStyles();
  const { t } = useTranslation();
  const required = (block.input.schema?.required ?? []) as string[];
  const initial = useMemo<Row>(() => {
    const names = Object.keys((block.input.schema?.properties ?? {}) as Record<string, unknown>);
    return Object.fromEntries(names.flatMap((k) => {
      const value = env.params[block.fromQuery?.[k] ?? k];
      return value ? [[k, value]] : [];
    }));
  }, [env.params, block.input.schema, block.fromQuery]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Row | null>(null);
  const [sent, setSent] = useState<Row>({});
  const [errors, setErrors] = useState<ErrorSchema | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (values: Row) => {
    setBusy(true);
    setErrors(undefined);
    setFailure(null);
    try {
      const result = await env.request('GET', block.path, values, { silent: true });
      setAnswer(result && typeof result === 'object' ? (result as Row) : {});
      setSent(values);
    } catch (e) {
      setAnswer(null);
      const fieldErrors = fieldErrorsOf(e);
      if (fieldErrors.length > 0) setErrors(toErrorSchema(fieldErrors));
      // Not found, too many attempts…: the server's message, in the user's language, stays on the page.
      else setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  // A link that carries every required value runs the lookup as the page opens.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || required.length === 0 || !required.every((k) => initial[k])) return;
    started.current = true;
    void run(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  return (
    <div data-block="lookup" data-lookup-state={busy ? 'busy' : answer ? 'answered' : 'idle'}>
      {block.hint && <p className={styles.hint}>{t(block.hint)}</p>}
      <ActionInputForm input={block.input} initial={initial} busy={busy} errors={errors} onSubmit={(values) => void run(values)} onChange={() => setAnswer(null)} />
      {busy && <Spinner size="tiny" />}
      {failure && (
        <MessageBar intent="error" data-lookup-error="">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {answer && block.record && <LookupAnswerRecord spec={block.record} timeline={block.timeline} answer={answer} />}
      {answer && block.result && <ActionResultView result={block.result} answer={answer} input={sent} row={null} params={env.params} onNavigate={(to, query) => env.navigate(to, query)} />}
    </div>
  );
}
