// Client shell figures in Chromium against the real server (issues 3, 11, 49): the JavaScript /home loads (raw
// and gzip, and that no grid or form chunk is among it), the time from navigation to an interactive
// login dialog, and from submitting the login to an interactive dashboard: the first login after the
// server starts (what a user meets after every deploy, goal <= 1 s: issue 49) and the warm median after
// the warm-up logins (goal <= 600 ms: issue 11), each beside the same figure of the floor page.
// Run: npx tsx bench/client/shellBench.ts
// Login -> dashboard is printed three ways (issue 11's goal is the first, kept as it always measured):
// from before Playwright fills the dialog (its fills, the captcha read by polling and the click are in
// the figure: a floor of a few hundred ms on a loaded machine that the page does not cause); from the
// click, the form already filled; and on the page's own clock, from the submit event to the dashboard
// in the DOM and to its bookings counts drawn (the dashboard's calls answered), with no polling in it.
// Its baseline is the same steps on a page that does nothing (loginFloor.ts), taken in turn with the
// product's logins: the harness's own time on this machine at that moment, so the ratio and the
// difference hold still when the machine's load moves the time itself.
// The waits after the click look at every frame (atFrame in browserHarness.ts), not by waitForSelector,
// whose polling spaces out the longer it waits (up to 500 ms between looks): it saw a dashboard drawn
// 400 ms after the submit 600 to 1,000 ms after the click, as the page's own clock showed (2026-11-27).
// The files /home fetched before it painted are compared with the byte budget's list from the build
// manifest (tests/e2e/bundleBudget.test.ts): a difference means the test measures something else.
import { gzipSync } from 'node:zlib';
import { openPage, readCaptcha } from '../../tests/e2e/support/browser';
import { homeFirstPaintFiles, readManifest } from '../../tests/e2e/support/buildManifest';
import type { Page } from 'playwright-core';
import { atFrame, quantile, runBrowserBench } from '../support/browserHarness';
import { GoalReport } from '../support/goals';
import { serveLoginFloor } from './loginFloor';
import { benchNumber } from '../support/benchEnv';

// Functions, not strings, for waitForFunction: the CSP forbids eval.
const dashboardAndSidebar = () => document.querySelector('[data-testid="dashboard"]') !== null && document.querySelector('[data-testid="sidebar"]') !== null;
const settingsPanel = () => document.querySelector('[data-testid="settings-panel"]') !== null;

const RUNS = benchNumber('BENCH_RUNS', 7, 1);
/**
 * Logins before the warm ones, product and floor in turn, kept out of the warm median: the first logins
 * meet a server that has not yet run them (its JIT, PGlite's caches). The very first one is what a user
 * meets after every deploy, so it is a figure and a goal of its own (926, 823, 769 ms in a re-run of
 * 2026-11-28, when it was dropped with the rest).
 */
const WARMUP = benchNumber('BENCH_WARMUP', 3, 1);

const median = (values: number[]) => quantile(values, 0.5);

/**
 * Login -> interactive dashboard as issue 11 measures it, on the product or on the floor page: from
 * before the fills (fills, captcha read and click included) and from the click, until the settings
 * panel, opened from the navbar, is in the DOM.
 */
async function timeLogin(p: Page): Promise<{ fromFill: number; fromClick: number }> {
  const beforeFill = Date.now();
  await p.waitForSelector('[data-testid="login-dialog"]');
  await p.fill('[data-testid="login-account"]', 'demo');
  await p.fill('[data-testid="login-password"]', 'demo1234');
  await p.fill('[data-testid="login-captcha"]', await readCaptcha(p));
  const click = Date.now();
  await p.click('[data-testid="login-submit"]');
  await atFrame(p, dashboardAndSidebar);
  await p.click('[data-testid="open-settings"]');
  await atFrame(p, settingsPanel);
  const done = Date.now();
  return { fromFill: done - beforeFill, fromClick: done - click };
}

runBrowserBench('client-shell', async (browser, baseUrl) => {
  // 1. The JavaScript of /home, as the browser fetched it.
  const page = await openPage(browser, { language: 'en', baseUrl: baseUrl });
  const scripts = new Map<string, Buffer>();
  // Scripts the page asked for before the home page was in the DOM (times from the page's own clock:
  // a MutationObserver notes when it appears, resource timing says when each script was asked for).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="home-page"]')) return;
      (window as unknown as { __homeAt: number }).__homeAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, await response.body());
    } catch {
      // a redirect or aborted response has no body
    }
  });
  await page.goto(`${baseUrl}/home`, { waitUntil: 'commit' });
  await page.waitForSelector('[data-testid="home-page"]');
  const beforePaint = new Set(
    await page.evaluate(() => {
      const at = (window as unknown as { __homeAt: number }).__homeAt;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at && /\.js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname);
    }),
  );
  await page.waitForLoadState('networkidle');
  const homeOnly = new Map([...scripts].filter(([path]) => beforePaint.has(path)));
  // Fetched once the page was up, while the browser was idle (the login dialog's chunk).
  const idle = [...scripts.keys()].filter((p) => !beforePaint.has(p));
  const seen = new Set(scripts.keys());
  await page.click('[data-testid="login-link"]');
  await page.waitForSelector('[data-testid="login-account"]');
  await page.waitForLoadState('networkidle');
  const afterLogin = [...scripts.keys()].filter((p) => !seen.has(p));
  const raw = [...homeOnly.values()].reduce((n, b) => n + b.length, 0);
  const gzip = [...homeOnly.values()].reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  const gzipOf = (paths: string[]) => paths.reduce((n, p) => n + gzipSync(scripts.get(p)!, { level: 9 }).length, 0);
  const loginGzip = gzipOf(afterLogin);
  const idleGzip = gzipOf(idle);
  const heavy = [...homeOnly.keys()].filter((p) => /GridBlock|FormBlock|glide|rjsf/i.test(p));
  const manifestList = new Set(homeFirstPaintFiles(readManifest(), 'en').map((f) => `/${f.file}`));
  const onlyFetched = [...homeOnly.keys()].filter((p) => !manifestList.has(p));
  const onlyInManifest = [...manifestList].filter((p) => !homeOnly.has(p));
  await page.context().close();

  // 2. Navigation to an interactive login dialog; 3. login to an interactive dashboard.
  const toDialog: number[] = [];
  const toDashboard: number[] = [];
  const fromClick: number[] = [];
  const pageToDashboard: number[] = [];
  const pageToData: number[] = [];
  const floorToDashboard: number[] = [];
  const floorFromClick: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // The floor page and the product taken in turn (order swapped each run), so both see the machine alike.
    const floorFirst = i % 2 === 1;
    if (floorFirst) await timeFloor();
    const p = await openPage(browser, { language: 'en', baseUrl: baseUrl });
    // The page's own clock: the submit event, then the dashboard and its bookings counts in the DOM.
    await p.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __login: Record<string, number> }).__login = marks;
      document.addEventListener('submit', () => (marks.submit ??= performance.now()), true);
      new MutationObserver(() => {
        if (marks.submit === undefined) return;
        if (document.querySelector('[data-testid="dashboard"]')) marks.dashboard ??= performance.now();
        if (document.querySelector('[data-testid="dashboard-bookings"]')) marks.bookings ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const start = Date.now();
    await p.goto(`${baseUrl}/login`);
    await p.waitForSelector('[data-testid="login-account"]:not([disabled])');
    await p.fill('[data-testid="login-account"]', 'demo');
    toDialog.push(Date.now() - start);
    const timed = await timeLogin(p);
    toDashboard.push(timed.fromFill);
    fromClick.push(timed.fromClick);
    await p.waitForSelector('[data-testid="dashboard-bookings"]');
    const own = await p.evaluate(() => (window as unknown as { __login: Record<string, number> }).__login);
    pageToDashboard.push(Math.round(own.dashboard - own.submit));
    pageToData.push(Math.round(own.bookings - own.submit));
    await p.context().close();
    if (!floorFirst) await timeFloor();
  }

  async function timeFloor(): Promise<void> {
    const p = await openPage(browser, { language: 'en', baseUrl: baseUrl });
    await p.goto(await serveLoginFloor(p, baseUrl));
    await p.fill('[data-testid="login-account"]', 'demo');
    const timed = await timeLogin(p);
    floorToDashboard.push(timed.fromFill);
    floorFromClick.push(timed.fromClick);
    await p.context().close();
  }

  // The warm-up logins' figures (the first of them the first login after the server started), then only
  // the warm ones in every list.
  const warmUp = { product: toDashboard.splice(0, WARMUP), floor: floorToDashboard.splice(0, WARMUP) };
  const firstLogin = { product: warmUp.product[0], floor: warmUp.floor[0] };
  for (const list of [toDialog, fromClick, pageToDashboard, pageToData, floorFromClick]) list.splice(0, WARMUP);

  const result = {
    homeScripts: homeOnly.size,
    idlePrefetchScripts: idle.length,
    idlePrefetchGzipKB: +(idleGzip / 1024).toFixed(1),
    loginDialogAddsScripts: afterLogin.length,
    loginDialogAddsGzipKB: +(loginGzip / 1024).toFixed(1),
    homeJsRawKB: +(raw / 1024).toFixed(1),
    homeJsGzipKB: +(gzip / 1024).toFixed(1),
    heavyChunksOnHome: heavy,
    budgetListDiffers: { onlyFetched, onlyInManifest },
    navigationToInteractiveLoginMs: { median: median(toDialog), runs: toDialog },
    firstLoginAfterStartMs: firstLogin,
    loginToInteractiveDashboardMs: { median: median(toDashboard), runs: toDashboard, warmUpRuns: warmUp.product },
    clickToInteractiveDashboardMs: { median: median(fromClick), runs: fromClick },
    floorLoginToInteractiveMs: { median: median(floorToDashboard), runs: floorToDashboard },
    floorClickToInteractiveMs: { median: median(floorFromClick), runs: floorFromClick },
    loginOverFloorRatio: +(median(toDashboard) / median(floorToDashboard)).toFixed(2),
    productAddsMs: { median: median(toDashboard.map((t, i) => t - floorToDashboard[i])) },
    pageSubmitToDashboardMs: { median: median(pageToDashboard), runs: pageToDashboard },
    pageSubmitToBookingCountsMs: { median: median(pageToData), runs: pageToData },
  };
  console.log('client shell bench (Chromium, real server, this machine)');
  console.log(`  /home JS until painted: ${result.homeScripts} files, ${result.homeJsRawKB} KB raw, ${result.homeJsGzipKB} KB gzip   goal <= 150 KB (issue 11); 259 KB in 47 files when the issue was filed`);
  console.log(`  same files as the budget test's list from the manifest: ${onlyFetched.length + onlyInManifest.length === 0 ? 'yes' : `NO (fetched, not listed: ${onlyFetched.join(' ') || '-'}; listed, not fetched: ${onlyInManifest.join(' ') || '-'})`}`);
  console.log(`  then, the browser idle: ${idle.length} files, ${result.idlePrefetchGzipKB} KB gzip (the login dialog, prefetched)`);
  console.log(`  opening the login dialog adds ${afterLogin.length} files, ${result.loginDialogAddsGzipKB} KB gzip (the layout and dashboard, prefetched while it is open)`);
  const largest = [...homeOnly.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 6);
  console.log(`  largest: ${largest.map(([path, body]) => `${path.replace(/^.*\//, '')} ${(body.length / 1024).toFixed(0)} KB`).join(', ')}`);
  console.log(`  grid/form chunks loaded by /home: ${heavy.length ? heavy.join(', ') : 'none'}`);
  console.log(`  warm-up logins, out of the warm median (${WARMUP}; BENCH_WARMUP): product ${warmUp.product.join(', ')} ms; floor ${warmUp.floor.join(', ')} ms`);
  console.log(`  first login after the server started -> interactive dashboard (fills included): ${firstLogin.product} ms; floor ${firstLogin.floor} ms`);
  console.log(`  navigation -> interactive login dialog: median ${result.navigationToInteractiveLoginMs.median} ms (${toDialog.join(', ')})`);
  console.log(`  login -> interactive dashboard (fills included, as before): median ${result.loginToInteractiveDashboardMs.median} ms (${toDashboard.join(', ')})   goal <= 600 ms (issue 11); 0.93-1.1 s when the issue was filed`);
  console.log(`    baseline, the same steps on a page that does nothing (loginFloor.ts), taken in turn: median ${result.floorLoginToInteractiveMs.median} ms (${floorToDashboard.join(', ')})`);
  console.log(`    ratio ${result.loginOverFloorRatio}x the baseline; the product adds a median ${result.productAddsMs.median} ms to the harness's own time (run by run)`);
  console.log(`    from the click (form filled):  median ${median(fromClick)} ms (${fromClick.join(', ')}); baseline ${result.floorClickToInteractiveMs.median} ms`);
  console.log(`    page's clock, submit -> dashboard in the DOM: median ${median(pageToDashboard)} ms (${pageToDashboard.join(', ')})`);
  console.log(`    page's clock, submit -> bookings counts drawn: median ${median(pageToData)} ms (${pageToData.join(', ')})`);
  const report = new GoalReport('client-shell');
  report.figureAtMost('/home JavaScript until painted, gzip', result.homeJsGzipKB, 'KB', 150);
  report.figureAtMost('first login after a start -> interactive dashboard', firstLogin.product, 'ms', 1000, { label: 'floor page, its first run', value: firstLogin.floor });
  report.figureAtMost('login -> interactive dashboard, warm median', result.loginToInteractiveDashboardMs.median, 'ms', 600, { label: 'floor page, median', value: result.floorLoginToInteractiveMs.median });
  report.summary();
  return result;
});
