// The server's answer to an action, as the action's `result` asks: a message, lines with totals (a
// small table; totals are the answer's own when it gives them, else exact decimal sums) and buttons
// that open a record or carry values into another route's form, and an address of the site to hand on.
import { useContext } from 'react';
import { Button, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../../shared/page/pageSchema';
import { formatValue } from '../../../../shared/format/formatValue';
import { lineTotals } from '../../form/lineItems/lineItemsModel';
import { readPath, resolveMapping } from '../../core/valueMapping';
import { type FileAnswer, isFileAnswer } from '../../../../shared/wire/fileAnswer';
import { saveFile } from '../downloadBlob';
import { TimeZoneNoteFor } from '../../core/TimeZoneNote';
import { showsTimeOfDay } from '../../../../shared/format/timeOfDay';
import { ShareAddress } from './ShareAddress';
import { PageRuntimeContext } from '../../core/pageRuntime';
import { actionLabelKey } from '../../core/titles';

type Rec = Record<string, unknown>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
  number: { textAlign: 'end', justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  // Every column as wide as its content (a report's dates and names never overlap): the table scrolls sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  cell: { whiteSpace: 'nowrap' },
});

/** The answer's file, when the result names one (`result.file`); null otherwise. */
export function answerFile(result: ActionResult, answer: Rec): FileAnswer | null {
  const file = result.file ? readPath(answer, result.file) : undefined;
  return isFileAnswer(file) ? file : null;
}

const isNumeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export interface ActionResultViewProps {
  result: ActionResult;
  answer: Rec;
  input: Rec;
  row: Rec | null;
  params: Record<string, string>;
  /** Opens a route with query values (and closes the dialog). */
  onNavigate(to: string, query: Record<string, string>): void;
}

export function ActionResultView({ result, answer, input, row, params, onNavigate }: ActionResultViewProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const spec = result.lines;
  // `from` is a path into the answer: `lines`, or `rows.0.lines` for the first row of a per-row answer.
  const found = spec ? readPath(answer, spec.from) : undefined;
  const lines = Array.isArray(found) ? (found as Rec[]) : [];
  // The answer's own totals sit beside its lines: `totals`, or `rows.0.totals` for `rows.0.lines`.
  const owner = spec && spec.from.includes('.') ? readPath(answer, spec.from.slice(0, spec.from.lastIndexOf('.'))) : answer;
  const ownTotals = owner && typeof owner === 'object' ? (owner as Rec).totals : undefined;
  const own = (ownTotals && typeof ownTotals === 'object' ? ownTotals : {}) as Rec;
  const sums = spec?.totals ? { ...lineTotals(lines, spec.totals), ...Object.fromEntries(spec.totals.filter((c) => own[c] !== undefined).map((c) => [c, text(own[c])])) } : {};
  // Columns the answer names (with titles in the user's language already), else the page's own.
  const given = spec?.columnsFrom ? readPath(answer, spec.columnsFrom) : undefined;
  const answerColumns = Array.isArray(given) ? (given as Array<{ field: string; title?: string }>) : null;
  const columns = answerColumns ? answerColumns.map((c) => c.field) : (spec?.columns ?? []);
  const answerTitles = new Map((answerColumns ?? []).map((c) => [c.field, c.title ?? c.field]));
  // A cell: its choice's label when the column names an options key, its format when it has one. A
  // column the result totals holds amounts: shown as money (1,234.50) unless the page says otherwise.
  const cell = (c: string, v: unknown) => {
    const prefix = spec?.optionsKeys?.[c];
    if (prefix && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) return t(`${prefix}.${String(v)}`, { defaultValue: String(v) });
    const format = spec?.formats?.[c] ?? (spec?.totals?.includes(c) && isNumeric(v) ? 'money' : undefined);
    return format ? formatValue(format, v, { language: i18n.language }) : text(v);
  };
  const title = (c: string) => answerTitles.get(c) ?? t(spec?.titles?.[c] ?? `field.${spec?.entity ?? ''}.${c}`, { defaultValue: spec?.titles?.[c] ?? c });
  const file = answerFile(result, answer);
  // Buttons on each line (an offer's Book): page actions the user holds, run with the line as their row
  // (on a page: a result shown alone has no page actions to run).
  const runtime = useContext(PageRuntimeContext);
  const lineActions = runtime ? (spec?.rowActions ?? []).map((id) => runtime.grantedAction(id)).filter((a) => a !== undefined) : [];
  // Under an answer that lists nothing: what to do instead (ask for a quote), carrying what was searched.
  const emptyActions = runtime && lines.length === 0 ? (result.emptyActions ?? []).map((id) => runtime.grantedAction(id)).filter((a) => a !== undefined) : [];
  return (
    <section className={styles.root} data-action-result="" aria-live="polite">
      {result.message && (
        <MessageBar intent="success">
          <MessageBarBody>{t(result.message, answer)}</MessageBarBody>
        </MessageBar>
      )}
      {result.share && typeof readPath(answer, result.share) === 'string' && <ShareAddress path={readPath(answer, result.share) as string} />}
      {file && (
        <div className={styles.links}>
          <Button appearance="secondary" data-result-file={file.fileName} onClick={() => saveFile(file)}>
            {t('form.action.download', { name: file.fileName })}
          </Button>
        </div>
      )}
      <TimeZoneNoteFor shows={!!spec && columns.some((c) => showsTimeOfDay(spec.formats?.[c]))} />
      {spec && (
        <div className={styles.scroller} data-result-scroller="">
        <Table size="small" className={styles.table} aria-label={t('form.action.result')}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                // The header's content sits in a flex box of its own: aligned there, over the numbers.
                <TableHeaderCell key={c} className={styles.cell} button={{ className: lines.some((l) => isNumeric(l[c])) ? styles.number : undefined }}>
                  {title(c)}
                </TableHeaderCell>
              ))}
              {lineActions.length > 0 && <TableHeaderCell className={styles.cell} aria-label={t('form.action.result')} />}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={i} data-result-line={i}>
                {columns.map((c) => {
                  // A hint on hover (how a figure was computed), from a field of the same line.
                  const hint = spec.hints?.[c] ? text(line[spec.hints[c]]) : '';
                  return (
                    <TableCell key={c} className={mergeClasses(styles.cell, isNumeric(line[c]) && styles.number)} title={hint || undefined} data-hint={hint ? c : undefined}>
                      {cell(c, line[c])}
                    </TableCell>
                  );
                })}
                {lineActions.length > 0 && (
                  <TableCell className={styles.cell}>
                    {lineActions.map((action) => (
                      <Button key={action.id} size="small" appearance="primary" data-line-action={action.id} onClick={() => void runtime?.run(action, line)}>
                        {t(actionLabelKey(action))}
                      </Button>
                    ))}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {spec.totals && spec.totals.length > 0 && (
              <TableRow data-result-totals="">
                {columns.map((c, i) => (
                  <TableCell key={c} className={mergeClasses(styles.cell, styles.total, c in sums && styles.number)} data-total={c in sums ? c : undefined}>
                    {c in sums ? cell(c, sums[c]) : i === 0 ? t('form.lineItems.total') : ''}
                  </TableCell>
                ))}
                {lineActions.length > 0 && <TableCell />}
              </TableRow>
            )}
          </TableBody>
        </Table>
        </div>
      )}
      {emptyActions.length > 0 && (
        <div className={styles.links}>
          {emptyActions.map((action) => (
            <Button key={action.id} appearance="primary" data-empty-action={action.id} onClick={() => void runtime?.run(action, input)}>
              {t(actionLabelKey(action))}
            </Button>
          ))}
        </div>
      )}
      {result.links && result.links.length > 0 && (
        <div className={styles.links}>
          {result.links.map((link) => (
            <Button
              key={link.label + link.to}
              appearance="primary"
              data-result-link={link.to}
              onClick={() => {
                const values = link.with ? resolveMapping(link.with, { row, params, input, result: answer }) : {};
                onNavigate(link.to, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, text(v)])));
              }}
            >
              {t(link.label)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
