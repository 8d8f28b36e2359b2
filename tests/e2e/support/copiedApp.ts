// The app of one e2e file that shows what files alone change: a throwaway copy of the project with the
// files added (projectCopy.ts), its client built and its server started, and Chromium, all made before
// the file's tests (failing loudly when Debian's chromium is missing) and stopped and removed after
// them. Read `.browser` and `.server` inside tests and hooks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { copyProject, type ProjectCopy } from './projectCopy';
import { type RunningServer, startServer } from './server';

/** A page JSON kept elsewhere (a sample) as the text of a page file under schemas/pages/<group>/: only its `$schema` path changes with its place. */
export function asPageFile(page: object): string {
  return `${JSON.stringify({ ...page, $schema: '../../page.schema.json' }, null, 2)}\n`;
}

/** `files`: path relative to the project root → content. Building a copy's client takes minutes on a loaded machine. */
export function copiedAppForFile(files: Record<string, string>): { readonly browser: Browser; readonly server: RunningServer } {
  const holder = { browser: undefined as unknown as Browser, server: undefined as unknown as RunningServer };
  let copy: ProjectCopy | undefined;
  beforeAll(async () => {
    if (inject('chromiumMissing')) throw new Error('Chromium is missing: see the message of the e2e global setup');
    copy = copyProject();
    for (const [path, content] of Object.entries(files)) copy.addFile(path, content);
    await copy.buildClient();
    holder.server = await startServer(copy.root);
    holder.browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await holder.browser?.close();
    await holder.server?.stop();
    copy?.remove();
  });
  return holder;
}
