// A logout on one replica and a write on another (issue 40): a process holds signed-in sessions while
// it listens (auth/principalCache.ts) and drops one when the NOTIFY of its end arrives, a few ms after
// the logout elsewhere. Here the second process (B, another app on the same database) gets that
// notification only when the test lets it through, so the window stays open as long as needed: a write
// on the logged-out token is refused on B at once, whatever B holds; once the notification arrives,
// reads are refused too. (A read inside the window may still be answered: README "Sessions".)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { PRINCIPAL_CHANNEL } from '../../src/server/auth/principalCache';
import type { NotificationSource } from '../../src/server/db/notifications';
import { SESSION_END_CHANNEL } from '../../src/server/hub/hub';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { type CallOptions, createTestContext, type Method, TEST_SIGN_SECRET, type TestContext } from './support/testContext';

let t: TestContext;
let b: Awaited<ReturnType<typeof buildApp>>;
const late = delayedSessionNotices();

/** The database's notifications, with the sessions' ends and changes held back until `release`. */
function delayedSessionNotices() {
  let holding = true;
  const waiting: Array<() => void> = [];
  const wrap = (source: NotificationSource): NotificationSource => ({
    immediate: source.immediate,
    listen: (channels, onNotify, onReconnect, onLost) =>
      source.listen(
        channels,
        (channel, payload) => {
          const deliver = () => onNotify(channel, payload);
          if (holding && (channel === SESSION_END_CHANNEL || channel === PRINCIPAL_CHANNEL)) waiting.push(deliver);
          else deliver();
        },
        onReconnect,
        onLost,
      ),
  });
  return {
    wrap,
    get held() {
      return waiting.length;
    },
    release() {
      holding = false;
      for (const deliver of waiting.splice(0)) deliver();
    },
  };
}

beforeAll(async () => {
  t = await createTestContext();
  b = await buildApp({ db: t.db, signSecret: TEST_SIGN_SECRET, logger: false, notifications: late.wrap(t.notifications) });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** A signed call to B, as t.call makes them to A. */
async function onB(method: Method, path: string, options: CallOptions = {}) {
  const res = await b.inject({
    method,
    url: t.signedUrl(method, path, options),
    ...(options.form ? { payload: new URLSearchParams(options.form as Record<string, string>).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; exceptioncode: number } };
}

describe('a token logged out on another replica', () => {
  it('is refused for a write at once, even while this process still holds its session', async () => {
    const token = await t.login('demo', 'demo1234');
    // B holds the session (read once there).
    expect((await onB('GET', '/getcusclientdata', { token })).body.success).toBe(true);
    expect((await t.call('POST', '/logout', { token, form: { logout: 'true' } })).body.success).toBe(true);
    expect(late.held).toBeGreaterThan(0);

    const write = await onB('POST', '/address', { token, form: { data: JSON.stringify({ name: 'After logout', country: 'CN', city: 'Shanghai', line1: '1 Bund' }) } });
    expect(write.status).toBe(401);
    expect(write.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    expect(await t.db.selectFrom('addresses').select('id').where('name', '=', 'After logout').execute()).toEqual([]);

    late.release();
    const read = await onB('GET', '/getcusclientdata', { token });
    expect(read.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });
});
