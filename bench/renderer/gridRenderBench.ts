// Time to render a grid page from its page schema in Chromium, against the real server: from the
// start of navigation to /setData/setAddress until the grid has drawn its first page of 10 rows,
// beside the same figure for the dashboard (a screen with no grid), in the same run.
// Run: npx tsx bench/renderer/gridRenderBench.ts   (BENCH_RUNS, default 9)
import type { Page } from 'playwright-core';
import { quantile, runBrowserBench, signedInPage } from '../support/browserHarness';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ROWS = 12;

async function addAddress(page: Page, i: number): Promise<void> {
  await page.click('[data-block="grid"] button[data-action="create"]');
  await page.waitForSelector('[data-dialog="form"] #root_name');
  await page.fill('#root_name', `Bench address ${String(i).padStart(2, '0')}`);
  await page.fill('#root_country', 'CN');
  await page.fill('#root_city', 'Shanghai');
  await page.fill('#root_line1', `${i} Bench Road`);
  await page.click('[data-dialog="form"] button[data-form="save"]');
  await page.waitForSelector('[data-dialog="form"]', { state: 'detached' });
}

interface Ready {
  selector: string;
  /** Text the element must start with; '' for mere presence. */
  text: string;
}

/** Milliseconds from navigation start until the element is there (a function, not a string: the CSP forbids eval). */
async function timeTo(page: Page, url: string, ready: Ready): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ selector, text }) => {
      const el = document.querySelector(selector);
      return el && (el.textContent ?? '').startsWith(text) ? performance.now() : false;
    },
    ready,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

runBrowserBench('renderer-grid', async (browser, baseUrl) => {
  const page = await signedInPage(browser, baseUrl);
  await page.goto(`${baseUrl}/setData/setAddress`);
  await page.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
  for (let i = 1; i <= ROWS; i++) await addAddress(page, i);

  // The grid is drawn when its accessibility table (rendered with the canvas) holds row 10. Any row 10:
  // the demo data seeds addresses of its own, so the tenth row (by the page's sort) need not be ours.
  const gridReady: Ready = { selector: '[data-testid="glide-cell-1-9"]', text: '' };
  const dashboardReady: Ready = { selector: '[data-testid="dashboard"]', text: '' };
  const grid: number[] = [];
  const dashboard: number[] = [];
  // One warm-up of each, then alternate so both see the same machine load.
  await timeTo(page, `${baseUrl}/setData/setAddress`, gridReady);
  await timeTo(page, `${baseUrl}/dashboard`, dashboardReady);
  for (let r = 0; r < RUNS; r++) {
    grid.push(await timeTo(page, `${baseUrl}/setData/setAddress`, gridReady));
    dashboard.push(await timeTo(page, `${baseUrl}/dashboard`, dashboardReady));
  }
  const line = (name: string, v: number[]) =>
    `${name.padEnd(44)} p50 ${quantile(v, 0.5).toFixed(0).padStart(5)} ms   p90 ${quantile(v, 0.9).toFixed(0).padStart(5)} ms`;
  console.log(`runs: ${RUNS} full page loads each (navigation start to drawn)`);
  console.log(line('grid page /setData/setAddress (10 rows)', grid));
  console.log(line('dashboard (no grid), same run', dashboard));
  const ratio = quantile(grid, 0.5) / quantile(dashboard, 0.5);
  console.log(`grid page / dashboard, p50: ${ratio.toFixed(2)}x`);
  return { runs: RUNS, gridPageMs: { p50: quantile(grid, 0.5), p90: quantile(grid, 0.9) }, dashboardMs: { p50: quantile(dashboard, 0.5), p90: quantile(dashboard, 0.9) }, ratioP50: ratio };
});
