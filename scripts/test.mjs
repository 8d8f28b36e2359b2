// `npm test`: every check a change can break, stopping at nothing so the summary is complete. Types,
// lint, generated-files drift, unit + schema lint, component, API on PGlite, API again on a throwaway
// PostgreSQL server, a client build, then end-to-end in Chromium against the built app.
// Steps that share nothing (no database, no port, no file one writes and another reads) run side by
// side, as many at a time as the machine has cores (F9_TEST_JOBS overrides); the build and the
// end-to-end tests after it are the longest chain, so they start first. Each step's output is kept
// whole in .tmp/test-reports/<step>.log and printed, prefixed with the step's name, as it comes.
// A suite that cannot run says so; under CI=true that is a failure.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
const reportsDir = resolve(root, '.tmp/test-reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit ui` runs just those steps
const jobs = Number(process.env.F9_TEST_JOBS) || Math.max(2, availableParallelism());

function vitestArgs(name, project, reporters = []) {
  const out = resolve(reportsDir, `${name}.json`);
  return ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', ...reporters.map((r) => `--reporter=${r}`), `--outputFile.json=${out}`];
}

// In the order they start when a slot is free: the longest chain first (build, then e2e), then the
// longest single steps, so that the short ones fill in at the end.
// One project per vitest run: vitest runs projects of different worker limits one after another anyway.
const allSteps = [
  { name: 'build', args: ['vite', 'build', '--logLevel', 'warn'], env: { NODE_ENV: 'production' } },
  { name: 'e2e', after: ['build'], args: vitestArgs('e2e', 'e2e', ['./tests/e2e/support/retriedTestsReporter.ts']), env: { F9_E2E_WHOLE_RUN: '1' }, report: true },
  { name: 'api-pglite', args: vitestArgs('api-pglite', 'api'), env: { F9_TEST_DB: 'pglite' }, report: true },
  { name: 'ui', args: vitestArgs('ui', 'ui'), report: true },
  { name: 'api-postgres', args: vitestArgs('api-postgres', 'api'), env: { F9_TEST_DB: 'pg' }, report: true },
  { name: 'unit', args: vitestArgs('unit', 'unit'), report: true },
  { name: 'types', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', args: ['eslint', '.'] },
  ...(existsSync(resolve(root, 'generators/gen.ts')) ? [{ name: 'gen-drift', args: ['tsx', 'generators/gen.ts', '--check'] }] : []),
];
// The build runs when the e2e tests do (they test what it built).
const wanted = new Set(only.length ? [...only, ...(only.includes('e2e') ? ['build'] : [])] : allSteps.map((s) => s.name));
const unknown = only.filter((name) => !allSteps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${allSteps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const steps = allSteps.filter((s) => wanted.has(s.name)).map((s) => ({ ...s, after: (s.after ?? []).filter((a) => wanted.has(a)), state: 'waiting' }));
const width = Math.max(...steps.map((s) => s.name.length));

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

/** Runs one step through cpuTimed.mjs (its CPU time comes back on fd 3); resolves when it ends. */
function runStep(step) {
  step.state = 'running';
  step.started = Date.now();
  const prefix = `[${step.name.padEnd(width)}] `;
  console.log(`${prefix}=== npx ${step.args.join(' ')} (load ${load()})`);
  const log = createWriteStream(resolve(reportsDir, `${step.name}.log`));
  const child = spawn(process.execPath, [resolve(root, 'scripts/cpuTimed.mjs'), 'npx', ...step.args], {
    cwd: root,
    // Each vitest run its own results cache (the order of its files): runs side by side would write one file at once.
    env: { ...process.env, F9_TEST_STEP: step.name, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(prefix + line);
      log.write(`${line}\n`);
    });
  }
  let timing = '';
  child.stdio[3].on('data', (chunk) => (timing += chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      step.ms = Date.now() - step.started;
      step.ok = code === 0;
      step.cpuSeconds = timing ? JSON.parse(timing).cpuSeconds : undefined;
      step.state = 'done';
      log.end();
      if (step.report) countTests(step);
      console.log(`${prefix}=== ${step.ok ? 'ok' : 'FAILED'} in ${seconds(step.ms)} (load ${load()})`);
      done();
    });
  });
}

function countTests(step) {
  const out = resolve(reportsDir, `${step.name}.json`);
  if (!existsSync(out)) return;
  const r = JSON.parse(readFileSync(out, 'utf8'));
  step.tests = { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
  // Named again under the summary: CI shows only the end of a long log, and a failure must be found there.
  const firstLine = (text) => String(text ?? '').split('\n')[0].slice(0, 300);
  step.failures = (r.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${name} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed outside its tests (its beforeAll, an import) has no failed test to name.
    return tests.length || file.status !== 'failed' ? tests : [`${name}: ${firstLine(file.message)}`];
  });
}

/** The machine's CPU seconds busy and idle so far (Linux /proc/stat; undefined elsewhere). */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / 100, idle: idle / 100 };
  } catch {
    return undefined;
  }
}

const startedAt = Date.now();
const startLoad = load();
const cpuAtStart = machineCpu();
await new Promise((allDone) => {
  let running = 0;
  const next = () => {
    const ready = steps.filter((s) => s.state === 'waiting' && s.after.every((a) => steps.find((d) => d.name === a).state === 'done'));
    // A step whose prerequisite failed still runs: the summary says what each part of the suite found.
    for (const step of ready) {
      if (running >= jobs) break;
      running++;
      runStep(step).then(() => {
        running--;
        next();
      });
    }
    if (running === 0 && steps.every((s) => s.state === 'done')) allDone();
  };
  next();
});

console.log(`\n=== summary: ${seconds(Date.now() - startedAt)}, ${jobs} steps at a time, load ${startLoad} at the start and ${load()} at the end`);
// The whole machine's CPU over the run (every process, this run's and anything else's): near 100 % the
// suite is CPU-bound, and only less work per test makes it shorter; well under, steps wait on each other.
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const busy = cpuAtEnd.busy - cpuAtStart.busy;
  const idle = cpuAtEnd.idle - cpuAtStart.idle;
  console.log(`machine CPU: ${seconds(busy * 1000)} busy, ${seconds(idle * 1000)} idle (${((100 * busy) / (busy + idle)).toFixed(0)} % busy)`);
}
const totals = { passed: 0, failed: 0, skipped: 0 };
const summaryOrder = ['types', 'lint', 'gen-drift', 'unit', 'ui', 'api-pglite', 'api-postgres', 'build', 'e2e'];
for (const s of [...steps].sort((a, b) => summaryOrder.indexOf(a.name) - summaryOrder.indexOf(b.name))) {
  const cpu = s.cpuSeconds === undefined ? '' : `, cpu ${seconds(s.cpuSeconds * 1000)}`;
  const tests = s.tests ? `, ${s.tests.passed} passed, ${s.tests.failed} failed, ${s.tests.skipped} skipped` : '';
  console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(width)}  wall ${seconds(s.ms)}${cpu}${tests}`);
  for (const k of Object.keys(totals)) totals[k] += s.tests?.[k] ?? 0;
}
const failures = steps.flatMap((s) => (s.failures ?? []).map((f) => `  [${s.name}] ${f}`));
if (failures.length) console.log(`failed tests:\n${failures.slice(0, 40).join('\n')}`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
