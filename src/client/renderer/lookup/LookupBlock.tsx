// The lookup block: its form (from the route's query when a link fills it, then run at once; not drawn for
// a link when the page says so), a GET
// call through the query layer (asked again on each submit), and the answer as an action result (message, lines with totals, links to other routes) and/or
// a record's fields and timeline. A refusal of a field shows on the field; any other failure (not
// found, too many attempts) stays on the page in the user's language, and only there (no toast too).
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupBlock as LookupBlockSchema } from '../../../shared/page/pageSchema';
import { usePathRead } from '../../api/reads';
import { ActionInputForm } from '../actions/ActionInputForm';
import { ActionResultView } from '../actions/result/ActionResultView';
import { fieldErrorsOf } from '../core/fieldErrors';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { toErrorSchema } from '../form/formErrors';
import { LookupAnswerRecord } from './LookupAnswerRecord';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

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
  const linked = required.length > 0 && required.every((k) => initial[k]);
  // The values last asked about (the form's, or the link's), and whether the answer still stands for the form.
  const [asked, setAsked] = useState<Row | null>(() => (linked ? initial : null));
  const formShown = !(block.formHiddenWhenLinked && linked);
  const [shown, setShown] = useState(true);
  const lookup = usePathRead<Row>(env, block.path, asked ?? {}, { silent: true, fresh: true, enabled: asked !== null });
  const busy = lookup.isFetching;
  const answer = shown && !lookup.error && lookup.data !== undefined ? (lookup.data && typeof lookup.data === 'object' ? lookup.data : {}) : null;
  const fieldErrors = lookup.error ? fieldErrorsOf(lookup.error) : [];
  const errors: ErrorSchema | undefined = fieldErrors.length > 0 ? toErrorSchema(fieldErrors) : undefined;
  // Not found, too many attempts…: the server's message, in the user's language, stays on the page.
  const failure = lookup.error && fieldErrors.length === 0 ? lookup.error.message : null;

  // A link that carries every required value runs the lookup as the page opens (the initial `asked`).
  const run = (values: Row) => {
    setShown(true);
    if (asked !== null && JSON.stringify(values) === JSON.stringify(asked)) void lookup.refetch();
    else setAsked(values);
  };

  return (
    <div data-block="lookup" data-lookup-state={busy ? 'busy' : answer ? 'answered' : 'idle'}>
      {formShown && block.hint && <p className={styles.hint}>{t(block.hint)}</p>}
      {formShown && <ActionInputForm input={block.input} initial={initial} busy={busy} errors={errors} onSubmit={run} onChange={() => setShown(false)} />}
      {busy && <LoadingSpinner size="tiny" />}
      {failure && (
        <MessageBar intent="error" data-lookup-error="">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {answer && block.record && <LookupAnswerRecord spec={block.record} timeline={block.timeline} answer={answer} />}
      {answer && block.result && <ActionResultView result={block.result} answer={answer} input={asked ?? {}} row={null} params={env.params} onNavigate={(to, query) => env.navigate(to, query)} />}
    </div>
  );
}
