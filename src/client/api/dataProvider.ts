// The DataProvider the renderer uses (src/client/data/dataProvider.ts), over the request client and
// the resource conventions of src/shared/wire/resourceContract.ts.
import { resourcePaths } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import { DELETE_IDS_PARAM, IDEMPOTENCY_FIELD, PAYLOAD_FIELD, type StatsResult } from '../../shared/wire/resourceContract';
import type { CallOptions, DataProvider, ListParams, StatsParams } from '../data/dataProvider';
import { cachedAnswer, request } from './request';
import { listQuery, statsQuery } from './resourceQuery';
import { changeCount, subscribeChanges } from './resourceChanges';

/** A resource name is one path segment: letters, digits, dash or underscore. */
function checkResource(resource: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(resource)) throw new Error(`Invalid resource name: ${resource}`);
  return resource;
}

function normaliseList<T>(data: unknown, params: ListParams): ListResult<T> {
  const body = (data ?? {}) as Partial<ListResult<T>> & { list?: T[] };
  const result = body.result ?? body.list ?? [];
  const page = body.page ?? { current: params.page, size: params.size, total: result.length };
  return { result, page };
}

export function createDataProvider(): DataProvider {
  return {
    async getList<T>(resource: string, params: ListParams, options?: { silent?: boolean }) {
      const data = await request(resourcePaths(checkResource(resource)).list, { params: { ...listQuery(params) }, silent: options?.silent });
      return normaliseList<T>(data, params);
    },
    cachedList<T>(resource: string, params: ListParams) {
      const data = cachedAnswer(resourcePaths(checkResource(resource)).list, { ...listQuery(params) });
      return data === undefined ? undefined : normaliseList<T>(data, params);
    },
    getOne<T>(resource: string, id: string | number, options?: { silent?: boolean }) {
      return request<T>(resourcePaths(checkResource(resource)).one, { params: { id }, silent: options?.silent });
    },
    create<T>(resource: string, data: Record<string, unknown>, options?: { idempotencyKey?: string }) {
      return request<T>(resourcePaths(checkResource(resource)).one, { method: 'POST', data: { [PAYLOAD_FIELD]: data, [IDEMPOTENCY_FIELD]: options?.idempotencyKey } });
    },
    update<T>(resource: string, data: Record<string, unknown>) {
      return request<T>(resourcePaths(checkResource(resource)).one, { method: 'PUT', data: { [PAYLOAD_FIELD]: data } });
    },
    async deleteMany(resource: string, ids: Array<string | number>) {
      await request(resourcePaths(checkResource(resource)).one, { method: 'DELETE', params: { [DELETE_IDS_PARAM]: JSON.stringify(ids) } });
    },
    async importFile(resource: string, file: File, mode, options) {
      const form = new FormData();
      form.append('mode', mode);
      form.append('file', file);
      const path = options?.path ?? resourcePaths(checkResource(resource)).import;
      const data = await request<Record<string, unknown> | null>(path, { method: 'POST', form });
      return { ...(data ?? {}), imported: Number(data?.imported ?? 0) };
    },
    async exportFile(resource: string, mode, params) {
      const { ids, format, ...list } = params;
      const query: Record<string, string> = { ...listQuery(list), mode };
      if (ids) query.ids = JSON.stringify(ids);
      if (format) query.format = format;
      const response = await request<Response>(resourcePaths(checkResource(resource)).export, { params: query, raw: true });
      return response.blob();
    },
    stats(resource: string, params: StatsParams) {
      return request<StatsResult>(resourcePaths(checkResource(resource)).stats, { params: { ...statsQuery(params) } });
    },
    subscribeChanges,
    changeCount,
    callAction<T>(resource: string, action: string, data: Record<string, unknown>, options?: CallOptions) {
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(action)) throw new Error(`Invalid action name: ${action}`);
      return request<T>(resourcePaths(checkResource(resource)).action(action), { method: 'POST', data: { [PAYLOAD_FIELD]: data }, fieldErrorsShown: options?.fieldErrorsShown });
    },
  };
}
