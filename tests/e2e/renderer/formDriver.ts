// Drives RJSF form fields of the Fluent theme in the browser: choices are Fluent Dropdowns (a
// combobox button and a portalled listbox), which `fill` cannot type into.
import type { Page } from 'playwright-core';

/** Opens the dropdown of a form field (`#root_<field>`) and picks the option with exactly this label. */
export async function chooseOption(page: Page, field: string, label: string): Promise<void> {
  const combo = page.locator(`[data-dialog="form"] #root_${field}`);
  await combo.click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await page.waitForFunction(
    ([id, text]) => document.querySelector(`#${id}`)?.textContent === text,
    [`root_${field}`, label] as const,
  );
}
