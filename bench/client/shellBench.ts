// Client shell figures in Chromium against the real server (issues 3, 11): the JavaScript /home loads (raw
// and gzip, and that no grid or form chunk is among it), the time from navigation to an interactive
// login dialog, and from submitting the login to an interactive dashboard. Run: npx tsx bench/client/shellBench.ts
import { gzipSync } from 'node:zlib';
import { fillLoginDialog, openPage } from '../../tests/e2e/support/browser';
import { quantile, runBrowserBench } from '../support/browserHarness';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const median = (values: number[]) => quantile(values, 0.5);

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
  await page.context().close();

  // 2. Navigation to an interactive login dialog; 3. login to an interactive dashboard.
  const toDialog: number[] = [];
  const toDashboard: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const p = await openPage(browser, { language: 'en', baseUrl: baseUrl });
    const start = Date.now();
    await p.goto(`${baseUrl}/login`);
    await p.waitForSelector('[data-testid="login-account"]:not([disabled])');
    await p.fill('[data-testid="login-account"]', 'demo');
    toDialog.push(Date.now() - start);
    const submit = Date.now();
    await fillLoginDialog(p, 'demo', 'demo1234');
    await p.waitForSelector('[data-testid="dashboard"]');
    await p.waitForSelector('[data-testid="sidebar"]');
    await p.click('[data-testid="open-settings"]');
    await p.waitForSelector('[data-testid="settings-panel"]');
    toDashboard.push(Date.now() - submit);
    await p.context().close();
  }

  const result = {
    homeScripts: homeOnly.size,
    idlePrefetchScripts: idle.length,
    idlePrefetchGzipKB: +(idleGzip / 1024).toFixed(1),
    loginDialogAddsScripts: afterLogin.length,
    loginDialogAddsGzipKB: +(loginGzip / 1024).toFixed(1),
    homeJsRawKB: +(raw / 1024).toFixed(1),
    homeJsGzipKB: +(gzip / 1024).toFixed(1),
    heavyChunksOnHome: heavy,
    navigationToInteractiveLoginMs: { median: median(toDialog), runs: toDialog },
    loginToInteractiveDashboardMs: { median: median(toDashboard), runs: toDashboard },
  };
  console.log('client shell bench (Chromium, real server, this machine)');
  console.log(`  /home JS until painted: ${result.homeScripts} files, ${result.homeJsRawKB} KB raw, ${result.homeJsGzipKB} KB gzip`);
  console.log(`  then, the browser idle: ${idle.length} files, ${result.idlePrefetchGzipKB} KB gzip (the login dialog, prefetched)`);
  console.log(`  opening the login dialog adds ${afterLogin.length} files, ${result.loginDialogAddsGzipKB} KB gzip (the layout and dashboard, prefetched while it is open)`);
  const largest = [...homeOnly.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 6);
  console.log(`  largest: ${largest.map(([path, body]) => `${path.replace(/^.*\//, '')} ${(body.length / 1024).toFixed(0)} KB`).join(', ')}`);
  console.log(`  grid/form chunks loaded by /home: ${heavy.length ? heavy.join(', ') : 'none'}`);
  console.log(`  navigation -> interactive login dialog: median ${result.navigationToInteractiveLoginMs.median} ms (${toDialog.join(', ')})`);
  console.log(`  login -> interactive dashboard: median ${result.loginToInteractiveDashboardMs.median} ms (${toDashboard.join(', ')})`);
  return result;
});
