// The server side of the server benches, run as a child process so its memory and CPU are measured alone:
// the F9 app on the bench database (benchDatabase.ts: PGlite, or PostgreSQL with BENCH_DB=pg) with the rows
// the bench asks for (BENCH_* variables), and the bare baselines on a second port: a Fastify JSON route
// and routes running the engine's own SQL. Prints one JSON line with both ports and the database's name
// when ready.
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { uploadsPerProcess } from '../../src/server/http/uploadGate';
import { openBenchDatabase } from './benchDatabase';
import { serveListBaseline } from './listBaseline';
import { seedListUsers } from './listUsersSeed';
import { seedPriceRows } from './priceSeed';
import { seedQuoteRows } from './instantQuoteSeed';
import { serveInstantQuoteBaseline } from './instantQuoteBaseline';
import { servePriceBaseline } from './priceBaseline';
import { serveStatsBaseline } from './statsBaseline';
import { seedStatsRows } from './statsSeed';
import { seedTrackingEvents } from './trackingSeed';
import { seedHeavyLists } from './heavyListsSeed';
import { benchNumber } from '../support/benchEnv';

const database = await openBenchDatabase(async (db) => {
  await seedListUsers(db, benchNumber('BENCH_USERS', 0), benchNumber('BENCH_LIST_ROWS', 0));
  await seedPriceRows(db, benchNumber('BENCH_PRICE_ROWS', 0));
  await seedQuoteRows(db, benchNumber('BENCH_QUOTE_ROWS', 0));
  await seedStatsRows(db, benchNumber('BENCH_STATS_ROWS', 0));
  await seedTrackingEvents(db, benchNumber('BENCH_TRACKING_EVENTS', 0));
  await seedHeavyLists(db, { bookings: benchNumber('BENCH_HEAVY_BOOKINGS', 0), bills: benchNumber('BENCH_HEAVY_BILLS', 0), fbaOrders: benchNumber('BENCH_HEAVY_FBA_ORDERS', 0) });
});
const { handle } = database;

// Rate limits are for people; the bench logs in thousands of times from one address. Notifications as
// main.ts passes them (held sessions and client data; before 2026-11-26 the bench passed none).
const app = await buildApp({
  db: handle.db,
  logger: false,
  notifications: handle.notifications,
  loginRateLimit: { maxFailuresPerPair: 1e9, maxFailuresPerAddress: 1e9 },
  uploadsPerProcess: uploadsPerProcess(handle.target.kind),
});
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, data: { hello: 'world' }, message: '', exceptioncode: 0 }));
servePriceBaseline(bare, handle.db);
serveInstantQuoteBaseline(bare, handle.db);
// The stats and list baselines read Demo Trading Co.'s rows, as the engine does for its users.
const demoCompany = (await handle.db.selectFrom('users').select('customer_id').where('account', '=', 'demo').executeTakeFirstOrThrow()).customer_id!;
serveStatsBaseline(bare, handle.db, demoCompany);
serveListBaseline(bare, handle.db, demoCompany);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (a: ReturnType<typeof app.server.address>) => (typeof a === 'object' && a ? a.port : 0);
console.log(JSON.stringify({ ready: true, port: portOf(app.server.address()), barePort: portOf(bare.server.address()), database: database.label }));

const stop = async () => {
  await app.close();
  await bare.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
