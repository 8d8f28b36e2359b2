// How every resource travels on the wire (DESIGN "The wire contract"): the cususer calls of the spec
// and the generic resource engine follow the same conventions, so one data provider serves both.

/** GET `<resource>-list` query parameters. */
export interface ListQuery {
  /** Page number from 1 (default 1). */
  current?: string;
  /** Page size (default 10, at most MAX_PAGE_SIZE). */
  size?: string;
  /** Field to sort on; absent means the resource's default order. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** JSON text of ListFilter. */
  filter?: string;
}

/**
 * Field → condition. A plain string is "contains" for text fields and "equals" otherwise;
 * `{ eq }`, `{ contains }`, `{ from, to }` (numbers and dates, either end optional), `{ in: [...] }`.
 */
export type FilterCondition =
  | string
  | number
  | boolean
  | { eq: string | number | boolean }
  | { contains: string }
  | { from?: string | number; to?: string | number }
  | { in: Array<string | number> };
export type ListFilter = Record<string, FilterCondition>;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** POST/PUT `<resource>`: the record travels as JSON text in this form field; PUT includes id and version. */
export const PAYLOAD_FIELD = 'data';

/** DELETE `<resource>`: the ids as JSON array text (the cususer call also takes the spec's `UserId`). */
export const DELETE_IDS_PARAM = 'ids';

/** `<resource>-import`: multipart form with the file in `file` and the mode in `mode`. */
export const IMPORT_MODES = ['insertTop', 'insertBottom', 'insert', 'covering'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** GET `<resource>-export?mode=…` (with the list query; `ids` for selected): a csv attachment. */
export const EXPORT_MODES = ['current', 'selected', 'all'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

/** Largest import file accepted. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
