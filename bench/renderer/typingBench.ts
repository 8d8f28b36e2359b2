// Keydown to next paint while typing in forms, beside a plain <input> on the same page in the same
// run (issue 11: p90 ≤ 16 ms in the largest form). Three forms: the product form of the real app
// against the real server (its largest), and, in the form harness (the real renderer over the
// component tests' memory provider), a form holding 20 line items, typed in its first field and in a
// line. Each key is timed from the event's timestamp to a task queued after the next frame.
// Run: npx tsx bench/renderer/typingBench.ts   (BENCH_KEYS, default 60)
import type { Page } from 'playwright-core';
import { loginThroughDialog, openPage } from '../../tests/e2e/support/browser';
import { quantile, runBrowserBench } from '../support/browserHarness';
import { buildHarness } from './formHarness/buildHarness';
import { serveHarness } from './formHarness/serveHarness';

const KEYS = Number(process.env.BENCH_KEYS ?? 60);
const TEXT = 'Container of ceramic mugs and glass jars 0123456789 ';

/** Installs the timer once per document: each keydown's latency goes to window.__keyLatency. */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyLatency: number[] };
    w.__keyLatency = [];
    document.addEventListener(
      'keydown',
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.__keyLatency.push(performance.now() - start);
          channel.port2.postMessage(0);
        });
      },
      true,
    );
  });
}

/** Latencies of KEYS keys typed into the element (spaced out, as a person types). */
async function typeInto(page: Page, selector: string): Promise<number[]> {
  await page.click(selector);
  await page.evaluate(() => {
    (window as unknown as { __keyLatency: number[] }).__keyLatency = [];
  });
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(TEXT[i % TEXT.length] === ' ' ? 'Space' : TEXT[i % TEXT.length]);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __keyLatency: number[] }).__keyLatency.slice());
}

const figures = (v: number[]) => ({ p50: quantile(v, 0.5), p90: quantile(v, 0.9), max: Math.max(...v), over16: v.filter((x) => x > 16).length, keys: v.length });
const line = (name: string, v: number[]) => {
  const f = figures(v);
  return `${name.padEnd(46)} p50 ${f.p50.toFixed(1).padStart(5)} ms   p90 ${f.p90.toFixed(1).padStart(5)} ms   max ${f.max.toFixed(0).padStart(4)} ms   >16 ms: ${f.over16}/${f.keys}`;
};

runBrowserBench('renderer-typing', async (browser, baseUrl) => {
  const out: Record<string, ReturnType<typeof figures>> = {};
  const report = (name: string, form: number[], plain: number[]) => {
    console.log(line(`${name}: form field`, form));
    console.log(line(`${name}: plain input, same page`, plain));
    console.log(`${name}: form / plain, p90: ${(quantile(form, 0.9) / quantile(plain, 0.9)).toFixed(2)}x`);
    out[`${name} form`] = figures(form);
    out[`${name} plain`] = figures(plain);
  };

  // The product form (the app's largest) in its dialog, a plain input added to the same dialog.
  if (process.env.BENCH_ONLY !== 'harness') await productForm();
  async function productForm() {
  const page = await openPage(browser, { language: 'en', baseUrl });
  await loginThroughDialog(page, baseUrl, 'demo', 'demo1234');
  await page.goto(`${baseUrl}/setData/setProduct`);
  await page.click('button[data-action="create"]');
  await page.waitForSelector('[data-dialog="form"] #root_nameEn');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('data-plain', '');
    document.querySelector('[data-dialog="form"]')?.prepend(input);
  });
  await installTimer(page);
  await typeInto(page, '#root_remark, #root_nameEn'); // warm-up
  report('product form (app)', await typeInto(page, '#root_nameEn'), await typeInto(page, '[data-plain]'));
  }

  // A form with 20 line items (form harness).
  const harness = await serveHarness(await buildHarness());
  try {
    const h = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await h.goto(`${harness.url}?page=parcel&lines=20`);
    await h.waitForSelector('[data-line="19"][data-col="sku"]');
    await installTimer(h);
    await typeInto(h, '[data-plain]'); // warm-up
    const plain = await typeInto(h, '[data-plain]');
    report('20-line form: first field', await typeInto(h, '#root_reference'), plain);
    report('20-line form: a line cell', await typeInto(h, '[data-line="9"][data-col="sku"]'), await typeInto(h, '[data-plain]'));
  } finally {
    await harness.close();
  }
  return { keys: KEYS, ...out };
});
