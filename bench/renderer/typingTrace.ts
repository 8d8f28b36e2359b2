// Where a key's main-thread time goes while typing in the sea booking form with 20 cargo lines: a
// diagnostic for typingBench.ts (not a bench, no goal; `npm run bench` does not run it). For each place
// it records a Chromium trace of 30 keys (3 turns of 10, the click into the place included) and prints,
// per key, the main thread's CPU time (the machine is shared: wall time carries others' load) in the
// 30 ms after each keydown, by phase (event handling, style, layout, paint, layerize), the objects a
// key lays out, and the "form scans": tasks without script that force style and layout 50 times or more,
// which is Chromium's autofill re-reading every control of the typed field's form on each key (with the
// cargo lines in the booking's form: about 1,100 forced layouts and 7-8 ms a key; see LineRow.tsx).
// Run: flock /tmp/bench.lock npx tsx bench/renderer/typingTrace.ts
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { quantile, runBrowserBench } from '../support/browserHarness';
import { TYPING_PLACES, openSeaBookingForm } from '../support/seaBookingForm';

const TEXT = 'Container of ceramic mugs and glass jars 0123456789 ';
const CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string }; beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: unknown[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

async function typeTurns(page: Page, selector: string): Promise<void> {
  for (let turn = 0; turn < 3; turn++) {
    // The reference stops at 35 characters: each turn starts from an empty field.
    if (selector === TYPING_PLACES['form field (Your reference)']) await page.fill(selector, '');
    await page.click(selector);
    for (let i = 0; i < 10; i++) {
      const key = TEXT[i % TEXT.length];
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(40);
    }
    await page.waitForTimeout(250);
  }
}

function perKey(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const keydowns = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown').map((e) => e.ts);
  const keys = keydowns.length;
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const afterKey = (e: TraceEvent) => keydowns.some((k) => e.ts >= k && e.ts < k + 30_000);
  const sum = (name: string) => onMain.filter((e) => e.name === name && afterKey(e)).reduce((a, e) => a + cpu(e), 0) / keys;
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const scans = tasks.filter((t) => onMain.filter((e) => e.name === 'Document::UpdateStyleAndLayout' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0)).length >= 50);
  const layouts = onMain.filter((e) => e.name === 'Layout' && afterKey(e));
  const dirty = layouts.map((l) => l.args?.beginData?.dirtyObjects ?? 0);
  return {
    keys,
    'task CPU ms': sum('ThreadControllerImpl::RunTask'),
    'events (script + insert)': sum('EventDispatch'),
    style: sum('UpdateLayoutTree'),
    layout: sum('Layout'),
    'objects laid out (median of total)': `${quantile(dirty, 0.5)} of ${layouts[0]?.args?.beginData?.totalObjects ?? '?'}`,
    prePaint: sum('PrePaint'),
    paint: sum('Paint'),
    layerize: sum('Layerize'),
    'form scans per key': scans.length / keys,
    'form scan CPU ms per key': scans.reduce((a, t) => a + cpu(t), 0) / keys,
  };
}

runBrowserBench('renderer-typing-trace', async (browser, baseUrl) => {
  const page = await openSeaBookingForm(browser, baseUrl);
  const cdp = await page.context().newCDPSession(page);
  const out: Record<string, ReturnType<typeof perKey>> = {};
  for (const [name, selector] of Object.entries(TYPING_PLACES)) out[name] = perKey(await traced(cdp, () => typeTurns(page, selector)));
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`per key, main thread CPU in the 30 ms after keydown (load average ${load})`);
  const rows = Object.keys(Object.values(out)[0]) as Array<keyof ReturnType<typeof perKey>>;
  console.log(`  ${''.padEnd(36)}${Object.keys(out).map((n) => n.slice(0, 28).padStart(30)).join('')}`);
  for (const row of rows) console.log(`  ${row.padEnd(36)}${Object.values(out).map((f) => (typeof f[row] === 'number' ? (f[row] as number).toFixed(2) : String(f[row])).padStart(30)).join('')}`);
  return { loadAverage: load, ...out };
});
