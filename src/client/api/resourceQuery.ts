// The query string of a list or stats call from the renderer's parameters (resource conventions of
// src/shared/wire/resourceContract.ts). Free of the request client, so the benches build the same calls.
import type { ListQuery, StatsQuery } from '../../shared/wire/resourceContract';
import type { ListParams, StatsParams } from '../data/dataProvider';

export function listQuery(params: ListParams): ListQuery {
  const query: ListQuery = { current: String(params.page), size: String(params.size) };
  if (params.sort) {
    query.sort = params.sort.field;
    query.order = params.sort.order;
  }
  if (params.filter && Object.keys(params.filter).length > 0) query.filter = JSON.stringify(params.filter);
  if (params.cursor && 'after' in params.cursor) query.after = params.cursor.after;
  else if (params.cursor && 'before' in params.cursor) query.before = params.cursor.before;
  else if (params.cursor) query.last = 'true';
  return query;
}

export function statsQuery(params: StatsParams): StatsQuery {
  const query: StatsQuery = {};
  if (params.groupBy?.length) query.groupBy = params.groupBy.join(',');
  if (params.sum?.length) query.sum = params.sum.join(',');
  if (params.avg?.length) query.avg = params.avg.join(',');
  if (params.filter && Object.keys(params.filter).length > 0) query.filter = JSON.stringify(params.filter);
  return query;
}
