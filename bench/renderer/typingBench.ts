// Key press to the next painted frame while typing in the sea booking form with 20 cargo lines (issues
// 11 and 13: goal ≤ 16 ms), on the real /myOrder/seaBooking page of the built client against the real
// server, signed in as demo. Three places on the same page, typed in turns of 10 keys so that each sees
// the same machine load: a cell of line 10, a text field of the form (Your reference), and a plain
// <input> put inside the same form (the baseline: what the browser costs with no React work).
// Each key is timed from the keydown event's timestamp, three ways:
// - latency: to a task queued after the frame that follows the page's handling of the key's `input`
//   event (the frame that shows the character). Headless Chromium draws at 60 Hz whatever the flags
//   (--disable-frame-rate-limit does not uncap it: measured 16.7 ms between frames), so this includes
//   the wait for the next vsync, 0–16.7 ms by chance of phase, which no page can remove: even the plain
//   input's p95 is over 16 ms on this machine.
// - busy: the main thread's time on the key and on its frame, (key handled) + (frame start to frame
//   drawn), without the idle wait for the vsync between them. The goal's measure: "≤ 16 ms" means the
//   key's work and its frame fit in one frame's budget.
// - handled: until the page has handled the key's `input` event (React's render of the change included).
// - all work per key: the renderer main thread's whole task time over a turn (Chromium's Performance
//   metrics, TaskDuration and ScriptDuration; the click that enters the place included) divided by its
//   keys, including what runs after the key's frame (the form taking the typed text, useTypingDraft.ts):
//   what typing costs in all, not only before the character shows.
// - entering the place: from the pointerdown of the click into the place to its frame drawn (busy, as
//   above): the form takes the text typed in the previous place here (useTypingDraft.ts), a cost of
//   its own, printed on its own line.
// Since 2026-11-26 each turn's first key comes BENCH_PAUSE_MS (default 250) after the click, as a
// person's first key does (a reaction time is 200 ms or more). Before, it came a few ms after the
// click, so the click's own frame (above) was counted in the first keys' busy time; BENCH_PAUSE_MS=0
// measures that way again.
// Run: npx tsx bench/renderer/typingBench.ts   (BENCH_KEYS per place, default 100)
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { quantile, runBrowserBench } from '../support/browserHarness';
import { CARGO_LINES as LINES, TYPING_PLACES as places, openSeaBookingForm } from '../support/seaBookingForm';
import { benchNumber } from '../support/benchEnv';

const KEYS = benchNumber('BENCH_KEYS', 100, 1);
const PAUSE_MS = benchNumber('BENCH_PAUSE_MS', 250);
const TURN = 10;
const TEXT = 'Container of ceramic mugs and glass jars 0123456789 ';

type Timed = { __keyLatency: number[]; __keyWork: number[]; __keyBusy: number[]; __keyStart: number; __pointerStart: number; __enterBusy: number[] };

/**
 * Installs the timers once per document. The input listener is on window, so it runs after React's
 * root listener and after React's render of the change (a discrete event's update is flushed in the
 * microtask checkpoint after that listener).
 */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Timed;
    w.__keyLatency = [];
    w.__keyWork = [];
    w.__keyBusy = [];
    w.__enterBusy = [];
    document.addEventListener('keydown', (e) => (w.__keyStart = e.timeStamp), true);
    // Entering a place: its pointerdown to the frame after its click, measured as a key's busy time.
    document.addEventListener('pointerdown', (e) => (w.__pointerStart = e.timeStamp), true);
    window.addEventListener('click', () => {
      const handled = performance.now() - w.__pointerStart;
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__enterBusy.push(handled + (performance.now() - frameStart));
        channel.port2.postMessage(0);
      });
    });
    window.addEventListener('input', () => {
      const start = w.__keyStart;
      const handled = performance.now() - start;
      w.__keyWork.push(handled);
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const drawn = performance.now();
          w.__keyLatency.push(drawn - start);
          w.__keyBusy.push(handled + (drawn - frameStart));
        };
        channel.port2.postMessage(0);
      });
    });
  });
}

/** Latencies and work of `count` keys typed into the element (spaced out, as a person types). */
async function typeInto(page: Page, selector: string, count: number): Promise<{ latency: number[]; work: number[]; busy: number[] }> {
  await page.click(selector);
  await page.waitForTimeout(PAUSE_MS);
  await page.evaluate(() => {
    const w = window as unknown as Timed;
    w.__keyLatency = [];
    w.__keyWork = [];
    w.__keyBusy = [];
  });
  for (let i = 0; i < count; i++) {
    const key = TEXT[i % TEXT.length];
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const w = window as unknown as Timed;
    return { latency: w.__keyLatency.slice(), work: w.__keyWork.slice(), busy: w.__keyBusy.slice() };
  });
}

const figures = (v: number[]) => ({
  keys: v.length,
  median: quantile(v, 0.5),
  p90: quantile(v, 0.9),
  p95: quantile(v, 0.95),
  max: Math.max(...v),
  over16: v.filter((x) => x > 16).length,
});
const ms = (n: number, width = 5) => `${n.toFixed(1).padStart(width)} ms`;

runBrowserBench('renderer-typing', async (browser, baseUrl) => {
  const page = await openSeaBookingForm(browser, baseUrl);
  await installTimer(page);

  const measured = { latency: {} as Record<string, number[]>, busy: {} as Record<string, number[]>, work: {} as Record<string, number[]> };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskTimes = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: seconds('TaskDuration') * 1000, script: seconds('ScriptDuration') * 1000 };
  };
  const allWork: Record<string, { task: number; script: number; keys: number }> = {};
  for (const kind of Object.values(measured)) for (const name of Object.keys(places)) kind[name] = [];
  // A warm-up turn in each place, then turns in rotation. The reference stops at 35 characters:
  // each turn starts from an empty field.
  for (const selector of Object.values(places)) await typeInto(page, selector, TURN);
  await page.evaluate(() => ((window as unknown as Timed).__enterBusy = []));
  for (let typed = 0; typed < KEYS; typed += TURN) {
    for (const [name, selector] of Object.entries(places)) {
      if (selector === places['form field (Your reference)']) await page.fill(selector, '');
      const before = await taskTimes();
      const turn = await typeInto(page, selector, Math.min(TURN, KEYS - typed));
      const after = await taskTimes();
      const sum = (allWork[name] ??= { task: 0, script: 0, keys: 0 });
      sum.task += after.task - before.task;
      sum.script += after.script - before.script;
      sum.keys += turn.busy.length;
      measured.latency[name].push(...turn.latency);
      measured.busy[name].push(...turn.busy);
      measured.work[name].push(...turn.work);
    }
  }

  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`sea booking form, ${LINES} cargo lines, ${KEYS} keys per place, first key of a turn ${PAUSE_MS} ms after the click (load average ${load})`);
  const entering = await page.evaluate(() => (window as unknown as Timed).__enterBusy.slice());
  const out: Record<string, { latency: ReturnType<typeof figures>; busy: ReturnType<typeof figures>; handled: ReturnType<typeof figures> }> = {};
  const line = (label: string, f: ReturnType<typeof figures>) =>
    `    ${label.padEnd(34)} median ${ms(f.median)}   p90 ${ms(f.p90)}   p95 ${ms(f.p95)}   max ${ms(f.max, 6)}   >16 ms: ${f.over16}/${f.keys}`;
  for (const name of Object.keys(places)) {
    const f = (out[name] = { latency: figures(measured.latency[name]), busy: figures(measured.busy[name]), handled: figures(measured.work[name]) });
    console.log(`  ${name}`);
    console.log(line('busy: key + its frame (the goal)', f.busy));
    console.log(line('latency to the frame (60 Hz vsync)', f.latency));
    console.log(line('handled (input event done)', f.handled));
    const w = allWork[name];
    console.log(`    all work per key (after the frame too)  main thread ${ms(w.task / w.keys)}, of it script ${ms(w.script / w.keys)}`);
  }
  const enter = figures(entering);
  console.log(`  entering a place (pointerdown to its frame, busy; the form takes the previous place's text): median ${ms(enter.median)}   p95 ${ms(enter.p95)}   max ${ms(enter.max, 6)}   over 16 ms: ${enter.over16}/${enter.keys}`);
  const plain = out['plain <input>, same form'];
  const cell = out['line 10, description cell'];
  const field = out['form field (Your reference)'];
  const ratio = (a: ReturnType<typeof figures>, b: ReturnType<typeof figures>) => `median ${(a.median / b.median).toFixed(2)}x, p95 ${(a.p95 / b.p95).toFixed(2)}x`;
  console.log(`  line cell / plain input: busy ${ratio(cell.busy, plain.busy)}; latency ${ratio(cell.latency, plain.latency)}`);
  const goal = (name: string, v: number) => `${name} ${v <= 16 ? 'met' : 'NOT met'}`;
  const goals = (f: ReturnType<typeof figures>) => [goal('median', f.median), goal('p90', f.p90), goal('p95', f.p95)].join(', ');
  console.log(`  goal <= 16 ms (issue 13: median and p95; issue 11: p90), busy: line cell ${goals(cell.busy)}; form field ${goals(field.busy)}`);
  console.log(`  the same on the latency to the 60 Hz frame: line cell ${goals(cell.latency)}; plain input ${goals(plain.latency)}`);
  return { lines: LINES, keysPerPlace: KEYS, pauseAfterClickMs: PAUSE_MS, loadAverage: load, enteringAPlace: enter, allWorkPerKey: Object.fromEntries(Object.entries(allWork).map(([k, w]) => [k, { taskMs: w.task / w.keys, scriptMs: w.script / w.keys }])), ...out };
});
