// Starts the real server (`npx tsx src/server/main.ts`) on a fresh temporary data folder and a free
// loopback port, for the end-to-end tests and the client benchmark; stop() ends it and removes the folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Builds the client into dist/client when it is not there yet (a fresh checkout running e2e), or always with `force`. */
export function ensureClientBuilt(root: string = REPO_ROOT, { force = false } = {}): void {
  if (!force && existsSync(resolve(root, 'dist/client/index.html'))) return;
  // NODE_ENV=production: vitest sets it to 'test', which would give a development React build.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.on('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => res(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  // The server runs in its own process group (npx → tsx → node): signal the whole group.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, signal);
}

/** `root`: the project folder whose server and dist/client run (a ProjectCopy in some tests). */
export async function startServer(root: string = REPO_ROOT): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'f9-e2e-'));
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      kill(child, 'SIGTERM');
      await new Promise((r) => {
        const timer = setTimeout(() => {
          kill(child, 'SIGKILL');
          r(null);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(null);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/version.json`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
