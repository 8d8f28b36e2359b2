// `npm run bench`: runs every bench file (bench/<area>/*.bench.ts or *Bench.ts) one after another, each in its own
// process, and prints what they print. `npm run bench -- server engine` runs only those areas.
// Benches are never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

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
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${relative(root, file)}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
