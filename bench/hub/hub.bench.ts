// The real-time hub under load: 1,000 WebSocket clients on one server process (`npm start`'s main.ts on
// a throwaway PostgreSQL 15), a burst of 100 system messages for every customer written by another
// connection (as the back office or another replica would): delivery latency from the INSERT to each
// client (p50, p99, 100,000 deliveries) and the server's resident memory idle, with the clients
// connected and after the burst. Baseline in the same run: the same clients and burst on a bare `ws`
// broadcast server in this process (no database, no scoping), so the ratio is what the hub adds.
import { Pool } from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { HUB_SOCKET_PATH, type HubServerMessage } from '../../src/shared/wire/hub';
import { startPostgres } from '../../tests/api/support/postgresServer';
import { loginOn, startServerProcess } from '../../tests/api/support/serverProcess';
import { createThrowawayDatabase } from '../../tests/api/support/throwawayDatabase';
import { rssMb } from '../server/serverHarness';
import { benchNumber } from '../support/benchEnv';

const CLIENTS = benchNumber('BENCH_HUB_CLIENTS', 1000, 1);
const MESSAGES = benchNumber('BENCH_HUB_MESSAGES', 100, 1);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Burst {
  p50: number;
  p99: number;
  max: number;
  delivered: number;
}

/** Opens `count` sockets with `onOpen`, each recording arrival times of messages `sentAt` decodes. */
async function openClients(url: string, count: number, onOpen: (ws: WebSocket, i: number) => void, isReady: (m: unknown) => boolean, arrivals: Map<string, number[]>, keyOf: (m: unknown) => string | null): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const batch = 50;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
        const i = start + k;
        return new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(url);
          sockets.push(ws);
          ws.on('open', () => onOpen(ws, i));
          ws.on('error', reject);
          ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as unknown;
            if (isReady(m)) return resolve();
            if ((m as { type?: string }).type === 'ping') ws.send('{"type":"pong"}');
            const key = keyOf(m);
            if (key) arrivals.get(key)?.push(performance.timeOrigin + performance.now());
          });
        });
      }),
    );
  }
  return sockets;
}

function summarise(sentAt: Map<string, number>, arrivals: Map<string, number[]>): Burst {
  const latencies: number[] = [];
  for (const [key, times] of arrivals) for (const t of times) latencies.push(t - sentAt.get(key)!);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1], delivered: latencies.length };
}

async function waitAll(arrivals: Map<string, number[]>, expected: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  const total = () => [...arrivals.values()].reduce((n, a) => n + a.length, 0);
  while (total() < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

async function baseline(): Promise<Burst> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  server.on('connection', (ws) => ws.send('{"type":"ready"}'));
  const arrivals = new Map<string, number[]>();
  const sentAt = new Map<string, number>();
  const sockets = await openClients(`ws://127.0.0.1:${port}`, CLIENTS, () => undefined, (m) => (m as { type?: string }).type === 'ready', arrivals, (m) => (m as { key?: string }).key ?? null);
  // A burst: every message is "sent" at once, as the hub's 100 INSERTs are issued at once.
  const burstAt = performance.timeOrigin + performance.now();
  for (let i = 0; i < MESSAGES; i++) {
    const key = `b${i}`;
    arrivals.set(key, []);
    sentAt.set(key, burstAt);
    const text = JSON.stringify({ type: 'event', key });
    for (const client of server.clients) client.send(text);
    await new Promise((r) => setImmediate(r));
  }
  await waitAll(arrivals, CLIENTS * MESSAGES, 30_000);
  for (const ws of sockets) ws.terminate();
  server.close();
  return summarise(sentAt, arrivals);
}

async function hub(): Promise<Burst & { idleMb: number; connectedMb: number; afterMb: number }> {
  const postgres = await startPostgres();
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  // Four connections write the burst, as several processes would.
  let writer: Pool | null = null;
  try {
    const { url } = await createThrowawayDatabase(postgres.url, 'f9_bench_hub');
    server = await startServerProcess({ DATABASE_URL: url, F9_DEMO: '1' });
    writer = new Pool({ connectionString: url, max: 4 });
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await loginOn(server.base, i % 2 ? 'acme' : 'demo', i % 2 ? 'acme1234' : 'demo1234'));
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssMb(server.pid);
    const arrivals = new Map<string, number[]>();
    const sentAt = new Map<string, number>();
    const sockets = await openClients(
      `${server.base.replace(/^http/, 'ws')}${HUB_SOCKET_PATH}`,
      CLIENTS,
      (ws, i) => ws.send(JSON.stringify({ type: 'hello', token: tokens[i % tokens.length], since: null })),
      (m) => (m as HubServerMessage).type === 'ready',
      arrivals,
      (m) => ((m as HubServerMessage).type === 'event' ? String((m as Extract<HubServerMessage, { type: 'event' }>).event.payload.title) : null),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const connectedMb = rssMb(server.pid);
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, i) => {
        const key = `bench message ${i}`;
        arrivals.set(key, []);
        sentAt.set(key, performance.timeOrigin + performance.now());
        return writer!.query("INSERT INTO home_messages (title, audience) VALUES ($1, 'customer')", [key]);
      }),
    );
    await waitAll(arrivals, CLIENTS * MESSAGES, 60_000);
    const afterMb = rssMb(server.pid);
    for (const ws of sockets) ws.terminate();
    return { ...summarise(sentAt, arrivals), idleMb, connectedMb, afterMb };
  } finally {
    await writer?.end().catch(() => undefined);
    await server?.stop();
    postgres.stop();
  }
}

const bare = await baseline();
const measured = await hub();
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`hub: ${CLIENTS} clients, burst of ${MESSAGES} messages (${CLIENTS * MESSAGES} deliveries expected)`);
console.log(`  bare ws broadcast (baseline): delivered ${bare.delivered}, p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}, max ${ms(bare.max)}`);
console.log(`  hub (INSERT → NOTIFY → fan-out): delivered ${measured.delivered}, p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}, max ${ms(measured.max)}`);
console.log(`  ratio hub/bare: p50 ×${(measured.p50 / bare.p50).toFixed(1)}, p99 ×${(measured.p99 / bare.p99).toFixed(1)}`);
console.log(`  server RSS: idle ${measured.idleMb} MB, ${CLIENTS} connected ${measured.connectedMb} MB, after the burst ${measured.afterMb} MB`);
process.exit(measured.delivered === CLIENTS * MESSAGES ? 0 : 1);
