// Time to render a grid page from its page schema in Chromium, against the real server: from the
// start of navigation to /setData/setAddress until the grid has drawn its first page of 10 rows,
// beside the same figure for the dashboard (a screen with no grid), in the same run.
// "Drawn" two ways. As before (issue 11's 1.3x goal was set on it): glide's accessibility table holds
// row 10; glide builds that table in a 200 ms debounce after the grid's last change, so the figure
// carries up to 200 ms that no one sees. And the rows on the canvas: the grid holds 10 rows
// (data-grid-rows) and a frame has been painted since.
// The dashboard by its URL is also counted at its first painted frame (since 2026-11-27): until then it
// was counted when its element was in the DOM, before that frame, while the grid page was counted a
// painted frame later. That frame is the dashboard's heaviest moment (the whole app's first style, layout
// and paint, after its cards' effects run), some 60-90 ms on this machine: the old figure compared the
// grid page drawn with the dashboard not yet drawn. Both figures are printed; the goal is read on the
// painted one, as the menu path has always been. And each timed load now starts once the page before it
// has been quiet (no request for 500 ms: quiet() below), as the menu path's do.
// What each waits for (a signed-in reload; the resource timeline of Chromium): both wait for the entry,
// the site settings, the language pack and the grants (asked at start beside the settings:
// app/signedInStart.ts), then the layout. The dashboard is "drawn" once its element is in the DOM and a frame painted (its
// cards' calls, started with the grants, may still be on their way). The grid page also waits for the
// renderer, the page schema and the grid's chunk (glide, the largest: it is evaluated on the main thread
// while the rest starts), the column preference (asked at start: renderer/core/pageFirstCalls.ts), the
// first list page (asked as soon as the grants hold the route; within a minute of the last load it comes
// from the response cache, as in this bench's repeated loads) and glide's first draw.
// Two paths are measured, each against the dashboard reached the same way in the same run:
// - a reload (the figures above, as before): the page opened by its URL, everything fetched after it;
// - the menu (issue 11's own case: a user reaches a grid page from the menu): signed in on the dashboard,
//   settled (its network idle, then MENU_SETTLE_MS more: a user reads a screen a few seconds before
//   reaching for the menu; the ratio came out 1.0x without this wait and 1.5x with it, the dashboard's
//   side being faster from a settled page), the user opens the menu group, points at the entry, rests on it for MENU_DWELL_MS (a pointer moving onto an entry
//   and clicking takes a human at least that) and clicks; timed on the page's own clock from the click
//   to the 10 rows on the canvas and painted. The dashboard's figure: settled on
//   the grid page, the same gestures on the menu's Dashboard entry, to its element and a painted frame.
//   What hovering, opening the menu and the idle time on the previous screen may fetch ahead is in it,
//   as it is for a user; each run starts from a reload, so no screen is kept alive from the run before.
// Run: npx tsx bench/renderer/gridRenderBench.ts   (BENCH_RUNS, default 15; MENU_DWELL_MS, default 100; MENU_SETTLE_MS, default 3000)
// Fifteen loads a side since 2026-11-27: with nine, the menu path gave 1.07x to 1.33x for the same code.
import type { Page } from 'playwright-core';
import { atFrame, paintedAfter, quantile, runBrowserBench, signedInPage } from '../support/browserHarness';
import { benchNumber } from '../support/benchEnv';
import { GoalReport } from '../support/goals';

const RUNS = benchNumber('BENCH_RUNS', 15, 1);
const ROWS = 12;
const MENU_DWELL_MS = benchNumber('MENU_DWELL_MS', 100);
const MENU_SETTLE_MS = benchNumber('MENU_SETTLE_MS', 3000);

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

// The grid is drawn when its accessibility table (rendered with the canvas) holds row 10. Any row 10:
// the demo data seeds addresses of its own, so the tenth row (by the page's sort) need not be ours.
const gridReady: Ready = { selector: '[data-testid="glide-cell-1-9"]', text: '' };

/** Milliseconds from navigation start until the element is there (a function, not a string: the CSP forbids eval). */
async function timeTo(page: Page, url: string, ready: Ready, goto = true): Promise<number> {
  if (goto) await page.goto(url, { waitUntil: 'commit' });
  return atFrame(
    page,
    ({ selector, text }) => {
      const el = document.querySelector(selector);
      return el && (el.textContent ?? '').startsWith(text) ? performance.now() : false;
    },
    ready,
  );
}

type Clocks = { looseAt?: number; clickAt: number };

/** The grid page: [rows on the canvas, glide's accessibility table, rows and canvas element as up to the last stop], from navigation start. */
async function gridTimes(page: Page, url: string): Promise<[number, number, number]> {
  await page.goto(url, { waitUntil: 'commit' });
  const handed = await atFrame(page, rowsOnCanvas);
  // The frame after the rows were handed over has the canvas painted (glide draws before it paints).
  const painted = await paintedAfter(page, handed);
  const loose = await page.evaluate(() => Number((window as unknown as Clocks).looseAt));
  return [painted, await timeTo(page, url, gridReady, false), loose];
}

/**
 * Whether the grid holds 10 rows on its canvas (for waitForFunction: a function, as the CSP forbids eval).
 * The canvas must also have been drawn at a size (glide sets its width when it draws): since the grid
 * hands glide its size on mount (useGlideSize), the canvas element is there a task before glide's first
 * draw, and its mere presence (the condition up to issue 11's last stop) would be counted too early.
 * The first moment that older condition held is kept in window.looseAt and printed beside (that moment
 * itself: without the painted frame after it that both figures above wait for, so up to a frame lower).
 */
function rowsOnCanvas(): number | false {
  const area = document.querySelector('[data-block="grid"] [data-grid-rows]');
  const canvas = area?.querySelector<HTMLCanvasElement>('[data-testid="data-grid-canvas"]');
  if (!area || Number(area.getAttribute('data-grid-rows')) < 10 || !canvas) return false;
  const w = window as unknown as Clocks;
  w.looseAt ??= performance.now();
  return canvas.width > 0 ? performance.now() : false;
}

/** Milliseconds from navigation start until the dashboard is in the DOM, and until the frame after that has been painted. */
async function dashboardTimes(page: Page, url: string): Promise<[inDom: number, painted: number]> {
  await page.goto(url, { waitUntil: 'commit' });
  const inDom = await atFrame(page, dashboardDrawn);
  return [inDom, await paintedAfter(page, inDom)];
}

/**
 * Waits until the page before a timed load has had no request for 500 ms (Playwright's network idle).
 * Without it the grid page, timed right after the dashboard was drawn, shared the machine with the
 * dashboard's own calls still being answered by the server on the same two cores (seven calls, some
 * 100-200 ms after it is drawn), while the dashboard followed a grid page long quiet: a reload of either
 * page starts from a page at rest.
 */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Whether the dashboard is in the DOM. */
function dashboardDrawn(): number | false {
  return document.querySelector('[data-testid="dashboard"]') ? performance.now() : false;
}

/**
 * Signed in and settled on `fromUrl` (drawn by `settled`, the network idle, MENU_SETTLE_MS), opens the menu `group` if
 * it is closed, points at `entry`, rests MENU_DWELL_MS and clicks it: milliseconds on the page's clock
 * from the click to `drawn` and the frame painted after it.
 */
async function viaMenu(page: Page, fromUrl: string, settled: () => number | false, group: string | null, entry: string, drawn: () => number | false): Promise<number> {
  await page.goto(fromUrl);
  await atFrame(page, settled);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(MENU_SETTLE_MS);
  if (group) {
    const header = page.locator(`[data-testid="sidebar"] [data-menu-group="${group}"]`);
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  }
  const target = page.locator(entry);
  await target.hover();
  await page.waitForTimeout(MENU_DWELL_MS);
  await page.evaluate(() => {
    delete (window as unknown as Clocks).looseAt;
    document.addEventListener('click', () => ((window as unknown as Clocks).clickAt = performance.now()), { capture: true, once: true });
  });
  await target.click();
  const painted = await paintedAfter(page, await atFrame(page, drawn));
  return painted - (await page.evaluate(() => (window as unknown as Clocks).clickAt));
}

runBrowserBench('renderer-grid', async (browser, baseUrl) => {
  const page = await signedInPage(browser, baseUrl);
  await page.goto(`${baseUrl}/setData/setAddress`);
  await page.waitForSelector('[data-block="grid"] [data-testid="data-grid-canvas"]');
  for (let i = 1; i <= ROWS; i++) await addAddress(page, i);

  const grid: number[] = [];
  const canvas: number[] = [];
  const canvasLoose: number[] = [];
  const dashboard: number[] = [];
  const dashboardPainted: number[] = [];
  // One warm-up of each, then alternate so both see the same machine load.
  await gridTimes(page, `${baseUrl}/setData/setAddress`);
  await dashboardTimes(page, `${baseUrl}/dashboard`);
  for (let r = 0; r < RUNS; r++) {
    await quiet(page);
    const [painted, table, loose] = await gridTimes(page, `${baseUrl}/setData/setAddress`);
    canvas.push(painted);
    canvasLoose.push(loose);
    grid.push(table);
    await quiet(page);
    const [inDom, painted2] = await dashboardTimes(page, `${baseUrl}/dashboard`);
    dashboard.push(inDom);
    dashboardPainted.push(painted2);
  }
  // The menu path, alternating likewise after one warm-up of each.
  const gridUrl = `${baseUrl}/setData/setAddress`;
  const dashboardUrl = `${baseUrl}/dashboard`;
  const menuGridLoose: number[] = [];
  const toGrid = async () => {
    const ms = await viaMenu(page, dashboardUrl, dashboardDrawn, 'setData', '[data-testid="sidebar"] [data-menu="setAddress"]', rowsOnCanvas);
    menuGridLoose.push(await page.evaluate(() => Number((window as unknown as Clocks).looseAt) - (window as unknown as Clocks).clickAt));
    return ms;
  };
  const toDashboard = () => viaMenu(page, gridUrl, rowsOnCanvas, null, '[data-testid="sidebar"] >> text="Dashboard"', dashboardDrawn);
  const menuGrid: number[] = [];
  const menuDashboard: number[] = [];
  await toGrid();
  await toDashboard();
  menuGridLoose.length = 0;
  for (let r = 0; r < RUNS; r++) {
    menuGrid.push(await toGrid());
    menuDashboard.push(await toDashboard());
  }
  const line = (name: string, v: number[]) =>
    `${name.padEnd(44)} p50 ${quantile(v, 0.5).toFixed(0).padStart(5)} ms   p90 ${quantile(v, 0.9).toFixed(0).padStart(5)} ms`;
  console.log(`runs: ${RUNS} full page loads each (navigation start to drawn)`);
  console.log(line('grid page, accessibility table (as before)', grid));
  console.log(line('grid page, 10 rows on the canvas', canvas));
  console.log(line('  (rows + canvas element as to last stop; no frame)', canvasLoose));
  console.log(line('dashboard (no grid), element in the DOM', dashboard));
  console.log(line('dashboard (no grid), drawn and painted', dashboardPainted));
  const ratio = quantile(grid, 0.5) / quantile(dashboard, 0.5);
  const canvasRatio = quantile(canvas, 0.5) / quantile(dashboard, 0.5);
  const paintedRatio = quantile(canvas, 0.5) / quantile(dashboardPainted, 0.5);
  console.log(`grid page / dashboard, p50, both drawn and painted: ${paintedRatio.toFixed(2)}x   goal <= 1.3x (issue 11)`);
  console.log(`  against the dashboard's element in the DOM (its frame not yet painted): ${canvasRatio.toFixed(2)}x rows on the canvas (last stop 1.68x to 1.82x), ${ratio.toFixed(2)}x accessibility table`);
  const menuRatio = quantile(menuGrid, 0.5) / quantile(menuDashboard, 0.5);
  console.log(`from the menu (settled ${MENU_SETTLE_MS} ms on the other screen, open, point, ${MENU_DWELL_MS} ms, click; click to drawn and painted):`);
  console.log(line('grid page, 10 rows on the canvas', menuGrid));
  console.log(line('  (rows + canvas element as to last stop; no frame)', menuGridLoose));
  console.log(line('dashboard, same gestures, same run', menuDashboard));
  console.log(`grid page / dashboard from the menu, p50: ${menuRatio.toFixed(2)}x   goal <= 1.3x (issue 11)`);
  // Issue 11's goal was set on the median of these loads; the p90 ratio is printed above (line by line) for the tail.
  const report = new GoalReport('renderer-grid');
  report.ratioAtMost('grid page by its URL, drawn and painted, p50', quantile(canvas, 0.5), 'ms', { label: 'dashboard by its URL, painted, p50', value: quantile(dashboardPainted, 0.5) }, 1.3);
  report.ratioAtMost('grid page from the menu, drawn and painted, p50', quantile(menuGrid, 0.5), 'ms', { label: 'dashboard from the menu, p50', value: quantile(menuDashboard, 0.5) }, 1.3);
  report.summary();
  return {
    runs: RUNS,
    menuDwellMs: MENU_DWELL_MS,
    menuSettleMs: MENU_SETTLE_MS,
    menuGridMs: { p50: quantile(menuGrid, 0.5), p90: quantile(menuGrid, 0.9) },
    menuDashboardMs: { p50: quantile(menuDashboard, 0.5), p90: quantile(menuDashboard, 0.9) },
    menuRatioP50: menuRatio,
    gridPageMs: { p50: quantile(grid, 0.5), p90: quantile(grid, 0.9) },
    gridCanvasMs: { p50: quantile(canvas, 0.5), p90: quantile(canvas, 0.9) },
    dashboardMs: { p50: quantile(dashboard, 0.5), p90: quantile(dashboard, 0.9) },
    dashboardPaintedMs: { p50: quantile(dashboardPainted, 0.5), p90: quantile(dashboardPainted, 0.9) },
    paintedRatioP50: paintedRatio,
    ratioP50: ratio,
    canvasRatioP50: canvasRatio,
  };
});
