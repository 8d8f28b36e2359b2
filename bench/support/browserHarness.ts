// The frame every browser bench shares: build the client if needed, start the real server on a fresh
// data folder, launch Chromium, measure, write bench/results/<name>.json, and always clean up.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { ensureClientBuilt, REPO_ROOT, startServer } from '../../tests/e2e/support/server';

/** The q-quantile (0..1) of the values, by rank. */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

export function runBrowserBench<T>(name: string, measure: (browser: Browser, baseUrl: string) => Promise<T>): void {
  const run = async () => {
    ensureClientBuilt();
    const server = await startServer();
    const browser = await launchBrowser();
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
