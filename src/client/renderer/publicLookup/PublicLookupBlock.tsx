// The public lookup block: two inputs (a number and a second factor printed on the documents), the
// server's public answer as read-only fields, and its related rows as a timeline. Works signed out.
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicLookupBlock as PublicLookupBlockSchema } from '../../../shared/page/pageSchema';
import { choiceLabelOf } from '../core/choiceLabel';
import { displayValue } from '../core/displayValue';
import { useEntitySchema } from '../core/entitySchemas';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import type { Row } from '../core/useListController';
import { TimelineView } from '../timeline/TimelineBlock';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  label: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalS },
});

interface Answer {
  record: Row;
  [related: string]: unknown;
}

export default function PublicLookupBlock({ block }: { block: PublicLookupBlockSchema }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const { schema } = useEntitySchema(block.entity);
  const [number, setNumber] = useState(() => (block.fromQuery ? (env.params[block.fromQuery.number] ?? '') : ''));
  const [code, setCode] = useState(() => (block.fromQuery ? (env.params[block.fromQuery.code] ?? '') : ''));
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const look = useCallback(
    async (n: string, c: string) => {
      setBusy(true);
      setFailure(null);
      try {
        setAnswer((await env.request('GET', `/public/${block.lookup}`, { number: n, code: c })) as Answer);
      } catch (e) {
        // The server's one answer for a miss or a wrong code (or the rate limit), in the user's language.
        setAnswer(null);
        setFailure(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [env, block.lookup],
  );

  // A link printed on documents carries both values: look up at once.
  useEffect(() => {
    if (number && code) void look(number, code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void look(number, code);
  };
  const options = { language: env.language, yes: t('renderer.yes'), no: t('renderer.no') };
  const record = answer?.record;
  const related = block.timeline && answer ? answer[block.timeline.from] : undefined;
  return (
    <div data-block="publicLookup">
      {block.hint && <p className={styles.hint}>{t(block.hint)}</p>}
      <form className={styles.form} onSubmit={submit} data-public-form="">
        <Field label={t(block.numberLabel)} required>
          <Input value={number} onChange={(_, d) => setNumber(d.value)} maxLength={40} name="number" />
        </Field>
        <Field label={t(block.codeLabel)} required>
          <Input value={code} onChange={(_, d) => setCode(d.value)} maxLength={40} name="code" />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy || number.trim() === '' || code.trim() === ''}>
          {t('page.tracking.public.lookup')}
        </Button>
        {busy && <Spinner size="tiny" />}
      </form>
      {failure && (
        <MessageBar intent="warning" data-public-failure="">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {record && (
        <dl className={styles.grid} data-public-record="">
          {block.fields.map((entry) => {
            const spec = typeof entry === 'string' ? { field: entry } : entry;
            return (
              <div key={spec.field} style={{ display: 'contents' }}>
                <dt className={styles.label}>{t(fieldTitleKey(block.entity, spec.field, spec.title))}</dt>
                <dd data-field={spec.field} style={{ margin: 0 }}>
                  {displayValue(record[spec.field], { ...options, format: spec.format, choice: choiceLabelOf(schema, block.entity, spec.field, t) })}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {record && block.timeline && Array.isArray(related) && (
        <TimelineView
          spec={{ fields: block.timeline.fields, arrivalTypes: block.timeline.arrivalTypes }}
          entity={block.timeline.entity}
          rows={related as Row[]}
          destination={block.timeline.destinationField ? String(record[block.timeline.destinationField] ?? '') || undefined : undefined}
        />
      )}
    </div>
  );
}
