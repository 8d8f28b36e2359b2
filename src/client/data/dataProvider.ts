// The one interface the renderer talks to for data (refine-style): the shell's request client
// implements it over the wire contract; tests can implement it in memory. It keeps nothing: reads are
// cached, shared and invalidated by the query layer over it (src/client/api/reads.ts).
import type { ListResult } from '../../shared/wire/envelope';
import type { ExportFormat, ExportMode, ImportMode, ListFilter, StatsResult } from '../../shared/wire/resourceContract';

export type { ExportFormat, ExportMode, ImportMode, StatsResult };

export type SortOrder = 'asc' | 'desc';
/** Keyset paging (resourceContract.ts ListQuery): from a row of the page shown, or the last page. */
export type PageCursor = { after: string } | { before: string } | { last: true };

export interface ListParams {
  page: number;
  size: number;
  cursor?: PageCursor;
  sort?: { field: string; order: SortOrder };
  filter?: ListFilter;
}

/** `<resource>-stats`: up to two group fields (a date as `field:day|week|month`), numeric fields to sum or average. */
export interface StatsParams {
  groupBy?: string[];
  sum?: string[];
  avg?: string[];
  filter?: ListFilter;
}

/** How a write's failure is told (src/client/api/request.ts RequestOptions). */
export interface CallOptions {
  fieldErrorsShown?: boolean;
}

/** How a read is made: `silent`, the caller shows a failure itself (no toast); `signal`, the query layer cancels it. */
export interface ReadOptions {
  silent?: boolean;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of the spec by its path: `announce: false`, a POST that changes nothing (a report run); `silent`, `fieldErrorsShown` as for reads and writes. */
export interface PathCallOptions extends ReadOptions, CallOptions {
  announce?: boolean;
}

export interface DataProvider {
  getList<T = Record<string, unknown>>(resource: string, params: ListParams, options?: ReadOptions): Promise<ListResult<T>>;
  /** `silent`: the caller shows the failure itself (e.g. the not-found panel), no toast. */
  getOne<T = Record<string, unknown>>(resource: string, id: string | number, options?: ReadOptions): Promise<T>;
  /** `idempotencyKey`: the same key again (a retry) answers the record it made instead of making another. */
  create<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<T>;
  update<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>): Promise<T>;
  /** `binned` (a resource with soft delete): the names of the records now in its bin, restorable. */
  deleteMany(resource: string, ids: Array<string | number>): Promise<{ binned?: string[] } | void>;
  /** `<resource>-import`, or the domain's own upload call `path`; the answer with its `imported` count. */
  importFile(resource: string, file: File, mode: ImportMode, options?: { path?: string }): Promise<{ imported: number } & Record<string, unknown>>;
  /** csv unless `format` says xlsx. */
  exportFile(resource: string, mode: ExportMode, params: ListParams & { ids?: Array<string | number>; format?: ExportFormat }): Promise<Blob>;
  stats(resource: string, params: StatsParams, options?: ReadOptions): Promise<StatsResult>;
  /** `fieldErrorsShown`: the caller shows a refusal's field errors under its fields, so they are not toasted too. */
  callAction<T = unknown>(resource: string, action: string, data: Record<string, unknown>, options?: PathCallOptions): Promise<T>;
  /**
   * A call of the spec by its path relative to /f9api/api/v1 (refine's `custom`): PUT /activatecususer, a
   * page's record source, a lookup. GET and DELETE send `params` in the query, others in the body.
   */
  call<T = unknown>(method: HttpMethod, path: string, params: Record<string, unknown>, options?: PathCallOptions): Promise<T>;
  /** A multipart POST of the spec by its path: the text `fields` (signed) and `file`; its answer. */
  upload<T = unknown>(path: string, fields: Record<string, string>, file: File, options?: PathCallOptions): Promise<T>;
  /** A GET of the spec answering bytes (a stored document): the file and the name its Content-Disposition gives, if any. */
  getFile(path: string, params: Record<string, string | number>, options?: ReadOptions): Promise<{ blob: Blob; fileName: string | null }>;
}
