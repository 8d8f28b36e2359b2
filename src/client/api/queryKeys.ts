// The one key scheme of the query layer: [resource, kind, params]. A write or a hub event invalidates
// everything of a resource by its first element (resourceChanges.ts); the kind and the parameters tell
// one read from another, and which call it is on the wire (pathOfKey: SPEC §7's cache rule reads the path).
import { resourcePaths } from '../../shared/wire/calls';
import type { ListParams, StatsParams } from '../data/dataProvider';

export type ReadKind = 'list' | 'one' | 'stats' | 'call' | 'action';
export type ReadKey = readonly [resource: string, kind: ReadKind, params: Readonly<Record<string, unknown>>];

/** The spec's calls that change a resource without naming it in their path. */
const WRITES_TO: Record<string, string> = {
  activatecususer: 'cususer',
  deactivecususer: 'cususer',
  cususerresetpassword: 'cususer',
};

/** `/api/v1/seaBooking-list` → `seaBooking`; `/seaBooking/cancel` → `seaBooking`; `/activatecususer` → `cususer`. */
export function resourceOf(path: string): string {
  const last = path.replace(/^.*\/api\/v1\//, '').replace(/^\//, '');
  const name = last.split('/')[0].replace(/-(list|import|export|stats|bin|restore)$/, '');
  return WRITES_TO[name] ?? name;
}

export const readKeys = {
  list: (resource: string, params: ListParams): ReadKey => [resource, 'list', { ...params }],
  /** By id, as text: the route's `?id=12` and a bound `12` are the same record. */
  one: (resource: string, id: string | number): ReadKey => [resource, 'one', { id: String(id) }],
  /** The one record whose `field` holds `value` (a page's `recordKey`, `?bookingNo=`). */
  oneBy: (resource: string, field: string, value: string): ReadKey => [resource, 'one', { by: field, value }],
  stats: (resource: string, params: StatsParams): ReadKey => [resource, 'stats', { ...params }],
  /** A call of the spec by its path (a page's `recordSource`, a lookup, a report list). */
  call: (path: string, params: Record<string, unknown> = {}): ReadKey => [resourceOf(path), 'call', { path, params }],
  /** A screen's own view of a resource (the dashboard's counts of bookings), apart from its lists and records, invalidated with them. */
  view: (resource: string, kind: ReadKind, view: string, params: Record<string, unknown> = {}): ReadKey => [resource, kind, { view, ...params }],
  /** A named action that answers a read (a tree's nodes). */
  action: (resource: string, action: string, payload: Record<string, unknown> = {}): ReadKey => [resource, 'action', { action, payload }],
};

/** The resource a key belongs to. */
export function keyResource(key: readonly unknown[]): string | undefined {
  return typeof key[0] === 'string' ? key[0] : undefined;
}

/** The path a key's read calls (relative to /f9api/api/v1), or null for a key not of this scheme. */
export function pathOfKey(key: readonly unknown[]): string | null {
  const [resource, kind, params] = key as [unknown, unknown, Record<string, unknown> | undefined];
  if (typeof resource !== 'string') return null;
  const paths = resourcePaths(resource);
  switch (kind) {
    case 'list':
      return paths.list;
    case 'one':
      return paths.one;
    case 'stats':
      return paths.stats;
    case 'call':
      return typeof params?.path === 'string' ? params.path : null;
    case 'action':
      return typeof params?.action === 'string' ? paths.action(params.action) : null;
    default:
      return null;
  }
}
