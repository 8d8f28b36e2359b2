// What the held-sessions cache keeps and when it refuses to (auth/principalCache.ts over
// db/invalidations.ts), driven by a fake notification source: nothing held without a listener or while
// it is lost, a read overtaken by an invalidation is not stored, notifications drop what they name, and
// the map is bounded.
import { describe, expect, it } from 'vitest';
import { PRINCIPAL_CHANNEL, PrincipalCache, type HeldSession } from '../../src/server/auth/principalCache';
import { Invalidations } from '../../src/server/db/invalidations';
import type { NotificationSource, NotifyHandler } from '../../src/server/db/notifications';
import { SESSION_END_CHANNEL } from '../../src/server/hub/hub';
import { heldPrincipal } from '../../src/server/auth/principal';
import { DEFAULT_SESSION_POLICY, hashToken, TOUCH_EVERY_MS } from '../../src/server/auth/sessions';

function fakeSource() {
  const fake = { notify: null as NotifyHandler | null, lost: () => {}, reconnect: () => {} };
  const source: NotificationSource = {
    immediate: true,
    async listen(_channels, onNotify, onReconnect, onLost) {
      fake.notify = onNotify;
      fake.lost = onLost ?? (() => {});
      fake.reconnect = onReconnect ?? (() => {});
      return async () => {};
    },
  };
  return { source, fake };
}

const session = (sessionId: string, userId: number, roleId: number): HeldSession => ({
  principal: { sessionId, userId, account: `u${userId}`, kind: 'customer', customerId: 1, roleIds: [roleId], menus: new Set(), funcs: new Set() },
  roleId,
  lastSeenMs: Date.now(),
  expiresMs: Date.now() + 60_000,
});

async function started(maxHeld?: number) {
  const invalidations = new Invalidations();
  const cache = new PrincipalCache(invalidations, maxHeld);
  const { source, fake } = fakeSource();
  await invalidations.start(source);
  return { cache, fake, invalidations };
}

describe('held sessions', () => {
  it('holds nothing without a notification source', async () => {
    const invalidations = new Invalidations();
    const cache = new PrincipalCache(invalidations);
    await invalidations.start(undefined);
    cache.store('h', session('1', 1, 1), cache.ticket());
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not store a read overtaken by an invalidation (of anything)', async () => {
    const { cache, fake } = await started();
    const ticket = cache.ticket();
    fake.notify!(PRINCIPAL_CHANNEL, 'user:99');
    cache.store('h', session('1', 1, 1), ticket);
    expect(cache.get('h')).toBeUndefined();
    cache.store('h', session('1', 1, 1), cache.ticket());
    expect(cache.get('h')).toBeDefined();
  });

  it('drops the sessions a notification names: ended session, changed user, changed role', async () => {
    const { cache, fake } = await started();
    cache.store('a', session('10', 1, 7), cache.ticket());
    cache.store('b', session('11', 2, 7), cache.ticket());
    cache.store('c', session('12', 3, 8), cache.ticket());
    fake.notify!(SESSION_END_CHANNEL, '10');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    fake.notify!(PRINCIPAL_CHANNEL, 'user:3');
    expect([cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false]);
    fake.notify!(PRINCIPAL_CHANNEL, 'role:7');
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the listener is lost, holds nothing until it is back, then holds again', async () => {
    const { cache, fake } = await started();
    cache.store('a', session('10', 1, 7), cache.ticket());
    const ticket = cache.ticket();
    fake.lost();
    expect(cache.size).toBe(0);
    cache.store('b', session('11', 2, 7), cache.ticket());
    expect(cache.size).toBe(0);
    fake.reconnect();
    // A read that began before the listener was lost is stale.
    cache.store('a', session('10', 1, 7), ticket);
    expect(cache.size).toBe(0);
    cache.store('b', session('11', 2, 7), cache.ticket());
    expect(cache.size).toBe(1);
  });

  it('holds at most its bound, dropping the oldest', async () => {
    const { cache } = await started(2);
    for (const key of ['a', 'b', 'c']) cache.store(key, session(key, 1, 1), cache.ticket());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
  });
});

describe('heldPrincipal (the permission hook without a promise)', () => {
  it('answers only for a held, live session with no touch due; anything else goes to the database', async () => {
    const { cache } = await started();
    const token = 'tok-held';
    expect(heldPrincipal(token, DEFAULT_SESSION_POLICY, 'en', cache)).toBeUndefined();
    cache.store(hashToken(token), session('1', 7, 1), cache.ticket());
    expect(heldPrincipal(token, DEFAULT_SESSION_POLICY, 'zh', cache)).toMatchObject({ userId: 7, language: 'zh' });
    // Without the cache, with another token, or a token too long to be one: nothing held.
    expect(heldPrincipal(token, DEFAULT_SESSION_POLICY, 'en', undefined)).toBeUndefined();
    expect(heldPrincipal('other', DEFAULT_SESSION_POLICY, 'en', cache)).toBeUndefined();
    expect(heldPrincipal('x'.repeat(201), DEFAULT_SESSION_POLICY, 'en', cache)).toBeUndefined();
    // A touch due (last seen long ago, still inside the idle window) needs a write: not answered here.
    const stale = session('1', 7, 1);
    stale.lastSeenMs = Date.now() - TOUCH_EVERY_MS - 1000;
    cache.store(hashToken(token), stale, cache.ticket());
    expect(heldPrincipal(token, { ...DEFAULT_SESSION_POLICY, idleMs: TOUCH_EVERY_MS * 10 }, 'en', cache)).toBeUndefined();
    // Expired: not answered (resolvePrincipal forgets it and reads the database).
    const expired = session('1', 7, 1);
    expired.expiresMs = Date.now() - 1;
    cache.store(hashToken(token), expired, cache.ticket());
    expect(heldPrincipal(token, DEFAULT_SESSION_POLICY, 'en', cache)).toBeUndefined();
  });
});
