// The chart block: asks `<resource>-stats` for its groups within the date window, draws them (ECharts,
// this lazy chunk only) and offers the same numbers as csv or xlsx. Changing the window asks again.
import { Button, Field, Input, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cultureOf } from '../../../shared/constants';
import type { ChartBlock as ChartBlockSchema } from '../../../shared/page/pageSchema';
import type { StatsKey } from '../../../shared/wire/resourceContract';
import { downloadBlob } from '../actions/downloadBlob';
import { choiceLabelOf } from '../core/choiceLabel';
import { useEntitySchema } from '../core/entitySchemas';
import { entityOfResource, usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import { useStatsController } from '../core/useStatsController';
import { fieldTitleKey } from '../core/titles';
import type { BlockProps } from '../registry/blockType';
import { chartData, chartTable, fieldOf, statsParams } from './chartData';
import { tableCsv, tableXlsx } from './chartExport';
import { chartOption } from './chartOption';
import { type DateWindow, initialWindow, windowValid } from './chartWindow';
import { EChart } from './EChart';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalS },
  date: { width: '160px' },
  grow: { flexGrow: 1 },
  box: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, display: 'block', padding: tokens.spacingVerticalL },
});

const categorySpecs = (block: ChartBlockSchema) => (Array.isArray(block.category) ? block.category : [block.category]);

export default function ChartBlock({ block }: BlockProps<ChartBlockSchema>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const resource = block.resource ?? runtime.page.resource;
  const entity = entityOfResource(runtime, block.resource);
  const { schema } = useEntitySchema(entity);
  const [dateWindow, setDateWindow] = useState<DateWindow | null>(() => initialWindow(block.window));
  const valid = windowValid(dateWindow);
  const params = useMemo(() => statsParams(block, dateWindow), [block, dateWindow]);
  // The request client has told the user of a failure; the chart shows nothing rather than stale numbers.
  const answer = useStatsController(env, resource ?? '', params, { enabled: valid });

  const units = useMemo(() => new Map([...categorySpecs(block), ...(block.series ? [block.series] : [])].map((s) => [fieldOf(s), s.split(':')[1]])), [block]);
  const data = useMemo(() => {
    if (!answer.result) return null;
    const label = (field: string, value: StatsKey) => {
      if (value === null) return t('renderer.chart.none');
      const named = block.valueLabels?.[field]?.[String(value)];
      if (named) return t(named);
      const unit = units.get(field);
      if (unit === 'month') return String(value).slice(0, 7);
      if (unit === 'week') return t('renderer.chart.weekOf', { date: String(value) });
      if (typeof value === 'boolean') return t(value ? 'renderer.yes' : 'renderer.no');
      return choiceLabelOf(schema, entity, field, t)?.(String(value)) ?? String(value);
    };
    return chartData(block, answer.result, label);
  }, [answer.result, block, entity, schema, t, units]);

  const m = block.measure ?? { op: 'count' as const };
  const valueTitle = block.valueTitle ? t(block.valueTitle) : m.op === 'count' ? t('renderer.chart.count') : t(fieldTitleKey(entity, m.field));
  const categoryTitle = categorySpecs(block)
    .map((s) => t(fieldTitleKey(entity, fieldOf(s))))
    .join(' → ');
  const title = block.title ? t(block.title) : valueTitle;
  const option = useMemo(() => (data ? chartOption(block, data, valueTitle, title, cultureOf(env.language)) : null), [block, data, valueTitle, title, env.language]);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!data) return;
    const rows = chartTable(data, categoryTitle, valueTitle);
    const name = `${block.id ?? resource}${dateWindow ? `-${dateWindow.from}-${dateWindow.to}` : ''}.${format}`;
    downloadBlob(format === 'csv' ? tableCsv(rows) : await tableXlsx(rows, title), name);
  };

  const setEdge = (edge: keyof DateWindow, value: string) => setDateWindow((w) => (w ? { ...w, [edge]: value } : w));
  const state = !valid ? 'invalid' : answer.loading ? 'loading' : !data || data.categories.length === 0 ? 'empty' : 'ready';

  return (
    <section data-block="chart" data-chart={block.id ?? ''} data-state={state} aria-label={title}>
      <div className={styles.bar}>
        {dateWindow && (
          <>
            <Field label={t('renderer.from')} size="small" className={styles.date} validationState={valid ? 'none' : 'error'} validationMessage={valid ? undefined : t('renderer.chart.windowInvalid')}>
              <Input type="date" size="small" value={dateWindow.from} onChange={(_, d) => setEdge('from', d.value)} data-window="from" />
            </Field>
            <Field label={t('renderer.to')} size="small" className={styles.date}>
              <Input type="date" size="small" value={dateWindow.to} onChange={(_, d) => setEdge('to', d.value)} data-window="to" />
            </Field>
          </>
        )}
        <span className={styles.grow} />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" disabled={state !== 'ready'}>
              {t('renderer.action.export')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => void exportAs('csv')}>{t('renderer.chart.exportCsv')}</MenuItem>
              <MenuItem onClick={() => void exportAs('xlsx')}>{t('renderer.chart.exportXlsx')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      <div className={styles.box}>
        {state === 'loading' && !option ? (
          <LoadingSpinner size="small" />
        ) : state === 'ready' && option ? (
          <EChart option={option} height={block.height ?? 320} label={title} />
        ) : (
          <Text className={styles.muted}>{state === 'invalid' ? t('renderer.chart.windowInvalid') : t('renderer.chart.empty')}</Text>
        )}
      </div>
    </section>
  );
}
