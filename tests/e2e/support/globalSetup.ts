// End-to-end setup: checks for Debian's Chromium (loudly; a failure under CI=true), builds the client
// when dist/client is missing, starts the real server on a fresh data folder and a free port, and
// provides its base URL to the tests (inject('baseUrl')); serves what is made once per run on a test's
// first ask (testServices.ts: the copied app). Teardown stops them all.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { copiedPageFiles } from './copiedPages';
import { copyProject } from './projectCopy';
import { ensureClientBuilt, startServer } from './server';
import { serveTestServices } from './testServices';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumMissing: boolean;
    /** URL of testServices.ts's server. */
    testServices: string;
  }
}

/** The copied app (copiedApp.ts): a project copy with copiedPages.ts's files, its client built, its server started. */
async function startCopiedApp(): Promise<{ value: string; stop: () => Promise<void> }> {
  const copy = copyProject();
  try {
    for (const [path, content] of Object.entries(copiedPageFiles())) copy.addFile(path, content);
    await copy.buildClient();
    const server = await startServer(copy.root);
    return { value: server.baseUrl, stop: async () => (await server.stop(), copy.remove()) };
  } catch (error) {
    copy.remove();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const banner = '#'.repeat(78);
    console.error(`\n${banner}\n# E2E TESTS CANNOT RUN: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)\n${banner}\n`);
    if (process.env.CI === 'true') throw new Error(`${CHROMIUM_PATH} is missing`);
    project.provide('chromiumMissing', true);
    project.provide('baseUrl', '');
    project.provide('testServices', '');
    return () => undefined;
  }
  project.provide('chromiumMissing', false);

  ensureClientBuilt();

  const services = await serveTestServices({ 'copied-app': startCopiedApp });
  project.provide('testServices', services.url);
  // `npm test` runs every e2e file: the copied app's build then starts now, beside the first files.
  if (process.env.F9_E2E_WHOLE_RUN === '1') services.prepare('copied-app');

  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await services.stop();
  };
}
