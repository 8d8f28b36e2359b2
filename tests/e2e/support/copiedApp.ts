// The app that shows what page files alone change: a throwaway copy of the project with the files of
// copiedPages.ts added (projectCopy.ts), its client built and its server started once per run, by the
// e2e global setup when the first test file asks for it (testServices.ts), and stopped and removed at
// the end. Each file using it gets its own Chromium. Read `.browser` and `.server` inside tests and hooks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { copiedPageFiles } from './copiedPages';
import type { RunningServer } from './server';
import { askTestServices } from './testServices';

export { asPageFile } from './copiedPages';

/**
 * `files`: path relative to the project root → content, the files this test relies on; each must be one
 * of copiedPages.ts, as it is (the copy holds them all).
 */
export function copiedAppForFile(files: Record<string, string>): { readonly browser: Browser; readonly server: Pick<RunningServer, 'baseUrl'> } {
  const holder = { browser: undefined as unknown as Browser, server: undefined as unknown as Pick<RunningServer, 'baseUrl'> };
  beforeAll(async () => {
    if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
    const copied = copiedPageFiles();
    for (const [path, content] of Object.entries(files)) {
      if (copied[path] !== content) throw new Error(`${path}: the copied app holds the files of tests/e2e/support/copiedPages.ts; add this one there as the test needs it`);
    }
    holder.server = { baseUrl: await askTestServices('copied-app') };
    holder.browser = await launchBrowser();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}
