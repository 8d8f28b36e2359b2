// The sums under a grid (the block's `summary`): one line per group (e.g. per currency) over every row
// the list's filter matches, not only the page shown. The server sums them as exact decimals
// (`<resource>-stats`, sums as decimal text); each is shown with its column's format.
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridBlock } from '../../../shared/page/pageSchema';
import type { StatsResult } from '../../../shared/wire/resourceContract';
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
  const [stats, setStats] = useState<StatsResult | null>(null);
  const [failed, setFailed] = useState(false);
  // The user's filter with the grid's fixed conditions (a bill's lines: its number).
  const filter = list.params().filter ?? {};
  const filterKey = JSON.stringify(filter);

  // Again whenever the list's filter changes or the list is reloaded (its total or rows change).
  useEffect(() => {
    let live = true;
    env.data
      .stats(list.resource, { groupBy: summary.groupBy ? [summary.groupBy] : [], sum: summary.sum, filter })
      .then((result) => {
        if (!live) return;
        setStats(result);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter by its text
  }, [env.data, list.resource, filterKey, list.total, list.rows, summary.groupBy, summary.sum.join(',')]);

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
