// Sessions: logout, forced log-out (10003 + HTTP 401), idle and absolute expiry, Bearer tokens,
// savecurrorg and updatepassword.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const expectLoggedOut = (res: { status: number; body: { success: boolean; exceptioncode: number } }) => {
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
  expect(res.body.exceptioncode).toBe(ExceptionCode.SessionExpired);
};

describe('sessions', () => {
  it('ends the session at logout: the token then gets 10003 and HTTP 401', async () => {
    const token = await t.login('demo', 'demo1234');
    expect((await t.call('GET', '/getcusclientdata', { token })).body.success).toBe(true);
    const out = await t.call('POST', '/logout', { token, form: { logout: 'true' }, culture: 'en-US' });
    expect(out.body).toMatchObject({ success: true, message: 'You are logged out.' });
    const after = await t.call('GET', '/getcusclientdata', { token, culture: 'en-US' });
    expectLoggedOut(after);
    expect(after.body).toMatchObject({ message: 'You have been logged out. Please log in again.' });
  });

  it('logout without a session, or with a dead one, still succeeds', async () => {
    expect((await t.call('POST', '/logout', { form: { logout: 'true' } })).body.success).toBe(true);
    expect((await t.call('POST', '/logout', { token: 'no-such-token', form: { logout: 'true' } })).body.success).toBe(true);
  });

  it('answers 10003 for an unknown token and for no token at all', async () => {
    expectLoggedOut(await t.call('GET', '/getcusclientdata', { token: 'x'.repeat(43) }));
    expectLoggedOut(await t.call('GET', '/getcusclientdata'));
  });

  it('ends a session idle for too long', async () => {
    const token = await t.login('acme', 'acme1234');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '3 hours'` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expectLoggedOut(await t.call('GET', '/getcusclientdata', { token }));
    // The dead session is removed.
    expect(await t.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
  });

  it('ends a session at its absolute expiry even when in use', async () => {
    const token = await t.login('acme', 'acme1234');
    await t.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', hashToken(token)).execute();
    expectLoggedOut(await t.call('GET', '/getcusclientdata', { token }));
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const token = await t.login('demo', 'demo1234');
    const res = await t.call('GET', '/getcusclientdata', { token, bearer: true });
    expect(res.body.success).toBe(true);
    expect((res.body.data as { user: { Account: string } }).user.Account).toBe('demo');
  });
});

describe('savecurrorg', () => {
  it('stores one of the own organisations as CurrOrg', async () => {
    const token = await t.login('demo', 'demo1234');
    const data = (await t.call<{ user: { orglist: Array<{ OrgId: number }> } }>('GET', '/getcusclientdata', { token })).body.data;
    const org = data.user.orglist[1];
    const res = await t.call('POST', '/savecurrorg', { token, form: { orginfo: JSON.stringify(org) } });
    expect(res.body).toMatchObject({ success: true, data: org });
    const again = await t.call<{ user: { CurrOrg: unknown } }>('GET', '/getcusclientdata', { token });
    expect(again.body.data.user.CurrOrg).toEqual(org);
  });

  it('refuses another company\u2019s organisation and malformed orginfo', async () => {
    const token = await t.login('demo', 'demo1234');
    const acmeOrg = await t.db.selectFrom('orgs').select('id').where('org_cd', '=', 'ACME-RTM').executeTakeFirstOrThrow();
    const res = await t.call('POST', '/savecurrorg', { token, form: { orginfo: JSON.stringify({ OrgId: acmeOrg.id }) } });
    expect(res.status).toBe(404);
    expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const bad = await t.call('POST', '/savecurrorg', { token, form: { orginfo: '{OrgId:1}' } });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('updatepassword', () => {
  it('checks the old password and the new length, then changes it and ends the other sessions', async () => {
    const token = await t.login('demo.clerk', 'clerk1234');
    const other = await t.login('demo.clerk', 'clerk1234');
    const wrongOld = await t.call('PUT', '/updatepassword', { token, form: { oldpassword: 'nope-nope', password: 'newpass1' }, culture: 'en-US' });
    expect(wrongOld.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.InvalidInput, message: 'The old password is wrong.' });
    const short = await t.call('PUT', '/updatepassword', { token, form: { oldpassword: 'clerk1234', password: 'abcd' }, culture: 'en-US' });
    expect(short.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(short.body.data)).toContain('at least 5 characters');
    const missing = await t.call('PUT', '/updatepassword', { token, form: { password: 'newpass1' } });
    expect(missing.body.exceptioncode).toBe(ExceptionCode.InvalidInput);

    const done = await t.call('PUT', '/updatepassword', { token, form: { oldpassword: 'clerk1234', password: 'newpass1' } });
    expect(done.body.success).toBe(true);
    await expect(t.login('demo.clerk', 'clerk1234')).rejects.toThrow();
    await expect(t.login('demo.clerk', 'newpass1')).resolves.toBeTruthy();
    expect((await t.call('GET', '/getcusclientdata', { token })).body.success).toBe(true);
    expectLoggedOut(await t.call('GET', '/getcusclientdata', { token: other }));
  });
});

describe('housekeeping', () => {
  it('prunes expired sessions and day-old login attempts, keeping live ones', async () => {
    const { pruneAuthTables } = await import('../../src/server/auth/prune');
    const { DEFAULT_SESSION_POLICY } = await import('../../src/server/auth/sessions');
    const live = await t.login('acme', 'acme1234');
    const dead = await t.login('acme', 'acme1234');
    await t.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('token_hash', '=', hashToken(dead)).execute();
    await t.db.insertInto('login_attempts').values({ account: 'old', client_ip: '203.0.113.1', succeeded: false }).execute();
    await sql`UPDATE login_attempts SET attempted_at = now() - interval '2 days' WHERE account = 'old'`.execute(t.db);
    await pruneAuthTables(t.db, DEFAULT_SESSION_POLICY);
    const hashes = (await t.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(live));
    expect(hashes).not.toContain(hashToken(dead));
    expect(await t.db.selectFrom('login_attempts').select('id').where('account', '=', 'old').execute()).toEqual([]);
    expect((await t.db.selectFrom('login_attempts').select('id').execute()).length).toBeGreaterThan(0);
  });
});
