// The session-storage side of the query layer's cache (SPEC §7): a successful answer of a cacheable read
// is kept in session storage under its query key (which holds no token, time or hash), never for a call
// whose path contains "dialog" or "query", nor for a read asked afresh on every visit (`meta.fresh`).
// A query client created for the app reads them back (a reload within the minute draws from them) and
// mirrors its answers into them; an invalidation (a write, a hub event) drops them; log-out clears them
// and every client's answers. No TanStack code is imported here: this file is part of the first page.
import type { Query, QueryClient } from '@tanstack/react-query';
import { keyResource, pathOfKey } from './queryKeys';

const PREFIX = 'F9-cache:';
/** Answers older than this are asked again, so data changed by others shows up within a minute. */
export const CACHE_TTL_MS = 60_000;
/**
 * How long a read asked afresh on every visit (the dashboard's cards, a grid's preference) is handed over
 * without asking again: what a screen's first calls started before it was drawn (a prefetch), not later.
 */
export const HANDOVER_MS = 10_000;

interface Entry {
  at: number;
  key: readonly unknown[];
  data: unknown;
}

export function isCacheable(path: string): boolean {
  const lower = path.toLowerCase();
  return !lower.includes('dialog') && !lower.includes('query');
}

/** Whether a query's answers may be kept in session storage. */
export function keptInSession(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  if (query.meta?.fresh === true) return false;
  const path = pathOfKey(query.queryKey);
  return path !== null && isCacheable(path);
}

/** The query clients holding answers: a write or a log-out reaches each (resourceChanges.ts). */
const holders = new Set<QueryClient>();

export function answerHolders(): ReadonlySet<QueryClient> {
  return holders;
}

/**
 * Registers a client's answers with the write and log-out notices; `session`: the app's client, whose
 * cacheable answers are read back from session storage now and mirrored there from now on (a test's
 * client keeps its answers to itself).
 */
export function holdAnswers(client: QueryClient, { session }: { session: boolean }): void {
  holders.add(client);
  if (!session) return;
  const now = Date.now();
  for (const storageKey of storedKeys()) {
    const entry = readEntry(storageKey);
    if (!entry || now - entry.at > CACHE_TTL_MS) sessionStorage.removeItem(storageKey);
    else client.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
  }
  client.getQueryCache().subscribe((event) => {
    const query = event.query as Query;
    if (!keptInSession(query)) return;
    const storageKey = PREFIX + query.queryHash;
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'invalidate')) sessionStorage.removeItem(storageKey);
    else if (event.type === 'updated' && event.action.type === 'success') {
      const entry: Entry = { at: query.state.dataUpdatedAt, key: query.queryKey, data: query.state.data };
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(entry));
      } catch {
        // Storage full: the copy is an optimisation, so drop it rather than fail the read.
        forgetStored();
      }
    }
  });
}

/** Drops the kept answers of `resource` (every one without it): a write or a hub event changed it. */
export function forgetStored(resource?: string): void {
  for (const storageKey of storedKeys()) {
    if (resource === undefined) sessionStorage.removeItem(storageKey);
    else {
      const entry = readEntry(storageKey);
      if (!entry || keyResource(entry.key) === resource) sessionStorage.removeItem(storageKey);
    }
  }
}

/** Log-out, log-in, another organisation: nothing answered for the session before survives. */
export function clearResponseCache(): void {
  for (const client of holders) client.clear();
  forgetStored();
}

function readEntry(storageKey: string): Entry | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<Entry> | null;
    return entry && typeof entry.at === 'number' && Array.isArray(entry.key) ? (entry as Entry) : null;
  } catch {
    return null;
  }
}

function storedKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}
