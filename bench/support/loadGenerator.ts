// The HTTP load generator of the engine bench, run as a child process for a fixed time at a fixed number of
// connections. wrk (Debian's `wrk`, written in C) when it is installed, else autocannon (npm): on this
// 2-core machine the generator shares the cores with the server and the database, and autocannon spent
// 0.09–0.14 ms of CPU per request where wrk spent 0.025 (2026-11-27, same rounds): about a tenth of the
// machine at 2,500 requests a second, taken from what is measured. wrk also reports latencies to the
// microsecond, where autocannon rounds to whole milliseconds. BENCH_LOAD=autocannon or BENCH_LOAD=wrk chooses.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
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

/** Whether `command` (a name looked up on PATH, or an absolute path) is there to run; no shell involved. */
export function installed(command: string, path = process.env.PATH ?? ''): boolean {
  const candidates = isAbsolute(command) ? [command] : path.split(delimiter).filter(Boolean).map((dir) => join(dir, command));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** BENCH_LOAD's generator; unset: wrk when installed, else autocannon. */
export function chooseLoadGenerator(wanted = process.env.BENCH_LOAD, path = process.env.PATH ?? ''): LoadGeneratorName {
  if (wanted === undefined || wanted === '') return installed('wrk', path) ? 'wrk' : 'autocannon';
  if (wanted === 'autocannon') return 'autocannon';
  if (wanted !== 'wrk') throw new Error(`BENCH_LOAD must be wrk or autocannon, not "${wanted}"`);
  if (!installed('wrk', path)) throw new Error('BENCH_LOAD=wrk, but wrk is not installed (apt-get install wrk)');
  return 'wrk';
}

const TIME = '/usr/bin/time';

/** Runs the command under /usr/bin/time when there is one, for the command's own CPU (its last stderr line is "CPU <user> <system>"). */
async function runTimed(command: string, args: string[]): Promise<{ stdout: string; cpuMs?: number }> {
  const options = { maxBuffer: 64 * 1024 * 1024 };
  if (!installed(TIME)) return { stdout: (await run(command, args, options)).stdout };
  const { stdout, stderr } = await run(TIME, ['-f', 'CPU %U %S', command, ...args], options);
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
  // wrk with one thread: enough for 10 connections, and it keeps the generator to one core's share at most.
  const { stdout, cpuMs } =
    generator === 'wrk'
      ? await runTimed('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url])
      : await runTimed(process.execPath, [resolve(root, 'node_modules/autocannon/autocannon.js'), '-c', String(connections), '-d', String(seconds), '-j', url]);
  const figures = generator === 'wrk' ? parseWrk(stdout) : parseAutocannon(stdout);
  return { ...figures, generatorCpuPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(figures.total, 1) };
}

/** The figures of autocannon's `-j` (JSON) report. */
function parseAutocannon(report: string): Omit<LoadFigures, 'generatorCpuPerRequest'> {
  const r = JSON.parse(report);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total, errors: r.errors + r.non2xx };
}
