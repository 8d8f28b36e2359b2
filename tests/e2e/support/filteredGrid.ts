// A list screen narrowed to one record by its filter bar, as a user finds a number: type it into the
// field's filter, Search, and wait until the grid's first row is that record (its first column).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GridDriver } from '../renderer/gridDriver';

/** The grid of page `pageName` (already opened) filtered on `field` = `value`; `widths`: its first columns' widths. */
export async function gridFilteredBy(page: Page, pageName: string, field: string, value: string, widths: number[]): Promise<GridDriver> {
  await page.waitForSelector(`[data-page="${pageName}"] [data-block="grid"] [data-grid-rows]`);
  await page.fill(`[data-page="${pageName}"] [name="filter-${field}"]`, value);
  await page.click(`[data-page="${pageName}"] [data-filter="search"]`);
  const grid = new GridDriver(page, { widths, rowHeight: 36 });
  await expect.poll(() => grid.cellText(0, 0)).toBe(value);
  return grid;
}
