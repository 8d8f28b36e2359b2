// The HTTP load generator of the server benches, run as a child process for a fixed time at a fixed number of
// connections. wrk (Debian's `wrk`, written in C) when it is installed, else autocannon (npm): on this
// 2-core machine the generator shares the cores with the server and the database, and autocannon spent
// 0.09–0.14 ms of CPU per request where wrk spent 0.025 (2026-11-27, same rounds): about a tenth of the
// machine at 2,500 requests a second, taken from what is measured. wrk also reports latencies to the
// microsecond, where autocannon rounds to whole milliseconds. BENCH_LOAD=autocannon or BENCH_LOAD=wrk chooses.
// What a user waits for is all counted (issue 49): a request waits up to BENCH_TIMEOUT_SECONDS (default 20,
// the client's own timeout) before it counts as timed out, where wrk's default of 2 s dropped slower answers
// from the latencies without a word; timeouts are reported beside the percentiles, and a percentile that
// falls among them is Infinity (at least the timeout), never the answered requests' figure. Answers slower
// than 2 s are counted as `slow`. A run may cycle through a list of request paths (the same sequence for
// the engine and its baseline), so a list bench varies its filters, sorts and pages as users do.
import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { benchNumber } from './benchEnv';

export interface LoadFigures {
  /** Latencies in ms over every request sent: Infinity when the percentile falls among the timed-out ones. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  rps: number;
  /** Requests answered. */
  total: number;
  /** Answers other than 2xx/3xx and socket errors (timeouts apart). */
  errors: number;
  /** Requests not answered within the timeout. */
  timeouts: number;
  /** Answers that took longer than SLOW_MS (counted, never dropped). */
  slow: number;
  /** The generator's own CPU per request, ms (user + system, from /usr/bin/time when present). */
  generatorCpuPerRequest?: number;
}

export type LoadGeneratorName = 'wrk' | 'autocannon';

export interface LoadRun {
  /** The URL asked, or with `paths` the origin they are asked of. */
  url: string;
  /** Request paths (path and query) asked in this order, round again: one per request. */
  paths?: readonly string[];
  /** GET unless given; a body is sent as it is (one line: form-encoded), with `headers`. */
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Seconds a request may take before it counts as timed out; default BENCH_TIMEOUT_SECONDS. */
  timeoutSeconds?: number;
  /**
   * A user's pause before each call, ms on average (exponentially spread, as people's pauses are): each
   * connection is a person reading a page before the next click. 0 or absent: no pause (each connection
   * asks again the moment it is answered: the server's capacity, not a person's wait).
   */
  thinkMs?: number;
}

/** wrk's default timeout, which dropped slower answers from its latencies: an answer past it is "slow". */
export const SLOW_MS = 2000;
/** The client gives up on a call after 20 s (DESIGN "The wire contract"): past that a user has no answer. */
export const LOAD_TIMEOUT_SECONDS = benchNumber('BENCH_TIMEOUT_SECONDS', 20, 1);

const run = promisify(execFile);

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

/** What wrkReport.lua writes when the run is done. */
interface WrkLine {
  answered: number;
  timeouts: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  durationUs: number;
  p50Us: number;
  p90Us: number;
  p99Us: number;
  maxUs: number;
  slow: number;
}

/** The figures of a wrk run from its report and the F9LOAD line of wrkReport.lua. */
export function parseWrk(report: string): Omit<LoadFigures, 'generatorCpuPerRequest'> {
  const line = /^F9LOAD (\{.*\})$/m.exec(report);
  if (!line) throw new Error(`wrk's report lacks the F9LOAD line of wrkReport.lua (run without -s?):\n${report}`);
  const w = JSON.parse(line[1]) as WrkLine;
  // -1: the percentile falls among the timed-out requests (at least the timeout).
  const ms = (us: number) => (us < 0 ? Infinity : us / 1000);
  return {
    p50: ms(w.p50Us),
    p90: ms(w.p90Us),
    p99: ms(w.p99Us),
    max: w.timeouts > 0 ? Infinity : ms(w.maxUs),
    rps: w.answered / Math.max(w.durationUs / 1e6, 1e-9),
    total: w.answered,
    errors: w.status + w.connect + w.read + w.write,
    timeouts: w.timeouts,
    slow: w.slow,
  };
}

/** The q-quantile (0..1) of every request sent, from the answered latencies (sorted, ms) and the timeouts counted slower than any. */
export function quantileWithTimeouts(sortedMs: readonly number[], timeouts: number, q: number): number {
  const all = sortedMs.length + timeouts;
  if (all === 0) return NaN;
  const rank = Math.min(all - 1, Math.max(0, Math.ceil(q * all) - 1));
  return rank < sortedMs.length ? sortedMs[rank] : Infinity;
}

/** Figures from every answered request's latency (ms), as the autocannon child measures them. */
export function figuresOf(latenciesMs: readonly number[], timeouts: number, errors: number, seconds: number): Omit<LoadFigures, 'generatorCpuPerRequest'> {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => quantileWithTimeouts(sorted, timeouts, q);
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: timeouts > 0 ? Infinity : (sorted[sorted.length - 1] ?? NaN),
    rps: sorted.length / seconds,
    total: sorted.length,
    errors,
    timeouts,
    slow: sorted.filter((ms) => ms > SLOW_MS).length,
  };
}

/**
 * wrkReport.lua, with a pause before each request when `thinkMs` is given: wrk schedules requests by a
 * script's delay() only when the script it loads defines one, so a run without pauses loads it alone.
 */
function wrkScript(dir: string, thinkMs: number): string {
  const report = resolve(import.meta.dirname, 'wrkReport.lua');
  if (thinkMs <= 0) return report;
  const script = join(dir, 'think.lua');
  // Exponential pauses of mean thinkMs (Lua's own fixed seed: the same pauses every run).
  writeFileSync(script, `dofile(${JSON.stringify(report)})\nfunction delay() return math.floor(-${thinkMs} * math.log(1 - math.random())) end\n`);
  return script;
}

/** The requests of a run as wrkReport.lua reads them (autocannonLoad.ts too): method, headers, body, paths. */
export function requestLines(load: Pick<LoadRun, 'method' | 'headers' | 'body' | 'paths'>): string[] {
  if (load.body?.includes('\n')) throw new Error('a request body for the load generator is one line (form-encoded)');
  return [
    ...(load.method ? [`M ${load.method}`] : []),
    ...Object.entries(load.headers ?? {}).map(([name, value]) => `H ${name}: ${value}`),
    ...(load.body !== undefined ? [`B ${load.body}`] : []),
    ...(load.paths ?? []).map((path) => `P ${path}`),
  ];
}

export async function generateLoad(generator: LoadGeneratorName, load: LoadRun): Promise<LoadFigures> {
  const timeout = load.timeoutSeconds ?? LOAD_TIMEOUT_SECONDS;
  const dir = mkdtempSync(join(tmpdir(), 'f9-load-'));
  try {
    const requestFile = join(dir, 'requests');
    if (load.paths?.length === 0) throw new Error('a load run with a list of paths needs at least one');
    writeFileSync(requestFile, requestLines(load).join('\n') + '\n');
    // wrk with one thread: enough for 50 connections, and it keeps the generator to one core's share at most.
    const { stdout, cpuMs } =
      generator === 'wrk'
        ? await runTimed('wrk', ['-t1', `-c${load.connections}`, `-d${load.seconds}s`, `--timeout`, `${timeout}s`, '--latency', '-s', wrkScript(dir, load.thinkMs ?? 0), load.url, '--', requestFile])
        : await runTimed(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'autocannonLoad.ts'), JSON.stringify({ url: load.url, requestFile, connections: load.connections, seconds: load.seconds, timeoutSeconds: timeout, thinkMs: load.thinkMs ?? 0 })]);
    const figures = generator === 'wrk' ? parseWrk(stdout) : (JSON.parse(stdout.trim().split('\n').pop()!) as Omit<LoadFigures, 'generatorCpuPerRequest'>);
    // JSON has no Infinity: the autocannon child writes null for it.
    for (const key of ['p50', 'p90', 'p99', 'max'] as const) if (figures[key] === null) figures[key] = Infinity;
    return { ...figures, generatorCpuPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(figures.total, 1) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `total` answers plus what went wrong, as one short text ("12,345 answers, 3 timeouts, 2 slow"). */
export function answersText(f: Pick<LoadFigures, 'total' | 'errors' | 'timeouts' | 'slow'>): string {
  const parts = [`${f.total.toLocaleString('en')} answers`, `${f.timeouts} timeouts`, `${f.slow} over ${SLOW_MS / 1000} s`];
  if (f.errors > 0) parts.push(`${f.errors} errors`);
  return parts.join(', ');
}
