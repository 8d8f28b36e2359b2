// An in-memory DataProvider for component tests: the resource conventions of the wire contract
// (paging from 1, sort, the ListFilter conditions, versions) over plain arrays, recording each call.
import type { DataProvider, ListParams } from '../../../../src/client/data/dataProvider';
import { ExceptionCode, type FieldError, type ListResult } from '../../../../src/shared/wire/envelope';
import { type FilterCondition, SEARCH_FILTER } from '../../../../src/shared/wire/resourceContract';

export type Rec = Record<string, unknown>;

export class FieldErrorsError extends Error {
  readonly data: { errors: FieldError[] };
  constructor(errors: FieldError[]) {
    super('invalid input');
    this.data = { errors };
  }
}

export interface MemoryProvider extends DataProvider {
  tables: Record<string, Rec[]>;
  calls: Array<{ method: string; resource: string; args: unknown }>;
  /** Makes the next create/update fail with these field errors (server-side validation). */
  failNextWrite(errors: FieldError[]): void;
  /** How the server answers named actions (`POST <resource>/<action>`); a throw is its refusal. */
  answerActions(answer: (resource: string, action: string, data: Rec) => unknown): void;
  /** How the server answers an upload (undefined: count the csv's rows); a throw is its refusal. */
  answerImports(answer: (file: File, path: string | undefined) => ({ imported: number } & Rec) | undefined): void;
  /** How the server answers a multipart upload (`upload`); a throw is its refusal. */
  answerUploads(answer: (path: string, fields: Record<string, string>, file: File) => unknown): void;
  /** How the server answers a GET of bytes (`getFile`); a throw is its refusal. */
  answerFiles(answer: (path: string, params: Record<string, string | number>) => { blob: Blob; fileName: string | null }): void;
}

function matches(value: unknown, c: FilterCondition): boolean {
  if (typeof c !== 'object' || c === null) return typeof value === 'string' ? value.includes(String(c)) : value === c;
  if ('eq' in c) return value === c.eq;
  if ('contains' in c) return String(value ?? '').toLowerCase().includes(c.contains.toLowerCase());
  // null among the values: no value matches too (as the server answers: null or an empty text).
  if ('in' in c) return c.in.includes(value as string | number) || (c.in.includes(null) && (value === undefined || value === null || value === ''));
  const v = value as number | string;
  if (c.from !== undefined && v < c.from) return false;
  if (c.to !== undefined && v > c.to) return false;
  return true;
}

export function memoryProvider(seed: Record<string, Rec[]> = {}): MemoryProvider {
  const tables: Record<string, Rec[]> = Object.fromEntries(Object.entries(seed).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))]));
  const calls: MemoryProvider['calls'] = [];
  let nextId = 1000;
  let pendingErrors: FieldError[] | null = null;
  let actionAnswer: (resource: string, action: string, data: Rec) => unknown = () => null;
  let importAnswer: ((file: File, path: string | undefined) => ({ imported: number } & Rec) | undefined) | undefined;
  let uploadAnswer: (path: string, fields: Record<string, string>, file: File) => unknown = () => null;
  let fileAnswer: (path: string, params: Record<string, string | number>) => { blob: Blob; fileName: string | null } = () => ({ blob: new Blob([]), fileName: null });
  const table = (resource: string) => {
    tables[resource] ??= [];
    return tables[resource];
  };
  const takeErrors = () => {
    const errors = pendingErrors;
    pendingErrors = null;
    if (errors) throw new FieldErrorsError(errors);
  };

  return {
    tables,
    calls,
    failNextWrite(errors) {
      pendingErrors = errors;
    },
    answerActions(answer) {
      actionAnswer = answer;
    },
    answerImports(answer) {
      importAnswer = answer;
    },
    answerUploads(answer) {
      uploadAnswer = answer;
    },
    answerFiles(answer) {
      fileAnswer = answer;
    },
    async getList<T>(resource: string, params: ListParams): Promise<ListResult<T>> {
      calls.push({ method: 'getList', resource, args: params });
      let rows = [...table(resource)];
      for (const [field, c] of Object.entries(params.filter ?? {})) {
        // `$search` (resourceContract.ts): the server looks in the key and display fields; here, in every text field.
        if (field === SEARCH_FILTER) rows = rows.filter((r) => Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(String(c).toLowerCase())));
        else rows = rows.filter((r) => matches(r[field], c));
      }
      if (params.sort) {
        const { field, order } = params.sort;
        rows.sort((a, b) => {
          const x = a[field] as string | number;
          const y = b[field] as string | number;
          const cmp = x < y ? -1 : x > y ? 1 : 0;
          return order === 'asc' ? cmp : -cmp;
        });
      }
      const start = (params.page - 1) * params.size;
      return { result: rows.slice(start, start + params.size) as T[], page: { current: params.page, size: params.size, total: rows.length } };
    },
    async getOne<T>(resource: string, id: string | number) {
      calls.push({ method: 'getOne', resource, args: id });
      const row = table(resource).find((r) => String(r.id) === String(id));
      // As the server answers an unknown id or another customer's: exception code 10005.
      if (!row) throw Object.assign(new Error('not found'), { code: ExceptionCode.NotFound });
      return { ...row } as T;
    },
    async create<T>(resource: string, data: Rec) {
      calls.push({ method: 'create', resource, args: data });
      takeErrors();
      const row = { ...data, id: nextId++, version: 1 };
      table(resource).push(row);
      return row as T;
    },
    async update<T>(resource: string, data: Rec) {
      calls.push({ method: 'update', resource, args: data });
      takeErrors();
      const rows = table(resource);
      const i = rows.findIndex((r) => r.id === data.id);
      if (i < 0) throw new Error('not found');
      if (rows[i].version !== data.version) throw new Error('stale version');
      rows[i] = { ...rows[i], ...data, version: (rows[i].version as number) + 1 };
      return rows[i] as T;
    },
    async deleteMany(resource: string, ids: Array<string | number>) {
      calls.push({ method: 'deleteMany', resource, args: ids });
      tables[resource] = table(resource).filter((r) => !ids.includes(r.id as number));
    },
    async importFile(resource: string, file: File, mode, options) {
      calls.push({ method: 'importFile', resource, args: options?.path ? { name: file.name, mode, path: options.path } : { name: file.name, mode } });
      const answer = importAnswer?.(file, options?.path);
      if (answer) return answer;
      // Counts the csv's data rows; the rows themselves are the engine's business.
      const lines = (await file.text()).trim().split(/\r?\n/);
      return { imported: Math.max(0, lines.length - 1) };
    },
    async exportFile(resource: string, mode, params) {
      calls.push({ method: 'exportFile', resource, args: { mode, params } });
      return new Blob(['a,b\n'], { type: 'text/csv' });
    },
    async stats(resource, params) {
      calls.push({ method: 'stats', resource, args: params });
      // Plain fields only: date buckets are the server's business (tests/api/resources/stats.test.ts).
      let rows = [...table(resource)];
      for (const [field, c] of Object.entries(params.filter ?? {})) rows = rows.filter((r) => matches(r[field], c));
      // Test data holds small numbers: their float sums print exactly.
      const sum = (list: Rec[]) => Object.fromEntries((params.sum ?? []).map((f) => [f, String(list.reduce((s, r) => s + Number(r[f] ?? 0), 0))]));
      const avg = (list: Rec[]) =>
        Object.fromEntries((params.avg ?? []).map((f) => [f, list.length === 0 ? null : String(list.reduce((s, r) => s + Number(r[f] ?? 0), 0) / list.length)]));
      const groups = new Map<string, Rec[]>();
      for (const r of params.groupBy?.length ? rows : []) {
        const key = JSON.stringify(params.groupBy!.map((f) => r[f] ?? null));
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      return {
        groups: [...groups.values()].map((list) => ({ group: Object.fromEntries(params.groupBy!.map((f) => [f, (list[0][f] ?? null) as string])), count: list.length, sum: sum(list), avg: avg(list) })),
        total: { count: rows.length, sum: sum(rows), avg: avg(rows) },
        truncated: false,
      };
    },
    async callAction<T>(resource: string, action: string, data: Rec) {
      calls.push({ method: 'callAction', resource, args: { action, data } });
      return actionAnswer(resource, action, data) as T;
    },
    /** An explicit call of the spec: recorded, answered empty (renderPage answers them as its test says). */
    async call<T>(method: string, path: string, params: Rec) {
      calls.push({ method: 'call', resource: path, args: { method, params } });
      return null as T;
    },
    async upload<T>(path: string, fields: Record<string, string>, file: File) {
      calls.push({ method: 'upload', resource: path, args: { fields, name: file.name, size: file.size } });
      return uploadAnswer(path, fields, file) as T;
    },
    async getFile(path: string, params: Record<string, string | number>) {
      calls.push({ method: 'getFile', resource: path, args: params });
      return fileAnswer(path, params);
    },
  };
}
