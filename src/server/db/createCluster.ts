// A new PGlite database (cluster creation, migrations, demo data unless F9_DEMO=0) made in a
// short-lived process of its own: creating the cluster (initdb) grows PGlite's WebAssembly memory to
// ~900 MB, which a process never gives back. The server then opens the finished cluster and stays at
// its usual ~300 MB.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../seed/seed';
import { demoWanted } from '../seed/seedPolicy';
import { connect } from './connect';
import { migrate } from './migrate';
import type { Database } from './schema';

// This module's own file: here when it runs from source; beside the bundle that holds this code when
// compiled (dist/server/createCluster.js, an entry of its own, scripts/buildServer.mjs), so the server's
// bundle (main.js) never takes itself for it.
const self = fileURLToPath(new URL(`./createCluster${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));

/** Creates, migrates and seeds the cluster in `pgdataDir`, here, then closes it. */
async function createCluster(pgdataDir: string): Promise<void> {
  const handle = await connect<Database>({ kind: 'pglite', dataDir: pgdataDir });
  try {
    await migrate(handle.db);
    const { demoDataWritten } = await seedDatabase(handle.db, { demo: demoWanted(process.env, 'pglite') });
    if (demoDataWritten) console.log('Demo data written: admin/admin1234, demo/demo1234, acme/acme1234');
  } finally {
    await handle.close();
  }
}

/** Runs createCluster in a child process (same Node and loader flags as this one) and waits for it. */
export function createClusterInChild(pgdataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, self, pgdataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`creating the database in ${pgdataDir} failed (${signal ?? `exit code ${code}`})`))));
  });
}

if (process.argv[1] === self) {
  createCluster(process.argv[2]).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('creating the database failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
