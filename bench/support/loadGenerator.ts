// The HTTP load generator of the engine bench, run as a child process for a fixed time at a fixed number of
// connections. wrk (Debian's `wrk`, written in C) when it is installed, else autocannon (npm): on this
// 2-core machine the generator shares the cores with the server and the database, and autocannon spent
// 0.09–0.14 ms of CPU per request where wrk spent 0.025 (2026-11-27, same rounds): about a tenth of the
// machine at 2,500 requests a second, taken from what is measured. wrk also reports latencies to the
// microsecond, where autocannon rounds to whole milliseconds. BENCH_LOAD=autocannon or BENCH_LOAD=wrk chooses.
import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

export interface LoadFigures {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  errors: number;
  /** The generator's own CPU per request, ms (user + system, from /usr/bin/time when present). */
  generatorCpuPerRequest?: number;
}

export type LoadGeneratorName = 'wrk' | 'autocannon';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function chooseLoadGenerator(wanted = process.env.BENCH_LOAD): LoadGeneratorName {
  if (wanted === 'autocannon') return 'autocannon';
  if (wanted === 'wrk' || (wanted === undefined && installed('wrk'))) {
    if (!installed('wrk')) throw new Error('BENCH_LOAD=wrk, but wrk is not installed (apt-get install wrk)');
    return 'wrk';
  }
  if (wanted !== undefined) throw new Error(`BENCH_LOAD must be wrk or autocannon, not "${wanted}"`);
  return 'autocannon';
}

const timed = installed('/usr/bin/time');

/** Runs the command under /usr/bin/time when there is one; its last stderr line is then "CPU <user> <system>". */
async function runTimed(command: string, args: string[]): Promise<{ stdout: string; cpuMs?: number }> {
  if (!timed) return { stdout: (await run(command, args, { maxBuffer: 64 * 1024 * 1024 })).stdout };
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', 'CPU %U %S', command, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const [user, system] = (stderr.trim().split('\n').pop() ?? '').split(' ').slice(1).map(Number);
  return { stdout, cpuMs: Number.isFinite(user + system) ? (user + system) * 1000 : undefined };
}

/** A wrk duration ("812.00us", "8.11ms", "1.02s") in ms. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`not a wrk duration: ${text}`);
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(report: string): Omit<LoadFigures, 'generatorCpuPerRequest'> {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`wrk's report lacks ${pattern}:\n${report}`);
    return match[1];
  };
  const total = Number(field(/(\d+) requests in/));
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { p50: wrkMs(field(/ 50%\s+(\S+)/)), p99: wrkMs(field(/ 99%\s+(\S+)/)), rps: Number(field(/Requests\/sec:\s+(\S+)/)), total, errors };
}

export async function generateLoad(generator: LoadGeneratorName, url: string, connections: number, seconds: number): Promise<LoadFigures> {
  if (generator === 'wrk') {
    // One thread: enough for 10 connections, and it keeps the generator to one core's share at most.
    const { stdout, cpuMs } = await runTimed('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url]);
    const figures = parseWrk(stdout);
    return { ...figures, generatorCpuPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(figures.total, 1) };
  }
  const { stdout, cpuMs } = await runTimed(process.execPath, [resolve(root, 'node_modules/autocannon/autocannon.js'), '-c', String(connections), '-d', String(seconds), '-j', url]);
  const r = JSON.parse(stdout);
  const total = r.requests.total as number;
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total, errors: r.errors + r.non2xx, generatorCpuPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(total, 1) };
}
