// `npm test`: every check a change can break, in order, stopping at nothing so the summary is
// complete. Types, lint, generated-files drift, unit + schema lint, component, API on PGlite,
// API again on a throwaway PostgreSQL server, then end-to-end in Chromium against the built app.
// A suite that cannot run says so; under CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reportsDir = resolve(root, '.tmp/test-reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit ui` runs just those steps
const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  steps.push({ name, ok });
  return ok;
}

function vitest(name, projects, env = {}, reporters = []) {
  const out = resolve(reportsDir, `${name}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  run(name, 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', ...reporters.map((r) => `--reporter=${r}`), `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}

run('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint', 'npx', ['eslint', '.']);
if (existsSync(resolve(root, 'generators/gen.ts'))) run('gen-drift', 'npx', ['tsx', 'generators/gen.ts', '--check']);
// One project per run: vitest refuses to mix projects with different worker limits in one run.
vitest('unit', ['unit']);
vitest('ui', ['ui']);
vitest('api-pglite', ['api'], { F9_TEST_DB: 'pglite' });
vitest('api-postgres', ['api'], { F9_TEST_DB: 'pg' });
if (!only.length || only.includes('e2e')) run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
vitest('e2e', ['e2e'], {}, ['./tests/e2e/support/retriedTestsReporter.ts']);

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name}`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
