// Starts a worker thread on one of the server's own modules, named beside the caller. The sources are
// TypeScript run by tsx; a worker registering tsx's loader would get a loader thread and a transpiler of
// its own (about 16 MB more, for each worker). So the worker's module and the modules it imports are
// bundled once into one JavaScript file (packages stay imports), kept under node_modules/.cache by the
// hash of its text: the same code is one file, written whole before it is used (a rename), so two
// processes starting at once never read a half-written one. The compiled server (dist/server, `npm start`)
// has its workers bundled beside it by the build (scripts/buildServer.mjs) and starts them as they are.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** esbuild, loaded only when a worker is bundled from source: the compiled server never loads it. */
const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof import('esbuild');

/** node_modules/.cache/f9-workers, in the node_modules the server's packages come from. */
function cacheDir(): string {
  const esbuildFile = fileURLToPath(import.meta.resolve('esbuild'));
  return join(esbuildFile.slice(0, esbuildFile.lastIndexOf('/node_modules/') + '/node_modules'.length), '.cache', 'f9-workers');
}

/** The worker module at `entry` (TypeScript) as one JavaScript file, its packages left as imports. */
function bundled(entry: string, name: string): URL {
  const { outputFiles } = esbuild().buildSync({ entryPoints: [entry], bundle: true, packages: 'external', format: 'esm', platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
  const text = outputFiles[0].text;
  const dir = cacheDir();
  const file = join(dir, `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
}

/** `callerUrl`: the caller's import.meta.url; `name`: the worker module beside it, without extension. */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const typescript = callerUrl.endsWith('.ts');
  const url = new URL(`./${name}${typescript ? '.ts' : '.js'}`, callerUrl);
  return new Worker(typescript ? bundled(fileURLToPath(url), name) : url, options);
}
