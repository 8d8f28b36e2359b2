// The real server on a fresh data folder, serving a client built from the sources as they are now: the
// client benches measure the code in the worktree, so a build older than any client source is rebuilt
// (the e2e helper only builds when there is none, which would bench yesterday's client).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureClientBuilt, REPO_ROOT, type RunningServer, startServer } from '../../tests/e2e/support/server';

/** What the client bundle is built from. */
const CLIENT_SOURCES = ['src/client', 'src/shared', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = resolve(REPO_ROOT, 'dist/client/index.html');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Whether dist/client is missing or older than a client source. */
export function clientBuildStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestChange(resolve(REPO_ROOT, source)) > built);
}

/** Builds the client when stale, then starts the server on a fresh data folder (stop() removes it). */
export async function startFreshClient(): Promise<RunningServer> {
  if (clientBuildStale()) {
    console.log('client build missing or older than its sources: building it first');
    ensureClientBuilt(REPO_ROOT, { force: true });
  }
  return startServer();
}
