// A user's own layout of one grid (SPEC §9 "custom panel"): which columns show, in what order, which
// are frozen and how wide. Kept per user and per page on the server (user-preference resource); the
// same JSON Schema checks it on the client's save and on the server's write.
import { GRID_MAX_FROZEN_COLUMNS } from '../constants';

export interface GridColumnPreference {
  field: string;
  hidden?: boolean;
  frozen?: boolean;
  /** Width in px after dragging the column's edge. */
  width?: number;
}

export interface GridPreference {
  /** The columns in the user's order. */
  columns: GridColumnPreference[];
}

/** Preference keys: `<kind>.<page>.<block>`; a grid's is `grid.<page name>.<grid block id or "grid">`. */
export const PREFERENCE_KEY_PATTERN = '^grid\\.[A-Za-z][A-Za-z0-9]{0,63}\\.[A-Za-z][A-Za-z0-9_-]{0,63}$';

export function gridPreferenceKey(page: string, block: string | undefined): string {
  return `grid.${page}.${block ?? 'grid'}`;
}

/** Columns a page may list; the bound keeps a stored preference small. */
export const MAX_PREFERENCE_COLUMNS = 200;
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 1000;

export const GRID_PREFERENCE_SCHEMA = {
  type: 'object',
  properties: {
    columns: {
      type: 'array',
      maxItems: MAX_PREFERENCE_COLUMNS,
      items: {
        type: 'object',
        properties: {
          field: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' },
          hidden: { type: 'boolean' },
          frozen: { type: 'boolean' },
          width: { type: 'integer', minimum: MIN_COLUMN_WIDTH, maximum: MAX_COLUMN_WIDTH },
        },
        required: ['field'],
        additionalProperties: false,
      },
    },
  },
  required: ['columns'],
  additionalProperties: false,
} as const;

/** More frozen columns than allowed: refused by the panel and by the server alike. */
export function frozenCount(pref: GridPreference): number {
  return pref.columns.filter((c) => c.frozen && !c.hidden).length;
}

export const MAX_FROZEN = GRID_MAX_FROZEN_COLUMNS;
