// One line of the line-items field: a cell per column (text, number, choice, check box, or the record
// picker of a reference field, as in the form), its errors under each cell, copy and remove. Memoised
// (by the line's values: RJSF hands a new object per change), so a change in one line renders that line
// only; a text cell's native input owns what is typed (LineTextCell.tsx), so a key renders nothing.
// A line's controls belong to the line's own empty <form> outside the record's form (their `form`
// attribute): on every key typed, Chromium's autofill reads every control of the typed field's form
// again (measured 7-8 ms a key with 20 lines, about 165 controls; about 0.6 ms for a line's own form).
import { Button, Checkbox, Select, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ErrorSchema } from '@rjsf/utils';
import { type KeyboardEvent, memo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { EntityProperty } from '../../core/entitySchemas';
import { fieldConditions } from '../../../../shared/entities/referenceConditions';
import { ReferencePicker } from '../ReferencePicker';
import type { ComputedColumn } from '../../../../shared/page/pageSchema';
import { computedCell, type Line, type LineColumn } from './lineItemsModel';
import { LineTextCell } from './LineTextCell';

const useStyles = makeStyles({
  cell: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`, verticalAlign: 'top' },
  number: { textAlign: 'end' },
  // Cells sized to what they hold, not to an input's default width (about 20 characters): the native
  // input takes the cell's width, so a table of numbers fits its form or dialog instead of scrolling.
  input: { width: '100%', minWidth: '9em' },
  numberInput: { width: '100%', minWidth: '5.5em' },
  native: { width: '100%', minWidth: 0 },
  error: { display: 'block', color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXXS, whiteSpace: 'nowrap' },
  computed: { fontVariantNumeric: 'tabular-nums', paddingTop: tokens.spacingVerticalSNudge },
});

export interface LineRowProps {
  index: number;
  line: Line;
  columns: LineColumn[];
  titles: string[];
  errors: ErrorSchema | undefined;
  locked: boolean;
  idPrefix: string;
  onCell(index: number, column: string, value: unknown): void;
  onCopy(index: number): void;
  onRemove(index: number): void;
  onMove(index: number, column: string, step: 1 | -1 | 'add'): void;
  /** Read-only columns a shared rule works out from the line (after the line's own). */
  computed: readonly ComputedColumn[];
}

const isNumber = (prop: EntityProperty) => prop.type === 'number' || prop.type === 'integer';
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** What a typed text stores: nothing when blank, a number once it reads as one, else the text (which validation names). */
function valueOf(prop: EntityProperty, text: string): unknown {
  if (text === '') return undefined;
  if (isNumber(prop) && NUMBER_TEXT.test(text.trim())) return Number(text.trim());
  return text;
}

function LineRowInner({ index, line, columns, titles, errors, locked, idPrefix, onCell, onCopy, onRemove, onMove, computed }: LineRowProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lineNo = index + 1;
  const rowErrors = (errors as { __errors?: string[] } | undefined)?.__errors ?? [];
  const lineForm = `${idPrefix}_${index}__line`;
  const keys = (column: string) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown') onMove(index, column, 1);
    else if (e.key === 'ArrowUp') onMove(index, column, -1);
    else if (e.key === 'Enter' && !e.shiftKey) {
      // Enter never submits the whole form from a line: it goes to the next line, or makes one.
      e.preventDefault();
      onMove(index, column, 'add');
    } else return;
    if (e.key !== 'Enter') e.preventDefault();
  };
  return (
    <tr data-line-row={index}>
      <td className={styles.cell}>
        {createPortal(<form id={lineForm} hidden data-line-form={index} />, document.body)}
        <Text>{lineNo}</Text>
        {rowErrors.map((e) => (
          <Text key={e} className={styles.error} role="alert">
            {e}
          </Text>
        ))}
      </td>
      {columns.map((c, ci) => {
        const own = (errors as Record<string, { __errors?: string[] }> | undefined)?.[c.name]?.__errors ?? [];
        const id = `${idPrefix}_${index}_${c.name}`;
        const label = `${titles[ci]} ${lineNo}`;
        const common = { id, form: lineForm, 'data-line': index, 'data-col': c.name, 'aria-label': label, 'aria-invalid': own.length > 0 || undefined, disabled: locked };
        const value = line[c.name];
        let control;
        if (typeof c.prop['x-reference'] === 'string') {
          // The key picked from the resource's records (searchable, paged on the server), as a form's reference field.
          const numeric = isNumber(c.prop);
          control = (
            <ReferencePicker
              id={id}
              resource={c.prop['x-reference']}
              fixedFilter={fieldConditions(c.prop)}
              value={value === undefined || value === null || value === '' ? undefined : String(value)}
              onChange={(v) => onCell(index, c.name, v === undefined ? undefined : numeric ? Number(v) : v)}
              disabled={locked}
              invalid={own.length > 0}
              aria-label={label}
              aria-describedby={own.length > 0 ? `${id}__error` : undefined}
              data-line={index}
              data-col={c.name}
              form={lineForm}
            />
          );
        } else if (c.prop.type === 'boolean') {
          control = <Checkbox {...common} checked={value === true} onChange={(_, d) => onCell(index, c.name, d.checked === true)} />;
        } else if (c.prop.enum) {
          control = (
            <Select {...common} className={styles.input} value={value === undefined ? '' : String(value)} onChange={(_, d) => onCell(index, c.name, d.value === '' ? undefined : d.value)} onKeyDown={keys(c.name)}>
              <option value="" />
              {c.prop.enum.map((v) => (
                <option key={String(v)} value={String(v)}>
                  {String(v)}
                </option>
              ))}
            </Select>
          );
        } else {
          control = (
            <LineTextCell
              {...common}
              className={isNumber(c.prop) ? styles.numberInput : styles.input}
              input={{ className: mergeClasses(styles.native, isNumber(c.prop) && styles.number), inputMode: isNumber(c.prop) ? 'decimal' : undefined }}
              value={value}
              onText={(text) => onCell(index, c.name, valueOf(c.prop, text))}
              onKeyDown={keys(c.name)}
            />
          );
        }
        return (
          <td key={c.name} className={styles.cell}>
            {control}
            {own.map((e) => (
              <Text key={e} id={`${id}__error`} className={styles.error} role="alert">
                {e}
              </Text>
            ))}
          </td>
        );
      })}
      {computed.map((c) => (
        <td key={c.column} className={`${styles.cell} ${styles.number} ${styles.computed}`} data-line={index} data-computed={c.column}>
          {computedCell(line, c)}
        </td>
      ))}
      {!locked && (
        <td className={styles.cell}>
          <div className={styles.buttons}>
            <Button size="small" appearance="subtle" icon={<CopyRegular />} aria-label={t('form.lineItems.copy', { line: lineNo })} title={t('form.lineItems.copy', { line: lineNo })} onClick={() => onCopy(index)} data-line-action="copy" />
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('form.lineItems.remove', { line: lineNo })} title={t('form.lineItems.remove', { line: lineNo })} onClick={() => onRemove(index)} data-line-action="remove" />
          </div>
        </td>
      )}
    </tr>
  );
}

/** The same cell values: RJSF hands every line over as a new object on each change of the form. */
function sameLine(a: Line, b: Line): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

export const LineRow = memo(LineRowInner, (before, after) =>
  (Object.keys(after) as Array<keyof LineRowProps>).every((prop) => (prop === 'line' ? sameLine(before.line, after.line) : before[prop] === after[prop])),
);
