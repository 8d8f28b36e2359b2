import { launchBrowser } from './tests/e2e/support/browser';
import { buildHarness } from './bench/renderer/formHarness/buildHarness';
import { serveHarness } from './bench/renderer/formHarness/serveHarness';

const dir = await buildHarness();
const server = await serveHarness(dir);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Line items with the browser's errors (line 2 sku cleared, quantity 0) then the server's line error.
  await page.goto(`${server.url}?page=parcel&lines=4&serverError=1`);
  await page.waitForSelector('[data-field="lineItems"]');
  await page.fill('[data-line="1"][data-col="sku"]', '');
  await page.fill('[data-line="1"][data-col="quantity"]', '0');
  await page.click('button[data-form="save"]');
  await page.waitForSelector('[data-line="1"][data-col="sku"][aria-invalid="true"]');
  await page.screenshot({ path: '/tmp/9b-shots/lines-browser-errors.png', fullPage: true });
  await page.fill('[data-line="1"][data-col="sku"]', 'SKU-002');
  await page.fill('[data-line="1"][data-col="quantity"]', '2');
  await page.click('button[data-form="save"]');
  await page.waitForSelector('text=Line 3: quantity exceeds the pallet limit of 4');
  await page.screenshot({ path: '/tmp/9b-shots/lines-server-error.png', fullPage: true });
  // zh
  await page.goto(`${server.url}?page=parcel&lines=3&lang=zh`);
  await page.waitForSelector('[data-field="lineItems"]');
  await page.screenshot({ path: '/tmp/9b-shots/lines-zh.png', fullPage: true });
  // Action dialog: form, then result.
  await page.goto(`${server.url}?page=quote`);
  await page.click('button[data-action="quote"]');
  await page.waitForSelector('#root_weightKg');
  await page.click('[data-action-submit]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/9b-shots/action-form-error.png' });
  await page.fill('#root_weightKg', '1250.5');
  await page.click('[data-action-submit]');
  await page.waitForSelector('[data-action-result]');
  await page.screenshot({ path: '/tmp/9b-shots/action-result.png' });
  await page.click('[data-result-link="booking"]');
  console.log('navigated', await page.evaluate(() => document.body.dataset.navigated));
  await page.goto(`${server.url}?page=quote`);
  await page.click('button[data-action="export"]');
  await page.waitForSelector('[data-export-format="xlsx"]');
  await page.screenshot({ path: '/tmp/9b-shots/export-menu.png' });
  console.log('errors:', errors);
} finally {
  await browser.close();
  await server.close();
}
