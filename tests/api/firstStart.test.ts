// The first start on a PostgreSQL server (issue 40): no demo data unless F9_DEMO=1, the first
// administrator from F9_ADMIN_PASSWORD or from a printed one-time setup link, never a known password,
// and no start at all on a database whose demo accounts still open with their public passwords.
// Real `npm start` processes on empty databases of a real PostgreSQL 15.
import { Client } from 'pg';
import { afterAll, expect, inject, it, vi } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { describeOnPostgres } from './support/apiStep';
import { loginOn, signedCall, startServerProcess } from './support/serverProcess';
import { createThrowawayDatabase } from './support/throwawayDatabase';

// A test here starts real server processes (build, migrations, seed) one after another: at load 14 on two
// cores a start took over 120 s, so the hang guard of this file is longer than the projects' 300 s.
vi.setConfig({ testTimeout: 900_000, hookTimeout: 900_000 });

const drops: Array<() => Promise<void>> = [];

async function emptyDatabase(): Promise<string> {
  const serverUrl = inject('f9PgUrl');
  if (!serverUrl || serverUrl === 'unavailable') throw new Error('the API suite\'s PostgreSQL server did not start (see the message above)');
  const db = await createThrowawayDatabase(serverUrl, 'f9_first');
  drops.push(db.drop);
  return db.url;
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The start's failure message: the process exits before it listens. */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const error = await startServerProcess(env).then(
    async (p) => {
      await p.stop();
      throw new Error('the server started');
    },
    (e: Error) => e.message,
  );
  expect(error).toMatch(/server exited with 1/);
  return error;
}

const adminLogin = (base: string, password: string) => signedCall(base, 'POST', '/trylogin', { form: { data: JSON.stringify({ name: 'admin', password }) }, customer: 'false' });

describeOnPostgres('the first start on PostgreSQL', () => {
  afterAll(async () => {
    for (const drop of drops) await drop().catch(() => undefined);
  });

  it('writes no demo data and makes the administrator from F9_ADMIN_PASSWORD', async () => {
    const url = await emptyDatabase();
    const password = 'a-long-and-secret-one';
    const server = await startServerProcess({ DATABASE_URL: url, F9_ADMIN_PASSWORD: password });
    try {
      expect(server.output()).not.toContain('Demo data written');
      expect(await query<{ account: string; user_type: string }>(url, 'SELECT account, user_type FROM users')).toEqual([{ account: 'admin', user_type: 'admin' }]);
      for (const table of ['customers', 'orgs', 'bookings', 'addresses', 'home_messages']) expect(await query(url, `SELECT 1 FROM ${table}`), table).toEqual([]);
      // What every database needs is there: the built-in roles with their grants, the site title.
      expect((await query<{ role_cd: string }>(url, 'SELECT role_cd FROM roles ORDER BY role_cd')).map((r) => r.role_cd)).toEqual(['ADMIN', 'CUSADMIN', 'CUSUSER']);
      expect((await signedCall<{ SiteName: string }>(server.base, 'GET', '/getsitename')).body.data.SiteName).toBe('F9 Freight Portal');

      expect((await adminLogin(server.base, 'admin1234')).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
      expect((await signedCall(server.base, 'POST', '/custrylogin', { form: { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) } })).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
      const token = await loginOn(server.base, 'admin', password);
      const data = await signedCall<{ user: { Account: string } }>(server.base, 'GET', '/getclientdata', { token, customer: 'false' });
      expect(data.body.data.user.Account).toBe('admin');
    } finally {
      await server.stop();
    }
    // A later start without it keeps the administrator as it is and prints no link.
    const again = await startServerProcess({ DATABASE_URL: url });
    try {
      expect(again.output()).not.toMatch(/setup/);
      expect(await loginOn(again.base, 'admin', password)).toBeTruthy();
    } finally {
      await again.stop();
    }
  });

  it('without F9_ADMIN_PASSWORD prints a one-time setup link that sets the password once', async () => {
    const url = await emptyDatabase();
    const server = await startServerProcess({ DATABASE_URL: url });
    try {
      const link = /set it within 24 hours at (http:\/\/\S+)\/setup#([A-Za-z0-9_-]{43})/.exec(server.output());
      expect(link, server.output()).not.toBeNull();
      const token = link![2];
      // Nothing opens the administrator before: no password at all.
      expect((await adminLogin(server.base, '')).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect((await adminLogin(server.base, 'admin1234')).body.exceptioncode).toBe(ExceptionCode.LoginFailed);
      // The token is kept only as its hash.
      expect(JSON.stringify(await query(url, 'SELECT * FROM admin_setup_links'))).not.toContain(token);

      const setup = (password: string, culture = 'en-US') => signedCall<{ errors?: Array<{ field: string; message: string }> }>(server.base, 'POST', '/setupadmin', { form: { token, password }, culture });
      const short = await setup('short-one');
      expect(short.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(short.body.data.errors).toEqual([{ field: '/body/password', message: expect.stringContaining('12') }]);
      const demo = await setup('admin1234', 'zh-CN');
      expect(demo.body.data.errors).toEqual([{ field: '/body/password', message: '这是人人皆知的演示密码之一，请另选一个。' }]);
      expect((await signedCall(server.base, 'POST', '/setupadmin', { form: { token: 'x'.repeat(43), password: 'a-long-and-secret-one' } })).body.exceptioncode).toBe(ExceptionCode.NotFound);

      const set = await setup('a-long-and-secret-one');
      expect(set.body).toMatchObject({ success: true, message: 'The password of admin is set. Log in on the admin login tab.' });
      expect(await loginOn(server.base, 'admin', 'a-long-and-secret-one')).toBeTruthy();
      // Once only.
      const reused = await setup('another-long-secret');
      expect(reused.status).toBe(404);
      expect(reused.body.exceptioncode).toBe(ExceptionCode.NotFound);
      expect(await loginOn(server.base, 'admin', 'a-long-and-secret-one')).toBeTruthy();
    } finally {
      await server.stop();
    }
  });

  it('refuses a demo password or a short one as F9_ADMIN_PASSWORD, and a wrong F9_DEMO', async () => {
    const url = await emptyDatabase();
    expect(await refusedStart({ DATABASE_URL: url, F9_ADMIN_PASSWORD: 'admin1234' })).toContain('F9_ADMIN_PASSWORD is one of the demo passwords');
    expect(await refusedStart({ DATABASE_URL: url, F9_ADMIN_PASSWORD: 'short' })).toContain('F9_ADMIN_PASSWORD must hold at least 12 characters');
    expect(await refusedStart({ DATABASE_URL: url, F9_DEMO: 'yes' })).toContain('F9_DEMO must be 1');
    expect(await query(url, 'SELECT 1 FROM users')).toEqual([]);
  });

  it('refuses to start on a database whose demo accounts still have their demo passwords, unless F9_DEMO=1', async () => {
    const url = await emptyDatabase();
    const demo = await startServerProcess({ DATABASE_URL: url, F9_DEMO: '1' });
    expect(demo.output()).toContain('Demo data written');
    await demo.stop();

    const refused = await refusedStart({ DATABASE_URL: url });
    expect(refused).toContain('the accounts acme, acme.clerk, acme.ops, admin, demo, demo.clerk, demo.ops still have their demo passwords');
    // Once every demo account is changed or deactivated, it starts.
    await query(url, "UPDATE users SET is_active = false WHERE account <> 'admin'");
    expect(await refusedStart({ DATABASE_URL: url })).toContain('the account admin still has its demo password');
    await query(url, "UPDATE users SET password_hash = 'changed' WHERE account = 'admin'");
    const real = await startServerProcess({ DATABASE_URL: url });
    await real.stop();
  });
});
