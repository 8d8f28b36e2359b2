// The ECharts option of a chart block: axes and series for bar and line (stacked when asked), a pie
// or donut of the first series. Values are the server's decimals as numbers (drawing only).
import { webLightTheme } from '@fluentui/react-components';
import type { ChartBlock, ChartColor } from '../../../shared/page/pageSchema';
import type { ChartData, ChartSeries } from './chartData';

/** Fluent's status colours as ECharts needs them: values, not CSS variables (it draws on its own).
 * The status palette is the same in every light theme, whatever the brand colour. */
export const CHART_COLORS: Record<ChartColor, string> = {
  success: webLightTheme.colorPaletteGreenBackground3,
  danger: webLightTheme.colorPaletteRedBackground3,
  warning: webLightTheme.colorPaletteMarigoldBackground3,
  neutral: webLightTheme.colorNeutralForeground3,
};

/** A series' colour from the block's seriesColors, by the series field's value (its key is that value as JSON). */
function seriesColor(block: ChartBlock, s: ChartSeries): string | undefined {
  if (!block.seriesColors || s.key === '') return undefined;
  const value = JSON.parse(s.key) as unknown;
  const color = block.seriesColors[value === null ? 'null' : String(value)];
  return color ? CHART_COLORS[color] : undefined;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** Averages are kept to 4 decimals by the server; a chart shows at most one (the export keeps all). */
export function chartOption(block: ChartBlock, data: ChartData, valueTitle: string, description: string, locale = 'en-US'): Record<string, unknown> {
  const legend = data.series.length > 1 || (data.series[0]?.name ?? '') !== '';
  const shown = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const valueFormatter = (v: unknown) => (typeof v === 'number' ? shown.format(v) : '');
  const base = { animation: false, aria: { enabled: true, label: { description } }, tooltip: { trigger: block.kind === 'pie' || block.kind === 'donut' ? 'item' : 'axis', valueFormatter } };
  if (block.kind === 'pie' || block.kind === 'donut') {
    const values = data.series[0]?.values ?? [];
    return {
      ...base,
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: valueTitle,
          radius: block.kind === 'donut' ? ['40%', '68%'] : '68%',
          label: { formatter: (p: { name: string; value: number }) => `${p.name}: ${shown.format(p.value)}` },
          data: data.categories.map((name, i) => ({ name, value: num(values[i]) })).filter((d) => d.value !== null),
        },
      ],
    };
  }
  return {
    ...base,
    ...(legend ? { legend: { type: 'scroll', top: 0 } } : {}),
    // Room at the top for the legend and the value axis's name.
    grid: { left: 8, right: 16, top: legend ? 48 : 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', name: valueTitle, nameTextStyle: { align: 'left' } },
    series: data.series.map((s) => {
      const color = seriesColor(block, s);
      return {
        type: block.kind,
        name: s.name || valueTitle,
        data: s.values.map(num),
        ...(color ? { itemStyle: { color }, ...(block.kind === 'line' ? { lineStyle: { color } } : {}) } : {}),
        ...(block.stacked ? { stack: 'total' } : {}),
        ...(block.kind === 'line' ? { connectNulls: true, symbolSize: 8 } : {}),
        ...(data.series.length === 1 && block.kind === 'bar' ? { label: { show: true, position: 'top', formatter: (p: { value: number }) => shown.format(p.value) } } : {}),
      };
    }),
  };
}
