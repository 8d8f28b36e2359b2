// End-to-end setup: checks for Debian's Chromium (loudly; a failure under CI=true), builds the client
// when dist/client is missing, starts the real server on a fresh data folder and a free port, and
// provides its base URL to the tests (inject('baseUrl')). Teardown stops the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { REPO_ROOT, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumMissing: boolean;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const banner = '#'.repeat(78);
    console.error(`\n${banner}\n# E2E TESTS CANNOT RUN: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)\n${banner}\n`);
    if (process.env.CI === 'true') throw new Error(`${CHROMIUM_PATH} is missing`);
    project.provide('chromiumMissing', true);
    project.provide('baseUrl', '');
    return () => undefined;
  }
  project.provide('chromiumMissing', false);

  if (!existsSync(resolve(REPO_ROOT, 'dist/client/index.html'))) {
    // NODE_ENV=production: vitest sets it to 'test', which would give a development React build.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
