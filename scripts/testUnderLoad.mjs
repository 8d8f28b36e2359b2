// `node scripts/testUnderLoad.mjs [steps…]`: runs `npm test` (scripts/test.mjs, with the same step
// names) while CPU hogs hold every core, as a machine shared with other work is. The suite must pass
// this way: tests wait for conditions, never for the clock. The hogs are stress-ng's CPU workers when it
// is installed (apt-get install stress-ng), else busy Node processes; F9_HOGS sets how many (default:
// one per core). They stop when the suite ends, however it ends.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const count = Number(process.env.F9_HOGS) || availableParallelism();
const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;

const hogs = hasStressNg
  ? [spawn('stress-ng', ['--cpu', String(count), '--quiet'], { stdio: 'ignore' })]
  : Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`testUnderLoad: ${count} CPU hog${count === 1 ? '' : 's'} (${hasStressNg ? 'stress-ng --cpu' : 'busy node processes'}) hold the cores while npm test runs`);

const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGTERM');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const suite = spawn(process.execPath, [resolve(root, 'scripts/test.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
suite.on('close', (code) => {
  stopHogs();
  process.exit(code ?? 1);
});
