// The frame every browser bench shares: the real server on a fresh data folder serving a fresh client
// build (freshClient.ts), Chromium, a signed-in page; measure, write bench/results/<name>.json, and
// always clean up.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser, loginThroughDialog, openPage, type PageOptions } from '../../tests/e2e/support/browser';
import { REPO_ROOT } from '../../tests/e2e/support/server';
import { startFreshClient } from './freshClient';

/** The q-quantile (0..1) of the values, by rank. */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * Waits until `seen` (run in the page: a function, not a string, as the CSP forbids eval) returns a moment
 * on the page's clock or true, looking at every frame: Playwright's default polling spaces out the longer
 * it waits, up to 500 ms between looks. Returns what `seen` returned, as a number.
 */
export async function atFrame<Arg>(page: Page, seen: (arg: Arg) => number | boolean, arg?: Arg): Promise<number> {
  // Playwright types the argument as it arrives in the page (Unboxed<Arg>): plain data here, the same.
  const handle = await page.waitForFunction(seen as (arg: unknown) => number | boolean, arg, { polling: 'raf', timeout: 30_000 });
  return Number(await handle.jsonValue());
}

/** The page's clock at the first frame painted after `at` (what was drawn by then is on screen). */
export function paintedAfter(page: Page, at: number): Promise<number> {
  return page.evaluate((at) => new Promise<number>((r) => requestAnimationFrame(() => r(Math.max(at, performance.now())))), at);
}

/** A new browser context signed in as the demo customer, on its dashboard. */
export async function signedInPage(browser: Browser, baseUrl: string, options: Omit<PageOptions, 'baseUrl'> = {}): Promise<Page> {
  const page = await openPage(browser, { language: 'en', ...options, baseUrl });
  await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
  return page;
}

export function runBrowserBench<T>(name: string, measure: (browser: Browser, baseUrl: string) => Promise<T>): void {
  const run = async () => {
    const server = await startFreshClient();
    const browser = await launchBrowser(CHROMIUM_PATH);
    try {
      const result = await measure(browser, server.baseUrl);
      const outDir = resolve(REPO_ROOT, 'bench/results');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(resolve(outDir, `${name}.json`), JSON.stringify(result, null, 2));
    } finally {
      await browser.close();
      await server.stop();
    }
  };
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
