// A record's line items (a detail group's `lines`, e.g. a bill's payments) as a small read-only table,
// each cell with its column's format, and the columns the page names summed under them.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DetailLines } from '../../../shared/page/pageSchema';
import { type DisplayOptions, displayValue } from '../core/displayValue';
import { fieldTitleKey } from '../core/titles';
import { lineTotals } from '../form/lineItems/lineItemsModel';

interface Props {
  lines: DetailLines;
  entity: string;
  value: unknown;
  options: DisplayOptions;
}

export function DetailLinesTable({ lines, entity, value, options }: Props) {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
  if (rows.length === 0) return <Text data-lines={lines.field} data-empty="">{t(lines.emptyText ?? 'renderer.noLines')}</Text>;
  const totals = lines.totals?.length ? lineTotals(rows, lines.totals) : null;
  const cell = (c: DetailLines['columns'][number], value: unknown) => displayValue(value, { ...options, format: c.format, choice: c.optionsKey ? (v) => t(`${c.optionsKey}.${v}`) : undefined });
  return (
    <Table size="small" data-lines={lines.field} aria-label={t(fieldTitleKey(entity, lines.field))}>
      <TableHeader>
        <TableRow>
          {lines.columns.map((c) => (
            <TableHeaderCell key={c.field}>{t(fieldTitleKey(entity, c.field, c.title))}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          // Lines have no ids of their own: their order is their identity.
          <TableRow key={i}>
            {lines.columns.map((c) => (
              <TableCell key={c.field} data-line-field={c.field}>
                {cell(c, row[c.field])}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {totals && (
          <TableRow data-lines-total="">
            {lines.columns.map((c, i) => (
              <TableCell key={c.field} data-total-field={totals[c.field] !== undefined ? c.field : undefined}>
                {totals[c.field] ? <strong>{cell(c, totals[c.field])}</strong> : i === 0 ? <strong>{t('renderer.linesTotal')}</strong> : null}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
