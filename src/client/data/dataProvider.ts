// The one interface the renderer talks to for data (refine-style): the shell's request client
// implements it over the wire contract; tests can implement it in memory.
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

export interface DataProvider {
  /** `silent`: the caller shows the failure itself, no toast. */
  getList<T = Record<string, unknown>>(resource: string, params: ListParams, options?: { silent?: boolean }): Promise<ListResult<T>>;
  /** The page getList would answer at once from the client's response cache; undefined when it would ask the server. */
  cachedList?<T = Record<string, unknown>>(resource: string, params: ListParams): ListResult<T> | undefined;
  /** `silent`: the caller shows the failure itself (e.g. the not-found panel), no toast. */
  getOne<T = Record<string, unknown>>(resource: string, id: string | number, options?: { silent?: boolean }): Promise<T>;
  /** `idempotencyKey`: the same key again (a retry) answers the record it made instead of making another. */
  create<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<T>;
  update<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>): Promise<T>;
  deleteMany(resource: string, ids: Array<string | number>): Promise<void>;
  /** `<resource>-import`, or the domain's own upload call `path`; the answer with its `imported` count. */
  importFile(resource: string, file: File, mode: ImportMode, options?: { path?: string }): Promise<{ imported: number } & Record<string, unknown>>;
  /** csv unless `format` says xlsx. */
  exportFile(resource: string, mode: ExportMode, params: ListParams & { ids?: Array<string | number>; format?: ExportFormat }): Promise<Blob>;
  stats(resource: string, params: StatsParams): Promise<StatsResult>;
  /** `fieldErrorsShown`: the caller shows a refusal's field errors under its fields, so they are not toasted too. */
  callAction<T = unknown>(resource: string, action: string, data: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /** Hears every resource a write changed (the server names it), while subscribed. */
  subscribeChanges?(listener: (resource: string) => void): () => void;
  /** How many writes of `resource` have been heard: a list hidden meanwhile compares it when shown again. */
  changeCount?(resource: string): number;
}
