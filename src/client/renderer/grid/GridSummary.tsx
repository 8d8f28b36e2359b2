// The sums under a grid (the block's `summary`): one line per group (e.g. per currency) over every row
// the list's filter matches, not only the page shown. The server sums them as exact decimals
// (`<resource>-stats`, sums as decimal text); each is shown with its column's format.
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridBlock } from '../../../shared/page/pageSchema';
import type { ListFilter } from '../../../shared/wire/resourceContract';
import { useStatsController } from '../core/useStatsController';
import { displayValue } from '../core/displayValue';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import type { ListController } from '../core/useListController';

const useStyles = makeStyles({
  root: { borderTop: `2px solid ${tokens.colorNeutralStroke1}`, backgroundColor: tokens.colorNeutralBackground2 },
  number: { textAlign: 'right', justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  block: GridBlock;
  list: ListController;
  entity: string;
}

export function GridSummary({ block, list, entity }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const summary = block.summary!;
  // The user's filter with the grid's fixed conditions (a bill's lines: its number): asked again when it
  // changes, and with the list after a write of its resource (both are invalidated together).
  const filterKey = JSON.stringify(list.params().filter ?? {});
  const params = useMemo(() => ({ groupBy: summary.groupBy ? [summary.groupBy] : [], sum: summary.sum, filter: JSON.parse(filterKey) as ListFilter }), [summary.groupBy, summary.sum, filterKey]);
  const { result: stats, failed } = useStatsController(env, list.resource, params);

  const formatOf = (field: string) => block.columns.find((c) => c.field === field)?.format ?? 'money';
  const show = (field: string, value: string | undefined) => displayValue(value ?? '0', { format: formatOf(field), language: env.language, yes: '', no: '' });
  const lines = stats ? (summary.groupBy ? stats.groups.map((g) => ({ key: String(g.group[summary.groupBy!] ?? ''), exact: g.sum, count: g.count })) : [{ key: '', exact: stats.total.sum, count: stats.total.count }]) : [];

  return (
    <div className={styles.root} data-grid-summary={block.id ?? 'grid'} data-summary-ready={stats ? 'true' : 'false'}>
      {failed && <Text role="alert">{t('grid.summaryFailed')}</Text>}
      <Table size="small" aria-label={t(summary.label ?? 'grid.summaryTotal')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(summary.label ?? 'grid.summaryTotal')}</TableHeaderCell>
            {summary.groupBy && <TableHeaderCell>{t(fieldTitleKey(entity, summary.groupBy))}</TableHeaderCell>}
            <TableHeaderCell>{t('grid.summaryCount')}</TableHeaderCell>
            {summary.sum.map((f) => (
              <TableHeaderCell key={f} button={{ className: styles.number }}>
                {t(fieldTitleKey(entity, f))}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} data-summary-group={line.key}>
              <TableCell />
              {summary.groupBy && <TableCell>{line.key}</TableCell>}
              <TableCell>{line.count}</TableCell>
              {summary.sum.map((f) => (
                <TableCell key={f} className={styles.number} data-summary-field={f} data-exact={line.exact[f] ?? '0'}>
                  {show(f, line.exact[f])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
