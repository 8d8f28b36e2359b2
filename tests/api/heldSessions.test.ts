// Sessions are held in memory per process (auth/principalCache.ts) and forgotten on the notifications of
// the changes that matter: each change below takes effect at the very next call. Calls through the API
// are made with `settle: false`: the app itself waits for its writes' notifications before answering.
// On PostgreSQL a second app on the same database (another replica) forgets them too.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashToken } from '../../src/server/auth/sessions';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, TEST_SIGN_SECRET, type TestContext } from './support/testContext';
import { onPostgres } from './support/apiStep';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

const now = { settle: false } as const;
const clientData = (token: string) => t.call('GET', '/getcusclientdata', { token, ...now });
const userId = async (account: string) => (await t.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const roleId = async (roleCd: string) => (await t.db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).executeTakeFirstOrThrow()).id;

/** A token whose session is held: it has made a call. */
async function heldToken(account: string, password: string): Promise<string> {
  const token = await t.login(account, password);
  expect((await clientData(token)).body.success).toBe(true);
  return token;
}

describe('a held session', () => {
  it('is refused at the next call after logout', async () => {
    const token = await heldToken('acme', 'acme1234');
    expect((await t.call('POST', '/logout', { token, form: { logout: 'true' }, ...now })).body.success).toBe(true);
    expect((await clientData(token)).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });

  it('is refused at the next call after its user is deactivated, and a new login is refused', async () => {
    const ops = await heldToken('demo.ops', 'ops12345');
    const id = await userId('demo.ops');
    expect((await t.call('PUT', '/deactivecususer', { token: demo, form: { UserId: String(id) }, ...now })).body.success).toBe(true);
    expect((await clientData(ops)).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    expect((await t.call('PUT', '/activatecususer', { token: demo, form: { UserId: String(id) }, ...now })).body.success).toBe(true);
  });

  it('takes a changed role at the next call', async () => {
    const clerk = await heldToken('demo.clerk', 'clerk1234');
    const list = () => t.call('GET', '/cususer-list', { token: clerk, query: { current: '1', size: '10' }, ...now });
    expect((await list()).status).toBe(403);
    const id = await userId('demo.clerk');
    const version = (await t.db.selectFrom('users').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
    const [admin, user] = [await roleId('CUSADMIN'), await roleId('CUSUSER')];
    const promote = await t.call('PUT', '/cususer', { token: demo, form: { data: JSON.stringify({ UserId: id, Version: version, CusRoleId: admin }) }, ...now });
    expect(promote.body.success, JSON.stringify(promote.body)).toBe(true);
    expect((await list()).body.success).toBe(true);
    await sql`UPDATE users SET cus_role_id = ${user} WHERE id = ${id}`.execute(t.db);
    expect((await t.call('GET', '/cususer-list', { token: clerk, query: { current: '1', size: '10' } })).status).toBe(403);
  });

  it('loses a revoked grant at the next call, and gets it back when granted again', async () => {
    const token = await heldToken('demo', 'demo1234');
    const role = await roleId('CUSADMIN');
    const reset = () => t.call('PUT', '/cususerresetpassword', { token, form: { UserId: '999999' } });
    expect((await reset()).body.exceptioncode).toBe(ExceptionCode.NotFound);
    await t.db.deleteFrom('role_funcs').where('role_id', '=', role).where('func_id', '=', 'cusUserManager.resetPassword').execute();
    expect((await reset()).body.exceptioncode).toBe(ExceptionCode.Forbidden);
    await t.db.insertInto('role_funcs').values({ role_id: role, func_id: 'cusUserManager.resetPassword' }).execute();
    expect((await reset()).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('of another device ends at the next call after a password change; the changing one goes on', async () => {
    const other = await heldToken('acme.clerk', 'clerk1234');
    const token = await heldToken('acme.clerk', 'clerk1234');
    const done = await t.call('PUT', '/updatepassword', { token, form: { oldpassword: 'clerk1234', password: 'newpass1' }, ...now });
    expect(done.body.success).toBe(true);
    expect((await clientData(other)).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    expect((await clientData(token)).body.success).toBe(true);
  });

  it('is still refused when its token was never seen, or its session row is gone', async () => {
    expect((await clientData('y'.repeat(43))).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    const token = await heldToken('acme', 'acme1234');
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect((await t.call('GET', '/getcusclientdata', { token })).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });
});

describe('idle expiry of a held session', () => {
  it('ends a held session idle for longer than the policy, and deletes its row', async () => {
    const short = await createTestContext({ sessions: { idleMs: 1500 } });
    try {
      const token = await short.login('acme', 'acme1234');
      expect((await short.call('GET', '/getcusclientdata', { token })).body.success).toBe(true);
      await new Promise((r) => setTimeout(r, 1700));
      expect((await short.call('GET', '/getcusclientdata', { token })).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
      expect(await short.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
    } finally {
      await short.close();
    }
  });
});

describe('a lost listener', () => {
  it.runIf(onPostgres)('forgets every held session and holds none until it is back', async () => {
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
      expect(done()).toBe(true);
    };
    const token = await heldToken('acme', 'acme1234');
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(t.db);
    await until(() => !t.app.invalidations.listening);
    // Its notification is lost, yet the next call sees the session gone.
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect((await clientData(token)).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
    await until(() => t.app.invalidations.listening);
    expect((await clientData(await heldToken('acme', 'acme1234'))).body.success).toBe(true);
  });
});

describe('another replica', () => {
  it.runIf(onPostgres)('forgets a session ended, a user deactivated and a grant revoked on the other', async () => {
    const { name } = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db)).rows[0];
    const handle = await connect<Database>({ kind: 'pg', url: inject('f9PgUrl').replace(/\/[^/]*$/, `/${name}`) });
    const b = await buildApp({ db: handle.db, signSecret: TEST_SIGN_SECRET, logger: false, notifications: handle.notifications });
    await b.ready();
    try {
      const onB = async (token: string) => {
        // What reaches B was committed before: its notifications are on their way (a few ms).
        await b.invalidations.settle(handle.db);
        const res = await b.inject({ method: 'GET', url: t.signedUrl('GET', '/getcusclientdata', { token }) });
        return res.json() as { success: boolean; exceptioncode: number };
      };
      const token = await t.login('acme', 'acme1234');
      expect((await onB(token)).success).toBe(true);
      expect((await onB(token)).success).toBe(true);
      expect((await t.call('POST', '/logout', { token, form: { logout: 'true' } })).body.success).toBe(true);
      expect((await onB(token)).exceptioncode).toBe(ExceptionCode.SessionExpired);

      const ops = await t.login('demo.ops', 'ops12345');
      expect((await onB(ops)).success).toBe(true);
      await sql`UPDATE users SET is_active = false WHERE account = 'demo.ops'`.execute(t.db);
      expect((await onB(ops)).exceptioncode).toBe(ExceptionCode.SessionExpired);
      await sql`UPDATE users SET is_active = true WHERE account = 'demo.ops'`.execute(t.db);

      const clerk = await t.login('acme.clerk', 'newpass1');
      const addresses = async () => {
        await b.invalidations.settle(handle.db);
        return (await b.inject({ method: 'GET', url: t.signedUrl('GET', '/address-list', { token: clerk, query: { current: '1', size: '10' } }) })).statusCode;
      };
      expect(await addresses()).toBe(200);
      const role = await roleId('CUSUSER');
      await t.db.deleteFrom('role_menus').where('role_id', '=', role).where('menu_name', '=', 'setAddress').execute();
      expect(await addresses()).toBe(403);
      await t.db.insertInto('role_menus').values({ role_id: role, menu_name: 'setAddress' }).execute();
      expect(await addresses()).toBe(200);
    } finally {
      await b.close();
      await handle.close();
    }
  });
});
