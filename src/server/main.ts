// The server (`npm start` runs it compiled, as dist/server/main.js; `npm run dev:server` from source):
// opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies the migrations, seeds on first start
// (demo data on the embedded database, or with F9_DEMO=1; else the first administrator from
// F9_ADMIN_PASSWORD or a printed one-time setup link), refuses a PostgreSQL database
// whose demo accounts still open with their public passwords, writes the default site settings if
// missing, and serves the built client and the API on HOST:PORT. SIGTERM drains: no new requests,
// the ones in flight finish (F9_DRAIN_SECONDS at most), then it exits.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { pruneAuthTables } from './auth/prune';
import { DEFAULT_SESSION_POLICY } from './auth/sessions';
import { connect, type DbHandle, targetFromEnv } from './db/connect';
import { createClusterInChild } from './db/createCluster';
import { startEmbeddedVacuum } from './db/embeddedVacuum';
import { migrate } from './db/migrate';
import type { Database } from './db/schema';
import { sharedSecret } from './db/sharedSecret';
import { withStartupLock } from './db/startupLock';
import { setLinkSecret } from './domains/bookings/tallyMessageLink';
import { pruneHubEvents } from './hub/pruneHubEvents';
import { purgeBin } from './resources/softDelete';
import { seedDatabase } from './seed/seed';
import { demoWanted } from './seed/seedPolicy';
import { accountsWithDemoPasswords } from './auth/demoPasswords';
import { ensureFirstAdmin, FIRST_ADMIN_ACCOUNT } from './auth/firstAdmin';
import { SETUP_PAGE_PATH } from '../shared/wire/calls';
import { uploadsPerProcess } from './http/uploadGate';
import { projectPages } from './pages/projectPages';
import { ensureSiteSettings } from './site/siteSettings';

// The project folder, two up both from src/server/main.ts (tsx, development) and from the compiled
// dist/server/main.js (`npm start`, scripts/buildServer.mjs).
const root = resolve(import.meta.dirname, '../..');

interface OpenedDatabase {
  handle: DbHandle<Database>;
  /** A token for the first administrator's setup page, printed once the server listens. */
  setupToken: string | null;
}

async function openDatabase(): Promise<OpenedDatabase> {
  const target = targetFromEnv();
  const demo = demoWanted(process.env, target.kind);
  const fresh = target.kind === 'pglite' && target.dataDir !== null && !existsSync(resolve(target.dataDir, 'pgdata', 'PG_VERSION'));
  if (target.kind === 'pglite' && target.dataDir) target.dataDir = resolve(target.dataDir, 'pgdata');
  // A new cluster is made in a child process, so initdb's memory peak never lands in the server.
  if (fresh && target.kind === 'pglite' && target.dataDir) await createClusterInChild(target.dataDir);
  const handle = await connect<Database>(target);
  try {
    // Replicas starting together on one PostgreSQL server take turns here.
    const { demoDataWritten, firstAdmin } = await withStartupLock(handle.db, target.kind, async () => {
      await migrate(handle.db);
      const seeded = await seedDatabase(handle.db, { demo });
      return { ...seeded, firstAdmin: demo ? null : await ensureFirstAdmin(handle.db, process.env.F9_ADMIN_PASSWORD || undefined) };
    });
    if (demoDataWritten) console.log('Demo data written: admin/admin1234, demo/demo1234, acme/acme1234');
    if (firstAdmin?.kind === 'fromPassword') console.log(`The administrator "${FIRST_ADMIN_ACCOUNT}" has the password of F9_ADMIN_PASSWORD.`);
    // A real installation never runs with a password everyone can read in the README.
    if (target.kind === 'pg' && !demo) {
      const open = await accountsWithDemoPasswords(handle.db);
      if (open.length > 0) {
        throw new Error(
          `${open.length === 1 ? `the account ${open[0]} still has its demo password` : `the accounts ${open.join(', ')} still have their demo passwords`} (README), which anyone can use. ` +
            'Start once with F9_DEMO=1 and change or deactivate them, or keep F9_DEMO=1 if this database is a demo.',
        );
      }
    }
    return { handle, setupToken: firstAdmin?.kind === 'setupLink' ? firstAdmin.token : null };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** F9_DRAIN_SECONDS: how long SIGTERM waits for the calls in flight before the process exits anyway. */
function drainMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30_000;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < 1) throw new Error(`F9_DRAIN_SECONDS must be a whole number of seconds (at least 1), not "${value}"`);
  return Number(value) * 1000;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const drainTimeoutMs = drainMs(process.env.F9_DRAIN_SECONDS);
  ensureSiteSettings(dataDir);
  const { handle, setupToken } = await openDatabase();
  // Links signed by one process must open on any other (replicas, restarts).
  if (!process.env.F9_LINK_SECRET) setLinkSecret(await sharedSecret(handle.db, 'tallyLink'));
  const app: FastifyInstance = await buildApp({
    db: handle.db,
    signSecret: process.env.F9_SIGN_SECRET,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    dataDir,
    clientDir: resolve(root, 'dist/client'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    notifications: handle.notifications,
    uploadsPerProcess: uploadsPerProcess(handle.target.kind),
  });
  if (!existsSync(resolve(root, 'dist/client/index.html'))) console.warn('dist/client is missing: run `npm run build` to serve the client (the API works without it).');
  // A broken page file gives its menu no read grants (pages/pageGrants.ts): say which, as the lint does.
  for (const problem of projectPages().problems) console.warn(`page file not read: ${problem}`);

  // PGlite has no autovacuum: the server vacuums in its place (db/embeddedVacuum.ts).
  let lastRequestAt = 0;
  app.server.on('request', () => (lastRequestAt = Date.now()));
  const vacuum =
    handle.target.kind === 'pglite'
      ? startEmbeddedVacuum(
          handle.db,
          {
            done: (due, ms) => app.log.info({ tables: due.map((d) => d.table), ms }, 'embedded database vacuumed'),
            failed: (error) => app.log.warn({ err: error }, 'vacuuming the embedded database failed'),
          },
          // A vacuum holds the database: in a moment without requests when there is one.
          { quiet: () => Date.now() - lastRequestAt > 5_000 },
        )
      : null;
  // Draining: the listener closes (no new connections; /ready says no to a balancer still asking on a
  // kept connection), the hub hands its sockets and long polls back, the calls in flight finish and are
  // answered with Connection: close; then the database closes. A call still running after the drain
  // time is cut by the exit.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining (no new requests; the calls in flight get up to ${drainTimeoutMs / 1000} s)`);
    const cut = setTimeout(() => {
      console.warn(`${signal}: calls still running after ${drainTimeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, drainTimeoutMs);
    cut.unref();
    await app.close();
    await vacuum?.stop();
    await handle.close();
    console.log(`${signal}: stopped`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // The bin's rows past their 30 days go too (softDelete.ts), one row at a time: one still referred to stays.
  const purge = () =>
    purgeBin(handle.db, app.resourceEngine.resources).then(
      (outcome) => outcome.purged + outcome.kept > 0 && app.log.info(outcome, 'deleted records past their 30 days purged'),
      (error: unknown) => app.log.warn({ err: error }, 'purging deleted records failed'),
    );
  const prune = () =>
    Promise.all([pruneAuthTables(handle.db, DEFAULT_SESSION_POLICY), pruneHubEvents(handle.db), purge()]).catch((error: unknown) => app.log.warn({ err: error }, 'pruning auth tables or hub events failed'));
  await prune();
  setInterval(prune, 60 * 60 * 1000).unref();

  await app.listen({ port, host });
  const address = app.server.address();
  const shownPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const base = `http://${shownHost}:${shownPort}`;
  // The token rides in the fragment: a browser never sends it, so it is in no server's or proxy's log.
  if (setupToken) console.log(`The administrator "${FIRST_ADMIN_ACCOUNT}" has no password yet: set it within 24 hours at ${base}${SETUP_PAGE_PATH}#${setupToken} (a restart prints a new link).`);
  console.log(`F9 is listening on ${base} (database: ${handle.target.kind === 'pg' ? 'PostgreSQL server' : `PGlite in ${dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error('F9 could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
