// `npm start`: opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies the migrations,
// seeds on first start, writes the default site settings if missing, and serves the built client
// and the API on HOST:PORT.
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
import { seedDatabase } from './seed/seed';
import { ensureSiteSettings } from './site/siteSettings';

const root = resolve(import.meta.dirname, '../..');

async function openDatabase(): Promise<DbHandle<Database>> {
  const target = targetFromEnv();
  const fresh = target.kind === 'pglite' && target.dataDir !== null && !existsSync(resolve(target.dataDir, 'pgdata', 'PG_VERSION'));
  if (target.kind === 'pglite' && target.dataDir) target.dataDir = resolve(target.dataDir, 'pgdata');
  // A new cluster is made in a child process, so initdb's memory peak never lands in the server.
  if (fresh && target.kind === 'pglite' && target.dataDir) await createClusterInChild(target.dataDir);
  const handle = await connect<Database>(target);
  // Replicas starting together on one PostgreSQL server take turns here.
  const { demoDataWritten } = await withStartupLock(handle.db, target.kind, async () => {
    await migrate(handle.db);
    return seedDatabase(handle.db);
  });
  if (demoDataWritten) console.log('Demo data written: admin/admin1234, demo/demo1234, acme/acme1234');
  return handle;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  ensureSiteSettings(dataDir);
  const handle = await openDatabase();
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
  });
  if (!existsSync(resolve(root, 'dist/client/index.html'))) console.warn('dist/client is missing: run `npm run build` to serve the client (the API works without it).');

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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await app.close();
    await vacuum?.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const prune = () =>
    Promise.all([pruneAuthTables(handle.db, DEFAULT_SESSION_POLICY), pruneHubEvents(handle.db)]).catch((error: unknown) => app.log.warn({ err: error }, 'pruning auth tables or hub events failed'));
  await prune();
  setInterval(prune, 60 * 60 * 1000).unref();

  await app.listen({ port, host });
  const address = app.server.address();
  const shownPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`F9 is listening on http://${shownHost}:${shownPort} (database: ${handle.target.kind === 'pg' ? 'PostgreSQL server' : `PGlite in ${dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error('F9 could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
