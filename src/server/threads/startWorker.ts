// Starts a worker thread on one of the server's own modules, named beside the caller. The sources are
// TypeScript run by tsx (and compiled JavaScript once built): a TypeScript worker registers tsx's
// loader, then imports its entry (Node 20 resolves an entry given directly before any --import loader
// is in place).
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `callerUrl`: the caller's import.meta.url; `name`: the worker module beside it, without extension. */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const typescript = callerUrl.endsWith('.ts');
  const url = new URL(`./${name}${typescript ? '.ts' : '.js'}`, callerUrl);
  if (!typescript) return new Worker(url, options);
  const tsxApi = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
