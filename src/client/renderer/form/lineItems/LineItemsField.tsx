// Line items inside a form (an array property with `x-childTable`, stored by the server in a child
// table with its record): a small table with a row per line, add / copy / remove, arrow keys between
// lines and Enter on the last line for a new one, each error under its cell (the server's 10002
// errors name the line, `/lines/2/grossKg`, and land on that row), and exact totals of the columns
// the page names (`widgetOptions: { lines: { totals: ["grossKg"] } }`), and read-only columns worked out
// live by a shared rule (`computed`: an air piece's chargeable kg, and the shipment's under the lines).
// Columns a form action needs in every line are marked (requiredForMarks.ts). Registered as an RJSF
// field, chosen by buildFormSchema for every child collection, so no screen writes it.
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ErrorSchema, FieldPathList, FieldProps } from '@rjsf/utils';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityProperty } from '../../core/entitySchemas';
import { LineRow } from './LineRow';
import { type Line, computedTotals, copyLine, lineColumns, lineTotals } from './lineItemsModel';
import type { ComputedColumn } from '../../../../shared/page/pageSchema';
import { REQUIRED_COLUMNS_OPTION } from '../requiredForMarks';
import { REQUIRED_FOR_MARK } from '../SizedFieldTemplate';

export { LINE_ITEMS_FIELD } from './lineItemsModel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%' },
  // A heading wraps (between words; Chinese kept whole) before the table outgrows its form or dialog.
  head: { textAlign: 'start', verticalAlign: 'bottom', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`, wordBreak: 'keep-all' },
  // Kept on one line: 合计 under the narrow # column broke into one character a line.
  total: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, whiteSpace: 'nowrap' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  error: { color: tokens.colorPaletteRedForeground1 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  mark: { color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase100 },
});

const isNumeric = (prop: EntityProperty | undefined) => prop?.type === 'number' || prop?.type === 'integer' || prop?.format === 'decimal';

export function LineItemsField(props: FieldProps<Line[]>) {
  const { schema, uiSchema, formData, errorSchema, onChange, fieldPathId, registry, disabled, readonly, name } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const entity = String(registry.rootSchema['x-entity'] ?? '');
  const items = schema.items as { properties?: Record<string, EntityProperty>; required?: string[] } | undefined;
  const columns = useMemo(() => lineColumns(items), [items]);
  const lines = useMemo(() => (Array.isArray(formData) ? formData : []), [formData]);
  const options = uiSchema?.['ui:options'] as { totals?: string[]; computed?: ComputedColumn[]; label?: boolean; [REQUIRED_COLUMNS_OPTION]?: string[] } | undefined;
  const totals = options?.totals ?? [];
  const computed = useMemo(() => options?.computed ?? [], [options?.computed]);
  const needed = new Set(options?.[REQUIRED_COLUMNS_OPTION] ?? []);
  const locked = Boolean(disabled || readonly);
  const table = useRef<HTMLTableElement>(null);

  // Rows get stable callbacks that read the current lines and handlers (RJSF hands a new onChange and
  // schema on each change), so a change in one row renders that row only.
  const current = useRef({ lines, onChange, path: fieldPathId.path });
  current.current = { lines, onChange, path: fieldPathId.path };
  const write = useCallback((next: Line[]) => current.current.onChange(next, current.current.path), []);
  const focusCell = (line: number, column: string) =>
    requestAnimationFrame(() => table.current?.querySelector<HTMLElement>(`[data-line="${line}"][data-col="${column}"]`)?.focus());

  // A cell's change names its own path: RJSF applies changes queued together (a cell's transition, a
  // change of another cell) one after the other, so none is lost to a stale copy of the lines.
  const setCell = useCallback((index: number, column: string, value: unknown) => {
    const { onChange: change, path } = current.current;
    (change as (value: unknown, at: FieldPathList) => void)(value, [...path, index, column]);
  }, []);
  const add = useCallback(
    (after?: number) => {
      const next = current.current.lines.slice();
      const at = after === undefined ? next.length : after + 1;
      next.splice(at, 0, {});
      write(next);
      if (columns[0]) focusCell(at, columns[0].name);
    },
    [write, columns],
  );
  const copy = useCallback(
    (index: number) => {
      const next = current.current.lines.slice();
      next.splice(index + 1, 0, copyLine(next[index] ?? {}, columns));
      write(next);
    },
    [write, columns],
  );
  const remove = useCallback((index: number) => write(current.current.lines.filter((_, i) => i !== index)), [write]);
  const move = useCallback(
    (index: number, column: string, step: 1 | -1 | 'add') => {
      if (step === 'add') add();
      else if (index + step >= 0 && index + step < current.current.lines.length) focusCell(index + step, column);
    },
    [add],
  );

  // One array for the form's life (per language): a new one per render would render every row again.
  const titles = useMemo(
    () => columns.map(({ name: column, prop }) => t(typeof prop.title === 'string' ? prop.title : `field.${entity}.${name}.${column}`, { defaultValue: typeof prop.title === 'string' ? prop.title : column })),
    [columns, entity, name, t],
  );
  const ownErrors = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  const fieldTitle = typeof schema.title === 'string' ? schema.title : name;

  return (
    <div className={styles.root} data-field="lineItems" data-name={name}>
      {/* Not drawn under a section heading that says the same (buildFormSchema's `label: false`). */}
      {options?.label !== false && <Text weight="semibold">{fieldTitle}</Text>}
      {ownErrors.map((e) => (
        <Text key={e} className={styles.error} role="alert">
          {e}
        </Text>
      ))}
      <div className={styles.scroll}>
        <table className={styles.table} ref={table} aria-label={fieldTitle}>
          <thead>
            <tr>
              <th className={styles.head}>#</th>
              {columns.map((c, ci) => (
                <th key={c.name} scope="col" className={mergeClasses(styles.head, isNumeric(c.prop) && styles.number)} data-required-for={needed.has(c.name) ? '' : undefined}>
                  {titles[ci]}
                  {/* The marks stay with the last word when a heading wraps. */}
                  {c.required ? '\u00a0*' : ''}
                  {needed.has(c.name) && <span className={styles.mark}>{`\u00a0${REQUIRED_FOR_MARK}`}</span>}
                </th>
              ))}
              {computed.map((c) => (
                <th key={c.column} scope="col" className={mergeClasses(styles.head, styles.number)}>
                  {t(c.title)}
                </th>
              ))}
              {!locked && <th className={styles.head}>{t('form.lineItems.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={columns.length + computed.length + 2}>
                  <Text italic>{t('form.lineItems.none')}</Text>
                </td>
              </tr>
            )}
            {lines.map((line, i) => (
              <LineRow
                key={i}
                index={i}
                line={line}
                columns={columns}
                titles={titles}
                errors={(errorSchema as Record<number, ErrorSchema> | undefined)?.[i]}
                locked={locked}
                idPrefix={fieldPathId.$id}
                onCell={setCell}
                onCopy={copy}
                onRemove={remove}
                onMove={move}
                computed={computed}
              />
            ))}
          </tbody>
          {(totals.length > 0 || computed.length > 0) && lines.length > 0 && (
            <tfoot>
              <TotalsRow
                columns={[...columns.map((c) => c.name), ...computed.map((c) => c.column)]}
                totals={{ ...lineTotals(lines, totals), ...computedTotals(lines, computed) }}
                label={t('form.lineItems.total')}
                className={styles.total}
                numberClass={styles.number}
              />
            </tfoot>
          )}
        </table>
      </div>
      {!locked && (
        <div className={styles.bar}>
          <Button size="small" icon={<AddRegular />} onClick={() => add()} data-line-action="add">
            {t('form.lineItems.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

function TotalsRow({ columns, totals, label, className, numberClass }: { columns: string[]; totals: Record<string, string>; label: string; className: string; numberClass: string }) {
  return (
    <tr data-line-totals="">
      <td className={className}>{label}</td>
      {columns.map((c) => (
        <td key={c} className={mergeClasses(className, numberClass)} data-total={c in totals ? c : undefined}>
          {totals[c] ?? ''}
        </td>
      ))}
      <td className={className} />
    </tr>
  );
}
