// Runs a command and, once it exits, writes the CPU seconds it and its descendants used to file
// descriptor 3 (Linux: the reaped children's times in /proc/self/stat; nothing elsewhere). Used by
// scripts/test.mjs so each step's CPU time is known even when steps run side by side. A process that
// detaches from its parent (a PostgreSQL server started by pg_ctl) is not counted.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeSync } from 'node:fs';

const [cmd, ...args] = process.argv.slice(2);
const res = spawnSync(cmd, args, { stdio: 'inherit' });
if (existsSync('/proc/self/stat')) {
  // Fields after the command name (which may hold spaces): cutime and cstime are the 16th and 17th.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  // USER_HZ is 100 on every Linux this runs on.
  try {
    writeSync(3, `${JSON.stringify({ cpuSeconds: ticks / 100 })}\n`);
  } catch {
    // Run without fd 3 (by hand): nothing to report to.
  }
}
if (res.error) console.error(res.error.message);
process.exit(res.status ?? 1);
