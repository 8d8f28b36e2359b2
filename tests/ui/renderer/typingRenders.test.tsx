// What a keystroke renders on the sea booking form (the real page file and booking schema) holding 20
// cargo lines: a key in a line's cell or in a form field renders no component at all (the native input
// owns the text: useTypingDraft, TypedText), the line's row and the totals or the field follow when typing
// pauses, and neither renders the other lines or fields (issues 11 and 13: typing without lag;
// bench/renderer/typingBench.ts times it in Chromium).
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageSchema } from '../../../src/shared/page/pageSchema';
import { TYPING_PAUSE_MS } from '../../../src/client/renderer/form/useTypingDraft';
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

/**
 * From here until `pause()` the typing pause cannot pass: however slow the machine, keys typed one after
 * another never see it pass between them. Only setTimeout is held (React's scheduler keeps the real
 * clock); Testing Library's waits need it, so none runs while it is held.
 */
const holdTheClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Typing pauses: the pause's timer fires and React renders what it started; then the clock runs again. */
async function pause(): Promise<void> {
  await act(async () => vi.advanceTimersByTime(TYPING_PAUSE_MS));
  vi.useRealTimers();
}
afterEach(() => vi.useRealTimers());

describe('a keystroke on the sea booking form with 20 cargo lines', () => {
  it('in a line cell renders nothing; the line and the totals follow once typing pauses, never the other lines', async () => {
    const { el, container } = await openForm();
    const cell = await el('[data-line="9"][data-col="description"]');
    const packages = await el('[data-line="9"][data-col="packageCount"]');
    holdTheClock();
    const total = () => container.querySelector('[data-total="packageCount"]')?.textContent;
    const sum = cargoLines.reduce((n, l) => n + l.packageCount, 0);
    // A key renders no component: not the cell, not its Fluent input.
    for (const key of 'xy') expect((await typeKey(cell, key)).total).toBe(0);
    expect(cell.value).toBe('Line 10: LED panel lightsxy');
    const count = await typeKey(cell, '9');
    expect(count.commits).toEqual([]);
    fireEvent.blur(cell); // on to the next cell: the form takes the description at once
    // When typing pauses the form takes the text: that line's row (its six cells), the totals, no other line.
    expect((await typeKey(packages, '0')).total).toBe(0);
    expect(total()).toBe(String(sum));
    const followed = await countRenders(async () => {
      await pause();
      await waitFor(() => expect(total()).toBe(String(sum - 19 + 190)));
    });
    expect(followed.byName.LineRowInner).toBe(1);
    expect(followed.byName.TotalsRow).toBe(1);
    expect(followed.byName.LineTextCell).toBe(6);
  });

  it('in a form field renders nothing; the field follows once typing pauses, never the line items', async () => {
    const { el } = await openForm();
    const field = await el('#root_shipperReference');
    act(() => field.focus());
    holdTheClock();
    const counter = () => field.parentElement?.querySelector('[data-length-counter]')?.textContent;
    expect(counter()).toBe(`0 / ${field.maxLength}`);
    await typeKey(field, 'P');
    const count = await typeKey(field, 'O');
    expect(field.value).toBe('PO');
    expect(count.total).toBe(0);
    // The counter follows each key without a render: its text is written.
    expect(counter()).toBe(`2 / ${field.maxLength}`);
    expect(count.byName.LineItemsField ?? 0).toBe(0);
    // The form takes the text once typing pauses: the field renders again, the line items still do not.
    const followed = await countRenders(pause);
    expect(followed.byName.StringField).toBe(1);
    expect(followed.byName.LineItemsField ?? 0).toBe(0);
    expect(followed.byName.LineRowInner ?? 0).toBe(0);
    expect(field.value).toBe('PO');
  });
});
