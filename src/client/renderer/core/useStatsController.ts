// Headless state of grouped counts and sums a block shows (a chart, a grid's summary): `<resource>-stats`
// as a query of the query layer (api/reads.ts), asked again when its parameters change and after a write
// of its resource or a hub event; the numbers shown stay while the next are asked (a new date window).
import { useStats } from '../../api/reads';
import type { StatsParams } from '../../data/dataProvider';
import type { StatsResult } from '../../../shared/wire/resourceContract';
import type { RendererEnv } from './rendererEnv';

export interface StatsController {
  /** The numbers shown; null before the first answer and after a failure (not stale numbers). */
  result: StatsResult | null;
  loading: boolean;
  failed: boolean;
}

export function useStatsController(env: Pick<RendererEnv, 'data' | 'queries'>, resource: string, params: StatsParams, options: { enabled?: boolean } = {}): StatsController {
  const enabled = (options.enabled ?? true) && resource !== '';
  const stats = useStats(env, resource, params, { enabled });
  return {
    result: stats.isError ? null : (stats.data ?? null),
    loading: enabled && stats.isFetching,
    failed: stats.isError,
  };
}
