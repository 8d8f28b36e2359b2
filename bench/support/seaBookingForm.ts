// The sea booking form the typing benches type into: signed in as demo, 20 cargo lines added through the
// form's own Add button and filled as a shipper would, and a plain <input> put inside the same form
// block (the baseline: what the browser costs with no React work).
import type { Browser, Page } from 'playwright-core';
import { signedInPage } from './browserHarness';

export const CARGO_LINES = 20;

/** The places typed into, by name: a cell of line 10, a text field of the form, the plain input. */
export const TYPING_PLACES = {
  'line 10, description cell': '[data-line="9"][data-col="description"]',
  'form field (Your reference)': '#root_shipperReference',
  'plain <input>, same form': '[data-plain]',
} as const;

export async function openSeaBookingForm(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await signedInPage(browser, baseUrl, { width: 1600, height: 1000 });
  await page.goto(`${baseUrl}/myOrder/seaBooking`);
  await page.waitForSelector('[data-name="cargoLines"] [data-line-action="add"]');
  const lines = page.locator('[data-name="cargoLines"]');
  for (let i = 0; i < CARGO_LINES; i++) {
    await lines.locator('[data-line-action="add"]').click();
    const cell = (col: string) => lines.locator(`[data-line="${i}"][data-col="${col}"]`);
    await cell('description').fill(`Line ${i + 1}: LED panel lights`);
    await cell('hsCode').fill('940542');
    await cell('packageCount').fill(String(10 + i));
    await cell('packageCode').fill('CT');
    await cell('grossKg').fill(`${100 + i}.5`);
    await cell('cbm').fill(`${1 + i / 10}`);
  }
  await lines.locator(`[data-line="${CARGO_LINES - 1}"][data-col="cbm"]`).waitFor();
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('data-plain', '');
    input.setAttribute('aria-label', 'Plain input (baseline)');
    document.querySelector('[data-block="form"]')?.prepend(input);
  });
  return page;
}
