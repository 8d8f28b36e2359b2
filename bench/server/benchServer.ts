// The server side of the API bench, run as a child process so its memory is measured alone: the
// F9 app on a PGlite in a temp folder (migrated + seeded like `npm start`), and a bare Fastify
// JSON route on a second port as the baseline. Prints one JSON line with both ports when ready.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { connect } from '../../src/server/db/connect';
import { createClusterInChild } from '../../src/server/db/createCluster';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { seedListUsers } from './listUsersSeed';
import { seedPriceRows } from './priceSeed';
import { servePriceBaseline } from './priceBaseline';
import { serveStatsBaseline } from './statsBaseline';
import { seedStatsRows } from './statsSeed';

const dir = mkdtempSync(join(tmpdir(), 'f9-bench-'));
const target = { kind: 'pglite' as const, dataDir: join(dir, 'pgdata') };
// Same sequence as main.ts: the cluster made (migrated, seeded) in a child process, then opened here.
await createClusterInChild(target.dataDir);
let handle = await connect<Database>(target);
await migrate(handle.db);
await seedDatabase(handle.db);
await seedListUsers(handle.db, Number(process.env.BENCH_USERS ?? 0), Number(process.env.BENCH_LIST_ROWS ?? 0));
await seedPriceRows(handle.db, Number(process.env.BENCH_PRICE_ROWS ?? 0));
await seedStatsRows(handle.db, Number(process.env.BENCH_STATS_ROWS ?? 0));
await handle.close();
handle = await connect<Database>(target);

// Rate limits are for people; the bench logs in thousands of times from one address.
const app = await buildApp({ db: handle.db, logger: false, loginRateLimit: { maxFailuresPerAccount: 1e9, maxFailuresPerAddress: 1e9 } });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, data: { hello: 'world' }, message: '', exceptioncode: 0 }));
servePriceBaseline(bare, handle.db);
// The stats baseline counts Demo Trading Co.'s rows, as the engine does for the demo user.
serveStatsBaseline(bare, handle.db, (await handle.db.selectFrom('users').select('customer_id').where('account', '=', 'demo').executeTakeFirstOrThrow()).customer_id!);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (a: ReturnType<typeof app.server.address>) => (typeof a === 'object' && a ? a.port : 0);
console.log(JSON.stringify({ ready: true, port: portOf(app.server.address()), barePort: portOf(bare.server.address()) }));

const stop = async () => {
  await app.close();
  await bare.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
