// The one interface the renderer talks to for data (refine-style): the shell's request client
// implements it over the wire contract; tests can implement it in memory.
import type { ListResult } from '../../shared/wire/envelope';
import type { ExportMode, ImportMode, ListFilter } from '../../shared/wire/resourceContract';

export type { ExportMode, ImportMode };

export type SortOrder = 'asc' | 'desc';
export interface ListParams {
  page: number;
  size: number;
  sort?: { field: string; order: SortOrder };
  filter?: ListFilter;
}


export interface DataProvider {
  getList<T = Record<string, unknown>>(resource: string, params: ListParams): Promise<ListResult<T>>;
  getOne<T = Record<string, unknown>>(resource: string, id: string | number): Promise<T>;
  create<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>): Promise<T>;
  update<T = Record<string, unknown>>(resource: string, data: Record<string, unknown>): Promise<T>;
  deleteMany(resource: string, ids: Array<string | number>): Promise<void>;
  importFile(resource: string, file: File, mode: ImportMode): Promise<{ imported: number }>;
  exportFile(resource: string, mode: ExportMode, params: ListParams & { ids?: Array<string | number> }): Promise<Blob>;
  callAction<T = unknown>(resource: string, action: string, data: Record<string, unknown>): Promise<T>;
}
