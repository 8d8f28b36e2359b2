// Where the menu path's time goes (issue 11): signed in and settled on the dashboard, opens the menu
// group, rests on the address entry and clicks it, recording a Chromium performance trace; then prints,
// in ms after the click, what happened until its rows were on the canvas: the requests (sent, answered),
// marks set by a page probe (grid block in the DOM, glide's canvas in the DOM, each ResizeObserver
// callback, the first text drawn on a canvas, rows handed to the grid) and each painted frame.
// Not a figure to compare (tracing slows the page): a timeline to read. gridRenderBench gives the figures.
// Run: flock /tmp/bench.lock npx tsx bench/renderer/gridMenuTrace.ts   (TRACE_RUNS, default 3; TRACE_PATH=reload; TRACE_CPU=0)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../tests/e2e/support/server';
import { runBrowserBench, signedInPage } from '../support/browserHarness';
import { benchNumber } from '../support/benchEnv';

const RUNS = benchNumber('TRACE_RUNS', 3, 1);
/** TRACE_PATH=reload: the grid page opened by its URL from the dashboard instead (time from the navigation's start). */
const RELOAD = process.env.TRACE_PATH === 'reload';
/** TRACE_CPU=0: the reload path's timeline without the CPU profile (sampling slows the page). */
const RELOAD_CPU = RELOAD && process.env.TRACE_CPU !== '0';

/** Installed before the app: performance marks for the moments a trace does not name. */
const PROBE = `(() => {
  const mark = (name) => performance.mark('probe:' + name);
  const RO = window.ResizeObserver;
  window.ResizeObserver = class extends RO {
    constructor(cb) { super((entries, o) => { mark('resizeObserver ' + entries.map((e) => Math.round(e.contentRect.width) + 'x' + Math.round(e.contentRect.height)).join(',')); return cb(entries, o); }); }
  };
  let drawn = false;
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (...args) {
    if (!drawn && window.__armed && this.canvas.isConnected) { drawn = true; mark('first canvas text'); }
    return fillText.apply(this, args);
  };
  const seen = new Set();
  new MutationObserver(() => {
    if (!window.__armed) return;
    const once = (name, test) => { if (!seen.has(name) && test()) { seen.add(name); mark(name); } };
    once('grid block in DOM', () => document.querySelector('[data-block="grid"]'));
    once('glide canvas in DOM', () => document.querySelector('[data-block="grid"] [data-testid="data-grid-canvas"]'));
    once('rows handed to grid', () => Number(document.querySelector('[data-grid-rows]')?.getAttribute('data-grid-rows')) > 0);
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; requestId?: string; type?: string } };
}

interface CpuProfile {
  startTime: number;
  nodes: Array<{ id: number; parent?: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** A few characters of the built chunk where a function starts (the build is minified: its names say little). */
function sourceAt(url: string, line: number, column: number): string {
  const file = resolve(REPO_ROOT, 'dist/client', url.replace(/^https?:\/\/[^/]+\//, ''));
  if (!url.includes('/assets/') || !existsSync(file)) return '';
  return (readFileSync(file, 'utf8').split('\n')[line] ?? '').slice(column, column + 70);
}

/** Calls `take` with each sample's node id and its ms, for samples between `from` and `to` (trace clock, µs; all when omitted). */
function forEachSample(profile: CpuProfile, take: (id: number, ms: number) => void, from = -Infinity, to = Infinity): void {
  const deltas = profile.timeDeltas ?? [];
  let t = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    t += deltas[i] ?? 0;
    if (t >= from && t <= to) take(id, (deltas[i + 1] ?? 0) / 1000);
  });
}

const largestFirst = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]);

/** The CPU profile's self time per function (name, chunk, where it starts), largest first. */
function selfTimes(profile: CpuProfile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  forEachSample(profile, (id, ms) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const url = f.url ?? '';
    const name = `${f.functionName || '(anonymous)'} ${url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}  ${sourceAt(url, f.lineNumber, f.columnNumber)}`;
    totals.set(name, (totals.get(name) ?? 0) + ms);
  });
  return largestFirst(totals);
}

/** Inclusive time per function over samples taken between `from` and `to` (trace clock, µs), largest first. */
function inclusiveTimes(profile: CpuProfile, from: number, to: number): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  forEachSample(
    profile,
    (id, ms) => {
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = byId.get(n)?.callFrame;
        if (!f || (!f.functionName && !RELOAD)) continue;
        const name = `${f.functionName || `(anonymous ${f.lineNumber}:${f.columnNumber})`} ${(f.url ?? '').split('/').pop()}`;
        if (seen.has(name)) continue;
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + ms);
      }
    },
    from,
    to,
  );
  return largestFirst(totals);
}

/** Self time per chunk file and per function over samples between `from` and `to` (trace clock, µs). */
function selfBetween(profile: CpuProfile, from: number, to: number): { files: Array<[string, number]>; functions: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  forEachSample(
    profile,
    (id, ms) => {
      const f = byId.get(id)?.callFrame;
      const file = (f?.url ?? '').split('/').pop() || f?.functionName || '?';
      files.set(file, (files.get(file) ?? 0) + ms);
      const fn = `${f?.functionName || '(anonymous)'} ${file}:${f?.lineNumber}`;
      functions.set(fn, (functions.get(fn) ?? 0) + ms);
    },
    from,
    to,
  );
  return { files: largestFirst(files), functions: largestFirst(functions) };
}

/** The main thread's tasks over 8 ms from navigation to the rows (reload path): when, how long, and where their time went. */
function printLongTasks(events: Array<TraceEvent & { pid?: number; tid?: number }>, click: TraceEvent & { pid?: number; tid?: number }, profile: CpuProfile, until: number): void {
  // The new document may run in another renderer process: its main thread is the one evaluating its modules.
  const main = events.find((e) => e.name === 'v8.evaluateModule' && e.ts > click.ts) ?? click;
  console.log('long tasks on the main thread (ms from navigation; self time by chunk, then by function):');
  for (const e of events) {
    if (e.name !== 'ThreadControllerImpl::RunTask' || e.pid !== main.pid || e.tid !== main.tid || e.ts < click.ts || e.ts > until || (e.dur ?? 0) < 8000) continue;
    const { files, functions } = selfBetween(profile, e.ts, e.ts + (e.dur ?? 0));
    console.log(`  ${((e.ts - click.ts) / 1000).toFixed(1)} +${((e.dur ?? 0) / 1000).toFixed(1)}: ${files.slice(0, 8).map(([f, ms]) => `${f} ${ms.toFixed(1)}`).join(', ')}`);
    console.log(`      ${functions.slice(0, 8).map(([f, ms]) => `${f} ${ms.toFixed(1)}`).join(', ')}`);
    // A long one: which components (and named functions of the app's chunks) it spent its time in.
    if ((e.dur ?? 0) < 40_000) continue;
    const named = inclusiveTimes(profile, e.ts, e.ts + (e.dur ?? 0)).filter(([n]) => !/ core-|^\(|preload-helper/.test(n));
    console.log(`      inclusive: ${named.slice(0, 40).map(([f, ms]) => `${f} ${ms.toFixed(1)}`).join(', ')}`);
  }
}

interface ProfileChunk {
  id?: string;
  pid?: number;
  args?: { data?: { startTime?: number; cpuProfile?: { nodes?: Array<CpuProfile['nodes'][number] & { parent?: number }>; samples?: number[] }; timeDeltas?: number[] } };
}

/**
 * The CPU profile the trace carries (disabled-by-default-v8.cpu_profiler): of the profiles it holds, the
 * one of the page's own main thread (the one whose functions come from the app's chunks and run longest).
 */
function profileFromTrace(events: TraceEvent[], baseUrl: string): CpuProfile {
  const profiles = new Map<string, CpuProfile & { own: number }>();
  for (const e of events as unknown as Array<TraceEvent & ProfileChunk>) {
    if (e.name !== 'Profile' && e.name !== 'ProfileChunk') continue;
    const key = `${e.pid}:${e.id}`;
    const p = profiles.get(key) ?? { startTime: 0, nodes: [], samples: [], timeDeltas: [], own: 0 };
    profiles.set(key, p);
    const data = e.args?.data;
    if (e.name === 'Profile') p.startTime = data?.startTime ?? e.ts;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      p.nodes.push({ ...n, children: [] });
      if (n.callFrame.url?.startsWith(baseUrl)) p.own++;
    }
    p.samples!.push(...(data?.cpuProfile?.samples ?? []));
    p.timeDeltas!.push(...(data?.timeDeltas ?? []));
  }
  const best = [...profiles.values()].sort((a, b) => b.own - a.own)[0] ?? { startTime: 0, nodes: [], own: 0 };
  // Chunks name each node's parent; the walks above want children.
  const byId = new Map(best.nodes.map((n) => [n.id, n]));
  for (const n of best.nodes as Array<CpuProfile['nodes'][number] & { parent?: number }>) if (n.parent !== undefined) byId.get(n.parent)?.children?.push(n.id);
  return best;
}

runBrowserBench('renderer-grid-trace', async (browser, baseUrl) => {
  const page = await signedInPage(browser, baseUrl);
  await page.context().addInitScript(PROBE);
  // The reload path: every document of the page is watched from its start.
  if (RELOAD) await page.context().addInitScript(() => ((window as unknown as { __armed: boolean }).__armed = true));
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForSelector('[data-testid="dashboard"]');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const header = page.locator('[data-testid="sidebar"] [data-menu-group="setData"]');
    const target = page.locator('[data-testid="sidebar"] [data-menu="setAddress"]');
    if (!RELOAD) {
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      await target.hover();
      await page.waitForTimeout(100);
    }
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    if (!RELOAD) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      // The reload path's CPU profile comes in the trace itself (Profiler's would stop with the old document).
      categories: `devtools.timeline,blink.user_timing,disabled-by-default-devtools.timeline.frame${RELOAD ? ',toplevel' : ''}${RELOAD_CPU ? ',disabled-by-default-v8.cpu_profiler' : ''}`,
      transferMode: 'ReportEvents',
    });
    await page.evaluate(() => {
      (window as unknown as { __armed: boolean }).__armed = true;
      performance.mark('probe:click');
    });
    if (RELOAD) await page.goto(`${baseUrl}/setData/setAddress`, { waitUntil: 'commit' });
    else await target.click();
    await page.waitForFunction(() => Number(document.querySelector('[data-grid-rows]')?.getAttribute('data-grid-rows')) > 0 && document.querySelector('[data-testid="data-grid-canvas"]'), undefined, { polling: 'raf' });
    await page.waitForTimeout(300);
    // Across a reload the profile is not the new document's: only the menu path gets one.
    const menuProfile = RELOAD ? undefined : (await cdp.send('Profiler.stop')).profile;
    await cdp.send('Tracing.end');
    await done;
    const profile = menuProfile ?? profileFromTrace(events, baseUrl);
    await cdp.detach();
    const click = events.find((e) => e.name === 'probe:click');
    if (!click) throw new Error('no click mark in the trace');
    const at = (e: TraceEvent) => ((e.ts - click.ts) / 1000).toFixed(1).padStart(7);
    const lines: Array<[number, string]> = [];
    const urls = new Map<string, string>();
    for (const e of events) {
      const data = e.args?.data;
      const t = e.ts;
      if (e.ts < click.ts) continue;
      if (e.name.startsWith('probe:')) lines.push([t, `${at(e)}  ${e.name.slice(6)}`]);
      else if (e.name === 'ResourceSendRequest' && data?.url) {
        urls.set(data.requestId ?? '', data.url.replace(baseUrl, ''));
        lines.push([t, `${at(e)}  request sent      ${data.url.replace(baseUrl, '')}`]);
      } else if (e.name === 'ResourceFinish' && data?.requestId) lines.push([t, `${at(e)}  response finished ${urls.get(data.requestId) ?? data.requestId}`]);
      else if (e.name === 'EventDispatch' && data?.type === 'click') lines.push([t, `${at(e)}  click dispatched (${((e.dur ?? 0) / 1000).toFixed(1)} ms)`]);
      else if ((e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && (e.dur ?? 0) > 3000)
        lines.push([t, `${at(e)}  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${(data?.url ?? '').replace(baseUrl, '')}`]);
      else if (e.name === 'FunctionCall' && (e.dur ?? 0) > 3000) lines.push([t, `${at(e)}  script ${((e.dur ?? 0) / 1000).toFixed(1)} ms`]);
      else if (e.name === 'Layout' && (e.dur ?? 0) > 2000) lines.push([t, `${at(e)}  layout ${((e.dur ?? 0) / 1000).toFixed(1)} ms`]);
      else if (e.name === 'Paint' && e.cat.includes('devtools.timeline')) lines.push([t, `${at(e)}  paint`]);
    }
    lines.sort((a, b) => a[0] - b[0]);
    console.log(`--- run ${run + 1}`);
    for (const [, line] of lines) console.log(line);
    const handed = events.find((e) => e.name === 'probe:rows handed to grid');
    if (RELOAD) printLongTasks(events as Array<TraceEvent & { pid?: number; tid?: number }>, click as TraceEvent & { pid?: number; tid?: number }, profile as CpuProfile, handed?.ts ?? Infinity);
    console.log('inclusive time by function, click to rows handed (ms; components start with a capital):');
    const inclusive = inclusiveTimes(profile as CpuProfile, click.ts, handed?.ts ?? Infinity);
    for (const [name, ms] of inclusive.filter(([n]) => RELOAD || /^[A-Z]/.test(n)).slice(0, RELOAD ? 60 : 30)) console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
    if (handed) {
      console.log('inclusive time by function, 60 ms after rows handed (ms):');
      for (const [name, ms] of inclusiveTimes(profile as CpuProfile, handed.ts, handed.ts + 60_000).slice(0, 25)) console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
    }
    console.log('self time by function (whole recording, ms):');
    for (const [name, ms] of selfTimes(profile as CpuProfile).slice(0, 12)) console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
  }
  return { runs: RUNS };
});
