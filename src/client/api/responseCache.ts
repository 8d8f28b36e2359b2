// The session-storage response cache of SPEC §7: successful GET answers keyed by URL and sanitised
// params (no token, timestamp or hash), never for URLs containing "dialog" or "query". A write to a
// resource invalidates that resource's entries; log-out clears everything. A cacheable GET still on its
// way is shared by identical callers of the same session (a page's first list call started early and
// the page's own), under the same rules.
const PREFIX = 'F9-cache:';
/** Entries older than this are refetched, so data changed by others shows up within a minute. */
export const CACHE_TTL_MS = 60_000;
const VOLATILE_PARAMS = new Set(['tokenid', 'timestamp', 'hash']);

interface Entry {
  at: number;
  resource: string;
  data: unknown;
}

export function isCacheable(path: string): boolean {
  const lower = path.toLowerCase();
  return !lower.includes('dialog') && !lower.includes('query');
}

/** The spec's calls that change a resource without naming it in their path. */
const WRITES_TO: Record<string, string> = {
  activatecususer: 'cususer',
  deactivecususer: 'cususer',
  cususerresetpassword: 'cususer',
};

/** `/api/v1/seaBooking-list` → `seaBooking`; `/api/v1/seaBooking/cancel` → `seaBooking`; `/activatecususer` → `cususer`. */
export function resourceOf(path: string): string {
  const last = path.replace(/^.*\/api\/v1\//, '').replace(/^\//, '');
  const name = last.split('/')[0].replace(/-(list|import|export)$/, '');
  return WRITES_TO[name] ?? name;
}

export function cacheKey(path: string, params: Record<string, string>): string {
  const kept = Object.keys(params)
    .filter((k) => !VOLATILE_PARAMS.has(k.toLowerCase()))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return `${PREFIX}${path}?${kept}`;
}

export function readCache(key: string, now: number = Date.now()): unknown | undefined {
  const text = sessionStorage.getItem(key);
  if (!text) return undefined;
  try {
    const entry = JSON.parse(text) as Entry;
    if (now - entry.at > CACHE_TTL_MS) {
      sessionStorage.removeItem(key);
      return undefined;
    }
    return entry.data;
  } catch {
    sessionStorage.removeItem(key);
    return undefined;
  }
}

export function writeCache(key: string, path: string, data: unknown, now: number = Date.now()): void {
  const entry: Entry = { at: now, resource: resourceOf(path), data };
  try {
    sessionStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full: the cache is an optimisation, so drop it rather than fail the call.
    clearResponseCache();
  }
}

/** Cacheable GETs on their way, by session (and how failures are told) and cache key: a caller asking the same joins the answer. */
const inFlight = new Map<string, { resource: string; answer: Promise<unknown> }>();

/** The answer already on its way for `key` in this session, else `fetch()`'s, shared until it settles. */
export function sharedFetch<T>(session: string, key: string, path: string, fetch: () => Promise<T>): Promise<T> {
  const shareKey = `${session} ${key}`;
  const found = inFlight.get(shareKey);
  if (found) return found.answer as Promise<T>;
  const answer = fetch();
  const entry = { resource: resourceOf(path), answer };
  inFlight.set(shareKey, entry);
  const settle = () => {
    if (inFlight.get(shareKey) === entry) inFlight.delete(shareKey);
  };
  answer.then(settle, settle);
  return answer;
}

export function invalidateResource(path: string): void {
  const resource = resourceOf(path);
  // An answer asked before the write may not show it: later callers ask again.
  for (const [key, entry] of inFlight) if (entry.resource === resource) inFlight.delete(key);
  for (const key of cacheKeys()) {
    try {
      const entry = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<Entry>;
      if (entry.resource === resource) sessionStorage.removeItem(key);
    } catch {
      sessionStorage.removeItem(key);
    }
  }
}

export function clearResponseCache(): void {
  inFlight.clear();
  for (const key of cacheKeys()) sessionStorage.removeItem(key);
}

function cacheKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}
