// Turns a stats answer into what the chart draws and exports: labelled categories, one series per value
// of the series field, and the measured number per cell. The exact decimal text the server sent is kept
// for the export; the drawing uses its number.
import type { ChartBlock } from '../../../shared/page/pageSchema';
import type { StatsParams } from '../../data/dataProvider';
import type { StatsGroup, StatsKey, StatsResult } from '../../../shared/wire/resourceContract';

export type Label = (field: string, value: StatsKey) => string;

export interface ChartSeries {
  key: string;
  name: string;
  /** Per category: the measured value as the server's text, null where the group is absent or empty. */
  values: Array<string | null>;
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

const categoryFields = (block: ChartBlock) => (Array.isArray(block.category) ? block.category : [block.category]);
/** `etd:month` → `etd` (the answer's group key). */
export const fieldOf = (spec: string) => spec.split(':')[0];

/** The stats call of a block with the date window's filter. */
export function statsParams(block: ChartBlock, window: { from: string; to: string } | null): StatsParams {
  const groupBy = [...categoryFields(block), ...(block.series ? [block.series] : [])];
  const m = block.measure ?? { op: 'count' };
  const params: StatsParams = { groupBy };
  if (m.op === 'sum') params.sum = [m.field];
  if (m.op === 'avg') params.avg = [m.field];
  if (block.window && window && (window.from || window.to)) {
    params.filter = { [block.window.field]: { ...(window.from ? { from: window.from } : {}), ...(window.to ? { to: window.to } : {}) } };
  }
  return params;
}

function measured(block: ChartBlock, g: StatsGroup): string | null {
  const m = block.measure ?? { op: 'count' };
  if (m.op === 'sum') return g.sum[m.field] ?? null;
  if (m.op === 'avg') return g.avg[m.field] ?? null;
  return String(g.count);
}

/** Categories and series in the server's order (sorted by the group keys: dates run in time). */
export function chartData(block: ChartBlock, result: StatsResult, label: Label): ChartData {
  const fields = categoryFields(block).map(fieldOf);
  const seriesField = block.series ? fieldOf(block.series) : undefined;
  const categoryKey = (g: StatsGroup) => JSON.stringify(fields.map((f) => g.group[f] ?? null));
  const categories = new Map<string, string>();
  const seriesKeys = new Map<string, string>();
  const cells = new Map<string, string | null>();
  for (const g of result.groups) {
    const value = measured(block, g);
    // An average over no values (e.g. no ETA yet) is no point on the chart.
    if (value === null) continue;
    const c = categoryKey(g);
    if (!categories.has(c)) categories.set(c, fields.map((f) => label(f, g.group[f] ?? null)).join(' → '));
    const s = seriesField ? JSON.stringify(g.group[seriesField] ?? null) : '';
    if (!seriesKeys.has(s)) seriesKeys.set(s, seriesField ? label(seriesField, g.group[seriesField] ?? null) : '');
    cells.set(`${c}|${s}`, value);
  }
  const cats = [...categories.keys()];
  return {
    categories: [...categories.values()],
    series: [...seriesKeys.entries()].map(([key, name]) => ({ key, name, values: cats.map((c) => cells.get(`${c}|${key}`) ?? null) })),
  };
}

/** The table behind the chart: a header row, then one row per category with a column per series. */
export function chartTable(data: ChartData, categoryTitle: string, valueTitle: string): string[][] {
  const single = data.series.length === 1 && data.series[0].name === '';
  const header = [categoryTitle, ...(single ? [valueTitle] : data.series.map((s) => s.name))];
  return [header, ...data.categories.map((c, i) => [c, ...data.series.map((s) => s.values[i] ?? '')])];
}
