// The chart block on the real /cargoTracingGraphics/cargoTracingCharts page file: each chart asks
// booking-stats with its groups, measure and date window (China time), draws ECharts' SVG with the
// labels in the user's language, asks again when the window changes (and not for a window that ends
// before it starts), and exports exactly the numbers the server sent.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatsParams } from '../../../src/client/data/dataProvider';
import { chartData, chartTable } from '../../../src/client/renderer/chart/chartData';
import { CHART_COLORS, chartOption } from '../../../src/client/renderer/chart/chartOption';
import { chinaDayFromToday } from '../../../src/client/renderer/chart/chartWindow';
import type { ChartBlock } from '../../../src/shared/page/pageSchema';
import type { StatsGroup, StatsResult } from '../../../src/shared/wire/resourceContract';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const downloads: Array<{ blob: Blob; name: string }> = [];
vi.mock('../../../src/client/renderer/actions/downloadBlob', () => ({ downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }) }));
// The browser loads ExcelJS's UMD build as a script (excelJsLoader.ts; e2e charts.test.ts exports it
// in Chromium); here the same library comes from node_modules.
vi.mock('../../../src/client/renderer/chart/excelJsLoader', () => ({ loadExcelJs: async () => (await import('exceljs')).default }));
afterEach(() => {
  cleanup();
  downloads.length = 0;
});

const page = pageFile('cargoTracingGraphics/cargoTracingCharts');
const g = (group: StatsGroup['group'], count: number, avg: Record<string, string | null> = {}): StatsGroup => ({ group, count, sum: {}, avg });
const result = (groups: StatsGroup[]): StatsResult => ({ groups, total: { count: groups.reduce((n, x) => n + x.count, 0), sum: {}, avg: {} }, truncated: false });

/** A server that answers by the groups asked; `late` answers the window that starts in 2020. */
function statsServer() {
  const data = memoryProvider();
  const calls: StatsParams[] = [];
  data.stats = async (_resource: string, params: StatsParams) => {
    calls.push(params);
    const late = JSON.stringify(params.filter ?? {}).includes('2020-');
    const key = params.groupBy?.join(',');
    if (key === 'mode,status') return result(late ? [g({ mode: 'AIR', status: 'COMPLETED' }, 9)] : [g({ mode: 'SEA', status: 'CONFIRMED' }, 3), g({ mode: 'SEA', status: 'COMPLETED' }, 5), g({ mode: 'RAIL', status: 'CONFIRMED' }, 2)]);
    if (key === 'mode') return result([g({ mode: 'SEA' }, 8), g({ mode: 'RAIL' }, 2)]);
    if (key === 'etd:month,mode') return result([g({ etd: '2026-06-01', mode: 'SEA' }, 4), g({ etd: '2026-07-01', mode: 'RAIL' }, 1)]);
    if (key === 'pol,pod') return result([g({ pol: 'CNSHA', pod: 'DEHAM' }, 3, { transitDays: '34.6667' }), g({ pol: 'CNXIY', pod: 'PLMAL' }, 2, { transitDays: '16.5' }), g({ pol: 'XXAAA', pod: null }, 1, { transitDays: null })]);
    throw new Error(`unexpected stats ${key}`);
  };
  return { data, calls };
}

const chart = async (id: string) => {
  const el = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-chart="${id}"][data-state="ready"]`);
    if (!found) throw new Error(`chart ${id} not drawn`);
    return found;
  });
  return el;
};

// The first test loads the chart chunk (ECharts): slow on a busy machine, not a failure.
describe('chart block', () => {
  it('asks booking-stats per chart with its groups, measure and the default window in China time', async () => {
    const { data, calls } = statsServer();
    renderPage(page, { data, language: 'zh' });
    await chart('transitByLane');
    const window = { etd: { from: chinaDayFromToday(-180), to: chinaDayFromToday(30) } };
    expect(calls).toEqual(
      expect.arrayContaining([
        { groupBy: ['mode', 'status'], filter: window },
        { groupBy: ['mode'], filter: window },
        { groupBy: ['etd:month', 'mode'], filter: window },
        { groupBy: ['pol', 'pod'], avg: ['transitDays'], filter: window },
      ]),
    );
  });

  it('draws labelled SVG in the user language: statuses, months, lanes', async () => {
    const { data } = statsServer();
    renderPage(page, { data, language: 'zh' });
    const byStatus = await chart('byModeStatus');
    const text = () => byStatus.querySelector('[data-chart-canvas] svg')?.textContent ?? '';
    await waitFor(() => expect(text()).toContain('已确认'));
    expect(text()).toContain('海运');
    expect((await chart('byMonth')).querySelector('[data-chart-canvas] svg')!.textContent).toContain('2026-06');
    const lanes = (await chart('transitByLane')).querySelector('[data-chart-canvas] svg')!.textContent!;
    expect(lanes).toContain('CNSHA → DEHAM');
    // A lane without an average (no ETA) is no bar.
    expect(lanes).not.toContain('XXAAA');
  });

  it('asks again and redraws when the window changes; a window ending before it starts asks nothing', async () => {
    const { data, calls } = statsServer();
    renderPage(page, { data, language: 'en' });
    const byStatus = await chart('byModeStatus');
    const from = within(byStatus).getByDisplayValue(chinaDayFromToday(-180));
    const before = calls.length;
    fireEvent.change(from, { target: { value: '2020-01-01' } });
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(calls.at(-1)).toEqual({ groupBy: ['mode', 'status'], filter: { etd: { from: '2020-01-01', to: chinaDayFromToday(30) } } });
    await waitFor(() => expect(byStatus.querySelector('[data-chart-canvas] svg')?.textContent).toContain('Air'));
    expect(byStatus.querySelector('[data-chart-canvas] svg')!.textContent).not.toContain('Rail');

    const to = within(byStatus).getByDisplayValue(chinaDayFromToday(30));
    fireEvent.change(to, { target: { value: '2019-12-31' } });
    expect(await within(byStatus).findAllByText('The start date is after the end date.')).not.toHaveLength(0);
    expect(byStatus.dataset.state).toBe('invalid');
    expect(calls.length).toBe(before + 1);
  });

  it('exports the numbers the server sent as csv, with the labels shown', async () => {
    const { data } = statsServer();
    renderPage(page, { data, language: 'en' });
    const lanes = await chart('transitByLane');
    fireEvent.click(within(lanes).getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe(`transitByLane-${chinaDayFromToday(-180)}-${chinaDayFromToday(30)}.csv`);
    const text = await downloads[0].blob.text();
    expect(text).toBe('\uFEFFOrigin → Destination,Average transit days\r\nCNSHA → DEHAM,34.6667\r\nCNXIY → PLMAL,16.5\r\n');
  });

  it('exports xlsx with numbers as numbers', async () => {
    const { data } = statsServer();
    renderPage(page, { data, language: 'en' });
    const byMode = await chart('byMode');
    fireEvent.click(within(byMode).getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await downloads[0].blob.arrayBuffer());
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Mode', 'Shipments'],
      ['Sea', 8],
      ['Rail', 2],
    ]);
  });
});

describe('chart data and option', () => {
  const stacked: ChartBlock = { type: 'chart', kind: 'bar', category: 'mode', series: 'status', stacked: true };
  const answer = result([g({ mode: 'SEA', status: 'A' }, 3), g({ mode: 'SEA', status: 'B' }, 5), g({ mode: 'RAIL', status: 'B' }, 2)]);
  const data = chartData(stacked, answer, (_f, v) => String(v));

  it('spreads groups into categories and series, absent cells empty', () => {
    expect(data).toEqual({
      categories: ['SEA', 'RAIL'],
      series: [
        { key: '"A"', name: 'A', values: ['3', null] },
        { key: '"B"', name: 'B', values: ['5', '2'] },
      ],
    });
    expect(chartTable(data, 'Mode', 'Count')).toEqual([
      ['Mode', 'A', 'B'],
      ['SEA', '3', '5'],
      ['RAIL', '', '2'],
    ]);
  });

  it('stacks bar series, and draws a donut as a pie with a hole', () => {
    const option = chartOption(stacked, data, 'Count', 'x') as { series: Array<{ stack?: string; type: string }> };
    expect(option.series.map((s) => [s.type, s.stack])).toEqual([
      ['bar', 'total'],
      ['bar', 'total'],
    ]);
    const donut: ChartBlock = { type: 'chart', kind: 'donut', category: 'mode' };
    const pie = chartOption(donut, chartData(donut, result([g({ mode: 'SEA' }, 8)]), (_f, v) => String(v)), 'Count', 'x') as { series: Array<{ radius: unknown; data: unknown }> };
    expect(pie.series[0]).toMatchObject({ radius: ['40%', '68%'], data: [{ name: 'SEA', value: 8 }] });
  });

  it('colours a series by the meaning of its value (late in red, on time in green); the others keep the palette', () => {
    const onTime: ChartBlock = { type: 'chart', kind: 'bar', category: 'arrivedAt:month', series: 'delayed', stacked: true, seriesColors: { true: 'danger', false: 'success' } };
    const grouped = result([g({ arrivedAt: '2026-10-01', delayed: false }, 3), g({ arrivedAt: '2026-10-01', delayed: true }, 2), g({ arrivedAt: '2026-10-01', delayed: null }, 1)]);
    const option = chartOption(onTime, chartData(onTime, grouped, (_f, v) => String(v)), 'Count', 'x') as { series: Array<{ name: string; itemStyle?: { color: string } }> };
    expect(option.series.map((s) => [s.name, s.itemStyle?.color])).toEqual([
      ['false', CHART_COLORS.success],
      ['true', CHART_COLORS.danger],
      ['null', undefined],
    ]);
    expect(CHART_COLORS.danger).toMatch(/^#[0-9a-f]{6}$/i);
    expect(CHART_COLORS.danger).not.toBe(CHART_COLORS.success);
    const line = chartOption({ ...onTime, kind: 'line' }, chartData(onTime, grouped, (_f, v) => String(v)), 'Count', 'x') as { series: Array<{ lineStyle?: { color: string } }> };
    expect(line.series[1].lineStyle?.color).toBe(CHART_COLORS.danger);
  });
});
