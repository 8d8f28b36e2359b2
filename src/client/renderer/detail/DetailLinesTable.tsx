// A record's line items (a detail group's `lines`, e.g. a bill's payments) as a small read-only table,
// each cell with its column's format.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DetailLines } from '../../../shared/page/pageSchema';
import { type DisplayOptions, displayValue } from '../core/displayValue';
import { fieldTitleKey } from '../core/titles';

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
                {displayValue(row[c.field], { ...options, format: c.format, choice: c.optionsKey ? (v) => t(`${c.optionsKey}.${v}`) : undefined })}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
