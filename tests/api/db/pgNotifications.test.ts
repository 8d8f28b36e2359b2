// On a PostgreSQL server, one source of notifications holds one listening connection however many
// listen on it (the hub and the held sessions' invalidations): each gets its own channels only, a drop
// is told to all and so is the return, and the connection closes with its last listener.
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import { Invalidations } from '../../../src/server/db/invalidations';
import { pgNotifications } from '../../../src/server/db/notifications';
import { describeOnPostgres } from '../support/apiStep';

const APP = `f9_notify_${process.pid}`;

describeOnPostgres('PostgreSQL notifications', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('f9PgUrl') });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const until = async (done: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await done()).toBe(true);
  };
  const listeners = async () => Number((await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [APP])).rows[0].n);
  const notify = (channel: string, payload: string) => admin.query('SELECT pg_notify($1, $2)', [channel, payload]);

  it('share one connection, each hearing its own channels, through a drop and back', async () => {
    const url = `${inject('f9PgUrl')}?application_name=${APP}`;
    const source = pgNotifications(url);
    const heardA: string[] = [];
    const heardB: string[] = [];
    const told: string[] = [];
    const stopA = await source.listen(['f9t_a'], (_channel, payload) => heardA.push(payload), () => told.push('A back'), () => told.push('A lost'));
    const stopB = await source.listen(['f9t_b', 'f9t_a'], (channel, payload) => heardB.push(`${channel}:${payload}`), () => told.push('B back'), () => told.push('B lost'));
    expect(await listeners()).toBe(1);

    await notify('f9t_a', 'x');
    await notify('f9t_b', 'y');
    await until(() => heardA.length === 1 && heardB.length === 2);
    expect(heardA).toEqual(['x']);
    expect(heardB).toEqual(['f9t_a:x', 'f9t_b:y']);

    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [APP]);
    await until(() => told.length === 4);
    expect(told.slice(0, 2).sort()).toEqual(['A lost', 'B lost']);
    expect(told.slice(2).sort()).toEqual(['A back', 'B back']);
    expect(await listeners()).toBe(1);
    await notify('f9t_a', 'after');
    await until(() => heardA.length === 2 && heardB.length === 3);

    // A leaves: B still hears the channel they shared, A nothing more.
    await stopA();
    await notify('f9t_a', 'z');
    await until(() => heardB.length === 4);
    expect(heardB.at(-1)).toBe('f9t_a:z');
    expect(heardA).toEqual(['x', 'after']);
    expect(await listeners()).toBe(1);

    // The last one leaves: the connection closes, and a drop no longer re-makes it.
    await stopB();
    await until(async () => (await listeners()) === 0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await listeners()).toBe(0);
  });

  it('listens again when a reconnect is cut right after its LISTEN (a restart), instead of holding the dead connection', async () => {
    const url = `${inject('f9PgUrl')}?application_name=${APP}`;
    let made = 0;
    // The second connection (the first reconnect) is cut as its LISTEN answers: its drop comes before
    // the reconnect has taken it as the listener, as when a restart's 57P01 shares a packet with the answer.
    const source = pgNotifications(url, (config) => {
      const client = new pg.Client(config);
      const cut = ++made === 2;
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      (client as unknown as { query: (text: string) => Promise<unknown> }).query = async (text: string) => {
        const answer = await query(text);
        if (cut && text.startsWith('LISTEN')) {
          const ended = new Promise((r) => client.once('end', r));
          await admin.query('SELECT pg_terminate_backend($1)', [(client as unknown as { processID: number }).processID]);
          await ended;
        }
        return answer;
      };
      return client;
    });
    const heard: string[] = [];
    const told: string[] = [];
    const stop = await source.listen(['f9t_race'], (_channel, payload) => heard.push(payload), () => told.push('back'), () => told.push('lost'));
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [APP]);
    // A third connection listens; what is sent now is heard.
    await until(() => made === 3 && told.at(-1) === 'back');
    await until(async () => (await listeners()) === 1);
    await notify('f9t_race', 'heard');
    await until(() => heard.includes('heard'));
    await stop();
    await until(async () => (await listeners()) === 0);
  });

  it('is made afresh when a write\'s settle marker does not come back (a connection that hears nothing)', async () => {
    const url = `${inject('f9PgUrl')}?application_name=${APP}`;
    let made = 0;
    let deafened = false;
    // The first connection stops hearing notifications without being cut, as one the network dropped silently.
    const source = pgNotifications(url, (config) => {
      const client = new pg.Client(config);
      if (++made === 1) {
        const emit = client.emit.bind(client);
        client.emit = ((event: string, ...args: unknown[]) => (event === 'notification' && deafened ? false : emit(event, ...args))) as typeof client.emit;
      }
      return client;
    });
    const invalidations = new Invalidations();
    const heard: string[] = [];
    invalidations.on('f9t_deaf', (payload) => heard.push(payload));
    await invalidations.start(source);
    const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: inject('f9PgUrl'), max: 1 }) }) });
    try {
      await notify('f9t_deaf', 'one');
      await until(() => heard.includes('one'));
      deafened = true;
      await notify('f9t_deaf', 'unheard');
      // A write's settle: its marker never comes back, so what is held goes and the listener is made again.
      await invalidations.settle(db);
      await until(() => made === 2 && invalidations.listening);
      await notify('f9t_deaf', 'two');
      await until(() => heard.includes('two'));
      expect(heard).toEqual(['one', 'two']);
      expect(await listeners()).toBe(1);
    } finally {
      await db.destroy();
      await invalidations.stop();
    }
    await until(async () => (await listeners()) === 0);
  });

  it('refuses a channel name that is not a plain name, holding no connection', async () => {
    const source = pgNotifications(`${inject('f9PgUrl')}?application_name=${APP}`);
    await expect(source.listen(['bad; DROP TABLE x'], () => undefined)).rejects.toThrow('bad channel name');
    expect(await listeners()).toBe(0);
  });
});
