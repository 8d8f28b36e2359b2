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
  /**
   * Keyset paging: the `page.nextCursor` of the page before (go forward) or the `page.prevCursor` of the
   * page after (go back), sent with the sort, order and filter of that page and the new `current`.
   * The server then reads from that row on (an index seek) instead of skipping `(current - 1) × size`
   * rows; without a cursor it pages by OFFSET (small offsets, jumps). At most one of `after`, `before`.
   */
  after?: string;
  before?: string;
  /** `true`: the last page, read backwards from the end (its number is the answer's `current`). */
  last?: string;
}

/**
 * How exact `page.total` is. Matching rows are counted only up to EXACT_COUNT_LIMIT:
 * - `exact`: `total` is the number of matching rows;
 * - `about`: more than EXACT_COUNT_LIMIT match and `total` is the database planner's estimate (show "about N");
 * - `atLeast`: more than EXACT_COUNT_LIMIT match, the estimate said fewer, `total` is EXACT_COUNT_LIMIT (show "N+").
 * Paging never depends on the total: `hasNext` says whether a page follows this one.
 */
export type TotalKind = 'exact' | 'about' | 'atLeast';
export const EXACT_COUNT_LIMIT = 1000;

/** The `page` of a list answer. */
export interface ListPage {
  current: number;
  size: number;
  total: number;
  totalKind: TotalKind;
  /** Whether a row follows this page (read by asking for one row more than the page). */
  hasNext: boolean;
  /** Cursor of the page's first row (send as `before` for the previous page); absent on an empty page. */
  prevCursor?: string;
  /** Cursor of the page's last row (send as `after` for the next page); absent on an empty page. */
  nextCursor?: string;
}

/**
 * Field → condition. A plain string is "contains" for text fields and "equals" otherwise;
 * `{ eq }`, `{ contains }`, `{ from, to }` (numbers and dates, either end optional), `{ in: [...] }`
 * (null among the values: records without a value match too).
 */
export type FilterCondition =
  | string
  | number
  | boolean
  | { eq: string | number | boolean }
  | { contains: string }
  | { from?: string | number; to?: string | number }
  | { in: Array<string | number | null> };
export type ListFilter = Record<string, FilterCondition>;

/**
 * A reserved filter key: `{"$search": "sha"}` matches records whose key or display field(s) (`@display`, every
 * language) contain the text, case-insensitively: what a reference field's dropdown searches with.
 */
export const SEARCH_FILTER = '$search';

/**
 * A reference field (`x-reference`) comes with the referenced record's display name (the target's `@display`
 * field in the request's language, en when that language has none) as the read-only `<field>Name` in list
 * and get answers, read by a join; absent when the field is empty. Never sent back: writes refuse it.
 */
export const referenceNameOf = (field: string) => `${field}Name`;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** POST/PUT `<resource>`: the record travels as JSON text in this form field; PUT includes id and version. */
export const PAYLOAD_FIELD = 'data';

/**
 * POST `<resource>`: an optional form field beside `data`, one key per record the user means to make (a
 * form sends the same key until the answer arrives): the same key again answers the record it made.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** The header a write's answer names the resource it changed by, so every list of it on the client reads again. */
export const CHANGED_RESOURCE_HEADER = 'x-f9-changed';

/** DELETE `<resource>`: the ids as JSON array text (the cususer call also takes the spec's `UserId`). */
export const DELETE_IDS_PARAM = 'ids';

/** `<resource>-import`: multipart form with the file in `file` and the mode in `mode`. */
export const IMPORT_MODES = ['insertTop', 'insertBottom', 'insert', 'covering'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** GET `<resource>-export?mode=…&format=…` (with the list query; `ids` for selected): a csv or xlsx attachment. */
export const EXPORT_MODES = ['current', 'selected', 'all'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];
/** csv (the default) keeps field names as headers for re-import; xlsx has titles in the user's language and typed cells. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Largest import file accepted. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * GET `<resource>-stats`: grouped counts and sums with the list's `filter` and scoping.
 * `groupBy`: up to two fields, comma-separated; a date field may be truncated with `:day`, `:week`
 * (ISO, from Monday) or `:month` (China time), e.g. `kind,createdAt:month`.
 * `sum`: numeric fields, comma-separated, summed per group and in the total; `avg`: numeric fields
 * averaged the same way (rounded to 4 decimals). A computed numeric field (e.g. a booking's
 * transitDays) may be summed or averaged too. Sums and averages are exact decimals as text.
 * Groups come sorted by their keys (nulls last).
 */
export interface StatsQuery {
  groupBy?: string;
  sum?: string;
  avg?: string;
  filter?: string;
}

export const STATS_DATE_UNITS = ['day', 'week', 'month'] as const;
export type StatsDateUnit = (typeof STATS_DATE_UNITS)[number];
export const MAX_STATS_GROUP_FIELDS = 2;
/** Groups one answer holds; beyond it the answer says `truncated` (the total still counts every row). */
export const MAX_STATS_GROUPS = 1000;

export type StatsKey = string | number | boolean | null;

export interface StatsGroup {
  /** Grouped field → its value (a truncated date as YYYY-MM-DD, the bucket's first day). */
  group: Record<string, StatsKey>;
  count: number;
  /** Field → exact decimal text (`"1234.50"`); 0 when the group has no value. */
  sum: Record<string, string>;
  /** Field → exact decimal text, null when the group has no value. */
  avg: Record<string, string | null>;
}

export interface StatsResult {
  groups: StatsGroup[];
  total: { count: number; sum: Record<string, string>; avg: Record<string, string | null> };
  truncated: boolean;
}
