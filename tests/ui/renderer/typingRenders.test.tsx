// What a keystroke renders on the sea booking form (the real page file and booking schema) holding 20
// cargo lines: a key in a line's cell renders that line's row and the totals, a key in a form field
// renders that field, and neither renders the other lines or fields (issues 11 and 13: typing without
// lag; bench/renderer/typingBench.ts times the same form in Chromium).
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageSchema } from '../../../src/shared/page/pageSchema';
import { countRenders } from '../support/renderCounter';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const LINES = 20;
const cargoLines = Array.from({ length: LINES }, (_, i) => ({ description: `Line ${i + 1}: LED panel lights`, hsCode: '940542', packageCount: 10 + i, packageCode: 'CT', grossKg: 100.5 + i, cbm: 1.5 }));

/** The sea booking page, its new booking starting with 20 cargo lines. */
function seaBookingWithLines(): PageSchema {
  const page = pageFile('myOrder/seaBooking');
  return { ...page, blocks: page.blocks.map((b) => (b.type === 'form' ? ({ ...b, defaults: { ...b.defaults, cargoLines } } as unknown as FormBlock) : b)) };
}

async function openForm() {
  const view = renderPage(seaBookingWithLines(), { data: memoryProvider({}), language: 'en' });
  const el = (selector: string) =>
    waitFor(() => {
      const found = view.container.querySelector<HTMLInputElement>(selector);
      if (!found) throw new Error(`no ${selector} yet`);
      return found;
    });
  await el(`[data-line="${LINES - 1}"][data-col="cbm"]`);
  return { ...view, el };
}

/** Types one more character into the input, as a key press does, and counts what renders. */
const typeKey = (input: HTMLInputElement, key: string) => countRenders(() => fireEvent.change(input, { target: { value: input.value + key } }));

describe('a keystroke on the sea booking form with 20 cargo lines', () => {
  it('in a line cell paints that cell alone, then renders that line and the totals, never the other lines', { timeout: 30_000 }, async () => {
    const { el, container } = await openForm();
    const cell = await el('[data-line="9"][data-col="description"]');
    await typeKey(cell, 'x'); // the first change also turns the form dirty
    const count = await typeKey(cell, 'y');
    expect(cell.value).toBe('Line 10: LED panel lightsxy');
    // The key's own commit: the cell and its input, nothing else.
    expect(count.commits[0]).toBe(2);
    // Then the form takes the text: one line row (its six inputs and the cell), the totals.
    expect(count.byName.LineRowInner).toBe(1);
    expect(count.byName.Input).toBe(7);
    expect(count.byName.TotalsRow).toBe(1);
    await waitFor(() => expect(container.querySelector('[data-total="packageCount"]')?.textContent).toBe(String(cargoLines.reduce((n, l) => n + l.packageCount, 0))));
  });

  it('in a form field renders that field, not the line items', { timeout: 30_000 }, async () => {
    const { el } = await openForm();
    const field = await el('#root_shipperReference');
    await typeKey(field, 'P');
    const count = await typeKey(field, 'O');
    expect(field.value).toBe('PO');
    expect(count.byName.StringField).toBe(1);
    expect(count.byName.Input).toBe(1);
    expect(count.byName.LineItemsField ?? 0).toBe(0);
    expect(count.byName.LineRowInner ?? 0).toBe(0);
  });
});
