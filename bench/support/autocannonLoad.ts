// autocannon as the load generator's child process (loadGenerator.ts, when wrk is not installed or
// BENCH_LOAD=autocannon): the same run as wrk's, paths in order when given, every answer's latency kept so
// the percentiles count the timed-out requests, and one JSON line of figures on stdout. Not a bench.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { figuresOf } from './loadGenerator';

interface Instance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = ((options: object) => Instance & PromiseLike<{ timeouts: number; errors: number; non2xx: number }>) & { track?: unknown };

const { url, requestFile, connections, seconds, timeoutSeconds, thinkMs } = JSON.parse(process.argv[2]) as { url: string; requestFile: string; connections: number; seconds: number; timeoutSeconds: number; thinkMs: number };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
// The request file of loadGenerator.ts's requestLines: `M`, `H`, `B` and `P` lines.
const lines = readFileSync(requestFile, 'utf8').split('\n').filter(Boolean);
const of = (kind: string) => lines.filter((l) => l.startsWith(`${kind} `)).map((l) => l.slice(2));
const paths = of('P').length > 0 ? of('P') : undefined;
const method = of('M')[0];
const body = of('B')[0];
const headers = Object.fromEntries(of('H').map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1).trim()]));
let next = 0;
const latencies: number[] = [];
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  timeout: timeoutSeconds,
  // A person's pause: autocannon paces each connection at a fixed rate (wrk spreads the pauses).
  ...(thinkMs > 0 ? { connectionRate: 1000 / thinkMs } : {}),
  ...(method ? { method } : {}),
  ...(body !== undefined ? { body } : {}),
  headers,
  ...(paths ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length] }) }] } : {}),
});
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
const figures = figuresOf(latencies, result.timeouts, result.errors - result.timeouts + result.non2xx, seconds);
// JSON has no Infinity: null stands for it (loadGenerator.ts reads it back).
console.log(JSON.stringify(figures, (_key, value) => (value === Infinity ? null : value)));
