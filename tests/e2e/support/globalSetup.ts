// End-to-end setup: checks for Debian's Chromium (loudly; a failure under CI=true), builds the client
// when dist/client is missing, and serves what is made once per run on a test's first ask
// (testServices.ts): each worker's real server on a fresh data folder and a free port
// (workerServer.ts), and the copied app. Teardown stops them all.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { TEST_CHROMIUM_PATH } from './browser';
import { copiedPageFiles } from './copiedPages';
import { copyProject } from './projectCopy';
import { ensureClientBuilt, startServer } from './server';
import { serveTestServices } from './testServices';
import { workerServerName } from './workerServer';

declare module 'vitest' {
  export interface ProvidedContext {
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
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    const banner = '#'.repeat(78);
    console.error(`\n${banner}\n# E2E TESTS CANNOT RUN: ${TEST_CHROMIUM_PATH} is missing (apt-get install -y chromium-headless-shell)\n${banner}\n`);
    if (process.env.CI === 'true') throw new Error(`${TEST_CHROMIUM_PATH} is missing`);
    project.provide('chromiumMissing', true);
    project.provide('testServices', '');
    return () => undefined;
  }
  project.provide('chromiumMissing', false);

  ensureClientBuilt();

  const workers = project.config.maxWorkers;
  const services = await serveTestServices((name) => {
    if (name === 'copied-app') return startCopiedApp;
    const worker = Number(/^server-(\d+)$/.exec(name)?.[1]);
    if (!(worker >= 1 && worker <= workers)) return undefined;
    return async () => {
      const server = await startServer();
      return { value: server.baseUrl, stop: server.stop };
    };
  });
  project.provide('testServices', services.url);
  // The first worker's server starts now; `npm test` runs every e2e file, so every worker's server and the
  // copied app's build start now too, beside the first files.
  services.prepare(workerServerName('1'));
  if (process.env.F9_E2E_WHOLE_RUN === '1') {
    for (let worker = 2; worker <= workers; worker++) services.prepare(workerServerName(String(worker)));
    services.prepare('copied-app');
  }
  return () => services.stop();
}
