// The DataProvider the renderer uses (src/client/data/dataProvider.ts), over the request client and
// the resource conventions of src/shared/wire/resourceContract.ts. It keeps nothing: the query layer
// (reads.ts) caches and shares its reads; its writes announce what they changed (request.ts).
import { resourcePaths } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import { DELETE_IDS_PARAM, IDEMPOTENCY_FIELD, PAYLOAD_FIELD, type StatsResult } from '../../shared/wire/resourceContract';
import type { DataProvider, HttpMethod, ListParams, PathCallOptions, ReadOptions, StatsParams } from '../data/dataProvider';
import { type FieldValue, request } from './request';
import { listQuery, statsQuery } from './resourceQuery';

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

/** The name of `attachment; filename="..."; filename*=UTF-8''...`: the exact (RFC 5987) one first. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed exact name: the plain one below.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

export function createDataProvider(): DataProvider {
  return {
    async getList<T>(resource: string, params: ListParams, options?: ReadOptions) {
      const data = await request(resourcePaths(checkResource(resource)).list, { params: { ...listQuery(params) }, silent: options?.silent, signal: options?.signal });
      return normaliseList<T>(data, params);
    },
    getOne<T>(resource: string, id: string | number, options?: ReadOptions) {
      return request<T>(resourcePaths(checkResource(resource)).one, { params: { id }, silent: options?.silent, signal: options?.signal });
    },
    create<T>(resource: string, data: Record<string, unknown>, options?: { idempotencyKey?: string }) {
      return request<T>(resourcePaths(checkResource(resource)).one, { method: 'POST', data: { [PAYLOAD_FIELD]: data, [IDEMPOTENCY_FIELD]: options?.idempotencyKey } });
    },
    update<T>(resource: string, data: Record<string, unknown>) {
      return request<T>(resourcePaths(checkResource(resource)).one, { method: 'PUT', data: { [PAYLOAD_FIELD]: data } });
    },
    async deleteMany(resource: string, ids: Array<string | number>) {
      const answer = await request<{ binned?: string[] } | null>(resourcePaths(checkResource(resource)).one, { method: 'DELETE', params: { [DELETE_IDS_PARAM]: JSON.stringify(ids) } });
      return answer?.binned ? { binned: answer.binned } : undefined;
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
    stats(resource: string, params: StatsParams, options?: ReadOptions) {
      return request<StatsResult>(resourcePaths(checkResource(resource)).stats, { params: { ...statsQuery(params) }, silent: options?.silent, signal: options?.signal });
    },
    callAction<T>(resource: string, action: string, data: Record<string, unknown>, options: PathCallOptions = {}) {
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(action)) throw new Error(`Invalid action name: ${action}`);
      const { fieldErrorsShown, silent, signal, announce } = options;
      return request<T>(resourcePaths(checkResource(resource)).action(action), { method: 'POST', data: { [PAYLOAD_FIELD]: data }, fieldErrorsShown, silent, signal, announce });
    },
    call<T>(method: HttpMethod, path: string, params: Record<string, unknown>, options: PathCallOptions = {}) {
      const { silent, fieldErrorsShown, announce, signal } = options;
      return method === 'GET' || method === 'DELETE'
        ? request<T>(path, { method, params: params as Record<string, FieldValue>, silent, fieldErrorsShown, announce, signal })
        : request<T>(path, { method, data: params, silent, fieldErrorsShown, announce, signal });
    },
    upload<T>(path: string, fields: Record<string, string>, file: File, options: PathCallOptions = {}) {
      const { silent, fieldErrorsShown, announce, signal } = options;
      const form = new FormData();
      // The fields before the file: the server reads them as the body streams in.
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      return request<T>(path, { method: 'POST', form, silent, fieldErrorsShown, announce, signal });
    },
    async getFile(path: string, params: Record<string, string | number>, options: ReadOptions = {}) {
      const response = await request<Response>(path, { params, raw: true, silent: options.silent, signal: options.signal });
      return { blob: await response.blob(), fileName: dispositionName(response.headers.get('Content-Disposition')) };
    },
  };
}
