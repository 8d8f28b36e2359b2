// The server half of `npm run build`: src/server bundled by esbuild into dist/server, plain JavaScript
// that node starts without a transpiler (`npm start`; tsx stays for development and tests of the source).
// One file per module the server starts: main.js, and beside it the modules it runs in a thread or a
// process of their own, which it finds by name next to itself (threads/startWorker.ts, db/createCluster.ts).
// JSON imports (schemas/, locale packs) are inlined; packages stay imports of node_modules (PGlite finds its
// wasm and data files there); the SQL migrations are copied beside main.js, where db/migrate.ts reads them.
// Source maps without the sources' text: `node --enable-source-maps` names the .ts lines in stack traces.
// Each file is written whole under a temporary name and renamed, so a server starting while another build
// runs (test steps side by side) never reads half a file. esbuild, not tsc: a second or two, so `npm start`
// and the tests can build every time and never run a stale server (types are `npm run typecheck`'s job).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Output name → source: the server, and what it starts by name beside itself. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  pgliteWorker: 'src/server/db/pgliteWorker.ts',
  importWorker: 'src/server/resources/importWorker.ts',
  createCluster: 'src/server/db/createCluster.ts',
};

const MIGRATIONS = 'src/server/db/migrations';

function writeWhole(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** Builds the server of the project at `projectRoot` into its dist/server; resolves to that folder. */
export async function buildServer(projectRoot = root) {
  const outdir = resolve(projectRoot, 'dist/server');
  const { outputFiles } = await build({
    absWorkingDir: projectRoot,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  for (const file of outputFiles) writeWhole(file.path, file.contents);
  const sql = readdirSync(resolve(projectRoot, MIGRATIONS)).filter((name) => name.endsWith('.sql'));
  const copied = resolve(outdir, 'migrations');
  for (const name of sql) writeWhole(resolve(copied, name), readFileSync(resolve(projectRoot, MIGRATIONS, name)));
  // A migration renamed or removed in the source is gone from the build too.
  for (const name of readdirSync(copied)) if (name.endsWith('.sql') && !sql.includes(name)) rmSync(resolve(copied, name), { force: true });
  return outdir;
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const outdir = await buildServer();
  console.log(`server built into ${relative(process.cwd(), outdir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
