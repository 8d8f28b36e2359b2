// The chart's registration: a lazy chunk (ECharts loads only on pages that draw charts) and its lint:
// its fields exist, date buckets and the window are on date fields, pies have no series.
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import { preloadable } from '../../app/preloadable';
import type { ChartBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';

const ChartBlockView = preloadable(BLOCK_CHUNKS.chart);
const UNITS = ['day', 'week', 'month'];

export const chartBlockType: BlockType<ChartBlock> = {
  type: 'chart',
  component: ChartBlockView,
  preload: ChartBlockView.preload,
  lint(b, lint) {
    const entity = lint.entityOf(b.resource);
    const where = `chart${b.id ? ` ${b.id}` : ''}`;
    if (b.resource) lint.resource(b.resource, where);
    const categories = Array.isArray(b.category) ? b.category : [b.category];
    const grouped = [...categories, ...(b.series ? [b.series] : [])];
    if (grouped.length === 0 || grouped.length > 2) lint.problem(`${where}: one or two fields in category and series together (the stats call groups by at most two)`);
    for (const spec of grouped) {
      const [field, unit, ...rest] = spec.split(':');
      lint.field(field, where, { entity });
      if (unit !== undefined && (!UNITS.includes(unit) || rest.length > 0)) lint.problem(`${where}: ${spec} — a date is bucketed by ${UNITS.join(', ')}`);
    }
    if ((b.kind === 'pie' || b.kind === 'donut') && b.series) lint.problem(`${where}: a ${b.kind} has no series`);
    if (b.stacked && !b.series) lint.problem(`${where}: stacked needs a series`);
    if (b.measure && b.measure.op !== 'count') lint.field(b.measure.field, `${where} measure`, { entity });
    if (b.window) lint.field(b.window.field, `${where} window`, { entity, title: false });
    lint.key(b.valueTitle);
    for (const [field, labels] of Object.entries(b.valueLabels ?? {})) {
      if (!grouped.some((spec) => spec.split(':')[0] === field)) lint.problem(`${where}: valueLabels names ${field}, which is not a category or series`);
      for (const key of Object.values(labels)) lint.key(key);
    }
    if (b.seriesColors && (!b.series || b.kind === 'pie' || b.kind === 'donut')) lint.problem(`${where}: seriesColors colours the values of a bar or line chart's series`);
  },
};
