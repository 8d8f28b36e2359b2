// `npm run bench`: runs every bench file (bench/<area>/*.bench.ts or *Bench.ts) one after another, each in its own
// process, and prints what they print; then one table of every goal the benches judged in this run (each
// writes its own to bench/results/goals, support/goals.ts), with the load average at the start and the end.
// `npm run bench -- server engine` runs only those areas. Benches are never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { GOALS_DIR, type GoalLine, row } from './support/goals';

const root = resolve(import.meta.dirname, '..');
const benchDir = resolve(root, 'bench');
const only = process.argv.slice(2);

function benchFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (name === 'node_modules' || name === 'results') return [];
      if (statSync(full).isDirectory()) return benchFiles(full);
      return name.endsWith('.bench.ts') || name.endsWith('Bench.ts') ? [full] : [];
    });
}

const files = benchFiles(benchDir).filter((f) => !only.length || only.some((area) => relative(benchDir, f).startsWith(`${area}/`)));
if (!files.length) {
  console.error(`no bench files found${only.length ? ` for ${only.join(', ')}` : ''} (bench/<area>/*.bench.ts or *Bench.ts)`);
  process.exit(1);
}
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const startLoad = loadAverage();
// Only this run's goals in the closing table.
rmSync(GOALS_DIR, { recursive: true, force: true });
const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${relative(root, file)} (load average ${loadAverage()})`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed.push(relative(root, file));
}
const lines = existsSync(GOALS_DIR)
  ? readdirSync(GOALS_DIR)
      .sort()
      .flatMap((name) => {
        const { bench, lines } = JSON.parse(readFileSync(join(GOALS_DIR, name), 'utf8')) as { bench: string; lines: GoalLine[] };
        // Infinity and NaN travel as text in JSON.
        return lines.map((line) => ({ bench, ...row({ ...line, figure: Number(line.figure), ratio: line.ratio === undefined ? undefined : Number(line.ratio), baseline: line.baseline && { ...line.baseline, value: Number(line.baseline.value) } }) }));
      })
  : [];
console.log(`\n=== every goal of this run (load average ${startLoad} at the start, ${loadAverage()} at the end)`);
if (lines.length) console.table(lines);
const notMet = lines.filter((l) => (l as Record<string, string>).result !== 'met').length;
console.log(`${lines.length - notMet} of ${lines.length} goals met${failed.length ? `; these benches failed or had invalid figures: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
