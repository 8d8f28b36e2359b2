// Starts the real server as `npm start` runs it (compiled into dist/server first: compiledServer.ts) on a
// fresh temporary data folder and a free loopback port, for the end-to-end tests and the client
// benchmark; stop() ends it and removes the folder.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { compiledServerCommand } from '../../api/support/compiledServer';

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

/**
 * The URL the server prints once it listens (it binds port 0 and the system picks a free one: a port
 * found free first could be taken by another process before the server binds it). Its output goes on
 * to this process's.
 */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let seen = '';
    const onData = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      seen = (seen + chunk.toString()).slice(-4096);
      const m = /listening on (http:\/\/\S+)/.exec(seen);
      if (m) resolveUrl(m[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', (chunk: Buffer) => onData(chunk, process.stdout));
    child.stderr?.on('data', (chunk: Buffer) => onData(chunk, process.stderr));
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}

function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  // The server runs in its own process group, with the child that creates its database: signal the whole group.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, signal);
}

const clusters = new Map<string, Promise<string>>();

/**
 * A new database as the server makes one on first start (dist/server/createCluster.js: the cluster,
 * its migrations and the demo data), made once per process and project folder and copied into each
 * server's data folder: making one costs about 20 CPU-s, a copy a fraction of one. Removed at exit.
 */
function clusterTemplate(root: string): Promise<string> {
  let made = clusters.get(root);
  if (!made) {
    const dir = mkdtempSync(join(tmpdir(), 'f9-e2e-cluster-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const pgdata = join(dir, 'pgdata');
    made = promisify(execFile)(process.execPath, [resolve(root, 'dist/server/createCluster.js'), pgdata], { cwd: root }).then(() => pgdata);
    clusters.set(root, made);
  }
  return made;
}

/**
 * `root`: the project folder whose server and dist/client run (a ProjectCopy in some tests);
 * `readyPath`: what must answer before the server counts as started (an API test's copy has no client).
 */
export async function startServer(root: string = REPO_ROOT, { readyPath = '/version.json' } = {}): Promise<RunningServer> {
  const start = await compiledServerCommand(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'f9-e2e-'));
  // The server opens the cluster it finds there (as after a restart) instead of making one.
  cpSync(await clusterTemplate(root), join(dataDir, 'pgdata'), { recursive: true });
  const child = spawn(start.command, start.args, {
    cwd: root,
    // Webhooks may reach this machine: the tests' receivers listen on 127.0.0.1 (webhookTargets.ts).
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', F9_WEBHOOK_PRIVATE_TARGETS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
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
    const baseUrl = await listeningUrl(child);
    if (!(await fetch(`${baseUrl}${readyPath}`)).ok) throw new Error(`The server at ${baseUrl} does not answer ${readyPath}`);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
