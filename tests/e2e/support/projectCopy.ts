// A throwaway copy of the project (src, schemas and the build configuration, node_modules linked) in
// which a test may add files, build the client and start the server, to show what a file alone changes.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './server';

const run = promisify(execFile);

/** What the client build (vite.config.ts imports its build steps from scripts/), the generator and the server need; .git, data and dist stay behind. */
const COPIED = ['src', 'schemas', 'generators', 'package.json', 'tsconfig.json', 'vite.config.ts', 'scripts'];

export interface ProjectCopy {
  root: string;
  /** Writes a file at a path relative to the copy's root, creating its folders. */
  addFile: (relativePath: string, content: string) => void;
  /** `npx vite build` in the copy: its client lands in <copy>/dist/client. */
  buildClient: () => Promise<void>;
  /** `npm run gen` in the copy: its menu tree, route titles and other generated files from its files. */
  gen: () => Promise<void>;
  remove: () => void;
}

export function copyProject(): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), 'f9-copy-'));
  for (const entry of COPIED) cpSync(resolve(REPO_ROOT, entry), resolve(root, entry), { recursive: true });
  symlinkSync(resolve(REPO_ROOT, 'node_modules'), resolve(root, 'node_modules'), 'dir');
  return {
    root,
    addFile: (relativePath, content) => {
      const target = resolve(root, relativePath);
      if (!target.startsWith(root + '/')) throw new Error(`${relativePath} is outside the project copy`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    },
    buildClient: async () => {
      // The runner config loader reads vite.config.ts in memory instead of bundling it into
      // node_modules/.vite-temp, which is the real tree's node_modules through the link. NODE_ENV is
      // vitest's 'test' here: left as is, vite would build React's development bundle, not the product's.
      const env = { ...process.env, NODE_ENV: 'production' };
      await run('npx', ['vite', 'build', '--logLevel', 'warn', '--configLoader', 'runner'], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
    },
    gen: async () => {
      await run('npx', ['tsx', 'generators/gen.ts'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
