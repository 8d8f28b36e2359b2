// The server as `npm start` runs it: built into dist/server by the script its prestart runs
// (scripts/buildServer.mjs: esbuild, a few seconds; files renamed into place whole, so test files building
// side by side never start half a file), then started with package.json's own start command under this
// node. Built once per test process and project folder, so an edit to the server is always in what runs.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const builds = new Map<string, Promise<unknown>>();

export interface ServerCommand {
  command: string;
  args: string[];
}

/** `npm start`'s command after its build (`exec node --enable-source-maps dist/server/main.js`), with this process's node. */
export function startCommand(root: string): ServerCommand {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  // `exec`: the shell npm runs the script in becomes node, so a SIGTERM npm passes on reaches the server.
  const [program, ...args] = scripts.start.trim().replace(/^exec\s+/, '').split(/\s+/);
  if (program !== 'node' || args.some((arg) => /["'$&|;<>]/.test(arg))) throw new Error(`package.json's start is no plain node command, which this helper can run: ${scripts.start}`);
  return { command: process.execPath, args };
}

/** Builds the server of `root` (once per process) and gives the command that starts it as `npm start` does. */
export async function compiledServerCommand(root: string): Promise<ServerCommand> {
  let build = builds.get(root);
  if (!build) {
    build = run(process.execPath, [resolve(root, 'scripts/buildServer.mjs')], { cwd: root });
    builds.set(root, build);
  }
  await build;
  return startCommand(root);
}
