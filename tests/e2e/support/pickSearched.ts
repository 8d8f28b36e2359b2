// Picking from a reference picker (ReferencePicker.tsx) as a user does: type, wait for the answer, click.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types `search` into a reference picker and clicks the first option named `option` once the search's
 * own answer is listed (no "Loading…" row, every option naming the search): an option clicked while the
 * list is being replaced (the unfiltered first page giving way to the search's) can be a row that is
 * gone by the time the click lands, and the pick is lost.
 */
export async function pickSearched(page: Page, combo: Locator, search: string, option: RegExp): Promise<void> {
  await combo.click();
  if (search) await combo.fill(search);
  const list = page.getByRole('listbox');
  // The typed text has gone out and its answer is in: no "Loading…" row, and every option matches it.
  const settled = async () => {
    if ((await list.getByRole('status').count()) > 0) return false;
    const searched = new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const [all, matching, named] = await Promise.all([list.getByRole('option').count(), list.getByRole('option', { name: searched }).count(), list.getByRole('option', { name: option }).count()]);
    return named > 0 && matching === all;
  };
  await expect.poll(settled).toBe(true);
  await list.getByRole('option', { name: option }).first().click();
  // Picked: the field shows the record's label, neither the typed text nor nothing (a lost pick).
  await expect.poll(async () => ['', search].includes(await combo.inputValue())).toBe(false);
}
