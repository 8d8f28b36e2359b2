// The embedded database in its own thread (pgliteThread.ts, pgliteWorker.ts, pgliteThreadDialect.ts),
// through Kysely as the server uses it: a transaction's statements are not interleaved with another
// caller's, a connection that leaves a transaction open has it rolled back, PostgreSQL's error fields
// and notifications come across (a notification before the answer of the statement that sent it), and
// a dump opens again as a new database.
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_START_PARAMS } from '../../../src/server/db/connect';
import { pgliteNotifications } from '../../../src/server/db/notifications';
import { DatabaseError, PgliteThread } from '../../../src/server/db/pgliteThread';
import { PgliteThreadDialect } from '../../../src/server/db/pgliteThreadDialect';

let thread: PgliteThread;
let db: Kysely<Record<string, never>>;

beforeAll(async () => {
  thread = await PgliteThread.start(null, PGLITE_START_PARAMS);
  db = new Kysely({ dialect: new PgliteThreadDialect(thread) });
  await sql`CREATE TABLE ledger (n int)`.execute(db);
});
afterAll(() => db?.destroy());

const count = async () => (await sql<{ c: number }>`SELECT count(*)::int AS c FROM ledger`.execute(db)).rows[0].c;

describe('the embedded database thread', () => {
  it("runs another caller's statement only after a transaction ends, never between its statements", async () => {
    await sql`DELETE FROM ledger`.execute(db);
    let inside = 0;
    const transaction = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO ledger VALUES (1)`.execute(trx);
      // Another caller asks while the transaction is open and waiting on this one.
      outside = count();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`INSERT INTO ledger VALUES (2)`.execute(trx);
      inside = (await sql<{ c: number }>`SELECT count(*)::int AS c FROM ledger`.execute(trx)).rows[0].c;
    });
    let outside: Promise<number> = Promise.resolve(-1);
    await transaction;
    expect(inside).toBe(2);
    // Had it run inside the transaction's session, it would have seen 1 row.
    expect(await outside).toBe(2);
  });

  it('rolls back a transaction whose statements failed, and serves others afterwards', async () => {
    await sql`DELETE FROM ledger`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO ledger VALUES (1)`.execute(trx);
        await sql`SELECT 1 / 0`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await count()).toBe(0);
  });

  it('rolls back a transaction a connection left open when it went back to the pool', async () => {
    await sql`DELETE FROM ledger`.execute(db);
    await thread.query(900, 'begin', [], { begins: true });
    await thread.query(900, 'INSERT INTO ledger VALUES (9)', []);
    thread.release(900);
    expect(await count()).toBe(0);
  });

  it("carries PostgreSQL's error fields and message", async () => {
    const error = await sql`SELECT 'x'::int`.execute(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect(error).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax') });
  });

  it('delivers a notification before the answer of the statement that sent it', async () => {
    const heard: string[] = [];
    const stop = await pgliteNotifications(thread).listen(['thread_test'], (channel, payload) => heard.push(`${channel}:${payload}`));
    await sql`SELECT pg_notify('thread_test', 'hello')`.execute(db);
    expect(heard).toEqual(['thread_test:hello']);
    await stop();
    await sql`SELECT pg_notify('thread_test', 'unheard')`.execute(db);
    expect(heard).toEqual(['thread_test:hello']);
  });

  it('dumps the database, and the dump opens as a database of its own', async () => {
    await sql`DELETE FROM ledger`.execute(db);
    await sql`INSERT INTO ledger VALUES (7)`.execute(db);
    const copy = await PgliteThread.start(null, PGLITE_START_PARAMS, await thread.dump());
    try {
      expect((await copy.query(1, 'SELECT n FROM ledger', [])).rows).toEqual([{ n: 7 }]);
    } finally {
      await copy.close();
    }
  });
});
