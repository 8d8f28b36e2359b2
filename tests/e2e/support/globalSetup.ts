// End-to-end setup: checks for Debian's Chromium (loudly; a failure under CI=true), builds the client
// when dist/client is missing, starts the real server on a fresh data folder and a free port, and
// provides its base URL to the tests (inject('baseUrl')). Teardown stops the server.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { ensureClientBuilt, startServer } from './server';

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

  ensureClientBuilt();

  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
