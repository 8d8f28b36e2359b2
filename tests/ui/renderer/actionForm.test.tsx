// An action with an input form and a result (the quote panel the prices screen will use): the form
// validates like any form, the call sends payload + values, the answer shows as lines and an exact
// total, the server's field errors land on the form, and "Book" carries the values to another route.
// And the export menu offers csv and xlsx; and the same form inline on a page, asking another resource,
// with the file its answer carries saved.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { FieldErrorsError, memoryProvider } from './support/memoryDataProvider';
import { parcelPage } from './support/parcelPage';
import { QUOTE_INPUT_SCHEMA, quotePage } from './support/quotePage';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

const answer = { lines: [{ item: 'Ocean freight', amount: '100.10' }, { item: 'Terminal handling', amount: '0.20' }], total: '100.30' };

async function openQuote(page = quotePage) {
  const data = memoryProvider({ price: [] });
  const harness = renderPage(page, { data, language: 'en', funcs: [], params: { lane: 'CNSHA-DEHAM' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Quote' }));
  const dialog = await screen.findByRole('dialog');
  const weight = await waitFor(() => {
    const el = dialog.querySelector<HTMLInputElement>('#root_weightKg');
    if (!el) throw new Error('form not drawn yet');
    return el;
  });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
  return { data, harness, dialog, weight, submit };
}

describe('action form and result', () => {
  it('refuses a bad input in the browser, then shows the answer’s lines and exact total, and Book carries the values', async () => {
    const { data, harness, dialog, weight, submit } = await openQuote();
    data.answerActions((resource, action, body) => (resource === 'price' && action === 'quote' && body.lane === 'CNSHA-DEHAM' ? answer : null));
    submit();
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(data.calls.some((c) => c.method === 'callAction')).toBe(false);

    fireEvent.change(weight, { target: { value: '12.5' } });
    submit();
    const result = await waitFor(() => {
      const el = dialog.querySelector<HTMLElement>('[data-action-result]');
      if (!el) throw new Error('no result yet');
      return el;
    });
    expect(data.calls.find((c) => c.method === 'callAction')?.args).toEqual({ action: 'quote', data: { lane: 'CNSHA-DEHAM', pieces: 1, weightKg: 12.5 } });
    expect(within(result).getByText('Ocean freight')).toBeTruthy();
    expect(within(result).getByText('Terminal handling')).toBeTruthy();
    // 100.10 + 0.20, summed exactly, shown as an amount.
    expect(result.querySelector('[data-total="amount"]')?.textContent).toBe('100.30');

    fireEvent.click(within(result).getByRole('button', { name: 'Book' }));
    expect(harness.navigations).toEqual([{ to: 'booking', query: { lane: 'CNSHA-DEHAM', weightKg: '12.5', total: '100.30' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a close button that closes it', async () => {
    const { dialog } = await openQuote();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('dims the answer once the input changes, keeping its place until the next answer (nothing moves under the pointer)', async () => {
    const { data, dialog, weight, submit } = await openQuote();
    data.answerActions(() => answer);
    fireEvent.change(weight, { target: { value: '12.5' } });
    submit();
    await waitFor(() => expect(dialog.querySelector('[data-action-result]')).not.toBeNull());
    expect(dialog.querySelector('[data-answer-stale]')).toBeNull();
    fireEvent.change(weight, { target: { value: '13' } });
    fireEvent.blur(weight);
    // Still there, marked as the answer to the input as it was.
    await waitFor(() => expect(dialog.querySelector('[data-answer-stale] [data-action-result]')).not.toBeNull());
    submit();
    await waitFor(() => expect(dialog.querySelector('[data-answer-stale]')).toBeNull());
    expect(dialog.querySelector('[data-action-result]')).not.toBeNull();
    expect(data.calls.filter((c) => c.method === 'callAction').at(-1)?.args).toMatchObject({ data: { weightKg: 13 } });
  });

  it('keeps focus on its submit button while the call runs (disabled but focusable), so keys still reach the dialog, and submits once', async () => {
    const { data, dialog, weight } = await openQuote();
    let answerNow: (value: unknown) => void = () => undefined;
    data.answerActions(() => new Promise((resolve) => (answerNow = resolve)));
    fireEvent.change(weight, { target: { value: '12.5' } });
    const button = within(dialog).getByRole('button', { name: 'Get quote' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    // Enter in the field while the call runs asks nothing more.
    fireEvent.keyDown(weight, { key: 'Enter' });
    expect(data.calls.filter((c) => c.method === 'callAction')).toHaveLength(1);
    fireEvent.click(button);
    answerNow(answer);
    await waitFor(() => expect(dialog.querySelector('[data-action-result]')).not.toBeNull());
    expect(data.calls.filter((c) => c.method === 'callAction')).toHaveLength(1);
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('shows the server’s field errors under the form’s field and no result', async () => {
    const { data, dialog, weight, submit } = await openQuote();
    data.answerActions(() => {
      throw new FieldErrorsError([{ field: '/weightKg', message: 'Too heavy for this lane' }]);
    });
    fireEvent.change(weight, { target: { value: '29000' } });
    submit();
    expect(await within(dialog).findByText('Too heavy for this lane')).toBeTruthy();
    expect(dialog.querySelector('[data-action-result]')).toBeNull();
  });
});

describe('a submission key', () => {
  // `$submission` is one key per submission: a retry after a refusal or a lost answer sends the same
  // key (the server books once by it), asking again after an answer sends a new one.
  const quote = quotePage.actions!.find((a) => a.id === 'quote')!;
  const page = { ...quotePage, actions: [{ ...quote, payload: { lane: '$param.lane', key: '$submission' } }, ...quotePage.actions!.filter((a) => a.id !== 'quote')] } as typeof quotePage;

  it('stays the same on a retry and changes after an answer', async () => {
    const { data, dialog, weight, submit } = await openQuote(page);
    let refuse = true;
    data.answerActions(() => {
      if (refuse) throw new FieldErrorsError([{ field: '/weightKg', message: 'Try again' }]);
      return answer;
    });
    const keys = () => data.calls.filter((c) => c.method === 'callAction').map((c) => (c.args as { data: { key: string } }).data.key);
    fireEvent.change(weight, { target: { value: '5' } });
    submit();
    expect(await within(dialog).findByText('Try again')).toBeTruthy();
    refuse = false;
    submit();
    await waitFor(() => expect(dialog.querySelector('[data-action-result]')).not.toBeNull());
    fireEvent.change(weight, { target: { value: '6' } });
    submit();
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, retry, again] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(again).not.toBe(first);
  });
});

describe('a per-row answer', () => {
  // The quote action answers `{ rows: [{ lines, total, currency }] }`: the result reads a path into it.
  const perRow = { date: '2026-11-30', rows: [{ priceNo: 'P-1', currency: 'USD', total: '1234.50', totals: { amount: '1234.50' }, lines: [{ item: 'Ocean freight', amount: '1200.00' }, { item: 'DOC', amount: '34.50' }] }] };
  const quote = quotePage.actions!.find((a) => a.id === 'quote')!;
  const page = {
    ...quotePage,
    actions: [
      {
        ...quote,
        result: {
          message: 'All-in {{rows.0.total, money}} {{rows.0.currency}} on {{date}}',
          lines: { from: 'rows.0.lines', columns: ['item', 'amount'], titles: { item: 'Item', amount: 'Amount' }, totals: ['amount'] },
          links: [{ label: 'Book', to: 'booking', with: { total: '$result.rows.0.total', currency: '$result.rows.0.currency' } }],
        },
      },
      ...quotePage.actions!.filter((a) => a.id !== 'quote'),
    ],
  } as typeof quotePage;

  it('shows the first row’s lines by a path, its total in the message, and carries it on', async () => {
    const { data, harness, dialog, weight, submit } = await openQuote(page);
    data.answerActions(() => perRow);
    fireEvent.change(weight, { target: { value: '3' } });
    submit();
    const result = await waitFor(() => {
      const el = dialog.querySelector<HTMLElement>('[data-action-result]');
      if (!el) throw new Error('no result yet');
      return el;
    });
    // Amounts as the grids show them: thousands separated, in the message, the lines and the total.
    expect(within(result).getByText('All-in 1,234.50 USD on 2026-11-30')).toBeTruthy();
    expect(within(result).getByText('DOC')).toBeTruthy();
    expect(result.querySelector('[data-result-line="0"]')?.textContent).toBe('Ocean freight1,200.00');
    // The row's own totals (beside its lines) win over the sum.
    expect(result.querySelector('[data-total="amount"]')?.textContent).toBe('1,234.50');
    fireEvent.click(within(result).getByRole('button', { name: 'Book' }));
    expect(harness.navigations).toEqual([{ to: 'booking', query: { total: '1234.50', currency: 'USD' } }]);
  });
});

describe('values carried into another route', () => {
  it('fill a new record’s form on that route, typed as its fields; unknown and server-managed names are ignored', async () => {
    const inlineParcel = { ...parcelPage, blocks: parcelPage.blocks.map((b) => (b.type === 'form' ? { ...b, display: 'inline' as const } : b)) };
    const data = memoryProvider({ testParcel: [] });
    renderPage(inlineParcel, { data, language: 'en', funcs: ['testParcels.create'], params: { reference: 'QTE20261123', weightKg: '1250.5', version: '9', junk: 'x' } });
    const reference = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('#root_reference');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    expect(reference.value).toBe('QTE20261123');
    expect(document.querySelector<HTMLInputElement>('#root_weightKg')?.value).toBe('1250.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.tables.testParcel).toHaveLength(1));
    expect(data.tables.testParcel[0]).toMatchObject({ reference: 'QTE20261123', weightKg: 1250.5 });
    expect(data.tables.testParcel[0].junk).toBeUndefined();
    expect(data.calls.find((c) => c.method === 'create')?.args).not.toHaveProperty('version');
  });
});

describe('export choice', () => {
  let created: string[] = [];
  beforeEach(() => {
    created = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers csv and xlsx for each mode and asks the server for the one picked', async () => {
    const data = memoryProvider({ price: [{ id: 1, version: 1, lane: 'CNSHA-DEHAM' }] });
    renderPage(quotePage, { data, language: 'en', funcs: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('CSV')).toBeTruthy();
    expect(within(menu).getByText('Excel (xlsx)')).toBeTruthy();
    fireEvent.click(menu.querySelector('[data-export-format="xlsx"][data-export-mode="all"]')!);
    await waitFor(() => expect(data.calls.find((c) => c.method === 'exportFile')?.args).toMatchObject({ mode: 'all', params: { format: 'xlsx' } }));
    await waitFor(() => expect(created).toEqual(['price-all.xlsx']));
  });
});

describe('an inline action form on another resource', () => {
  // A booking page's actions block shows the price list's quote form on the page itself (no dialog):
  // the call goes to `price/quote`, a refusal lands under the field, the answer and its file in place.
  const page: PageSchema = {
    name: 'testBookings',
    path: '/test/bookings',
    title: 'route.setProduct',
    resource: 'booking',
    blocks: [{ type: 'actions', variant: 'inline', actions: ['quote'] }],
    actions: [
      {
        id: 'quote',
        kind: 'call',
        label: 'Quote',
        resource: 'price',
        action: 'quote',
        target: 'none',
        payload: { lane: '$param.lane' },
        input: { schema: QUOTE_INPUT_SCHEMA, defaults: { pieces: 1 }, submit: 'Get quote' },
        result: {
          message: 'All-in {{total}}',
          lines: { from: 'lines', columns: ['item', 'amount'], titles: { item: 'Item', amount: 'Amount' }, totals: ['amount'] },
          file: 'file',
        },
      },
    ],
  };
  const file = { fileName: 'quote.xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', base64: btoa('xlsx') };
  let saved: string[] = [];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks, shows the refusal under its field, then the answer, its lines and its saved file, on the page', async () => {
    const data = memoryProvider({ booking: [], price: [] });
    data.answerActions((resource, action, body) => {
      if (resource !== 'price' || action !== 'quote') return null;
      if (Number(body.weightKg) > 1000) throw new FieldErrorsError([{ field: '/weightKg', message: 'No price for more than 1000 kg' }]);
      return { ...answer, file };
    });
    renderPage(page, { data, language: 'en', funcs: [], params: { lane: 'CNSHA-DEHAM' } });
    const panel = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-inline-action="quote"]');
      if (!el?.querySelector('#root_weightKg')) throw new Error('form not drawn yet');
      return el;
    });
    // On the page: no dialog opens.
    expect(screen.queryByRole('dialog')).toBeNull();
    const weight = panel.querySelector<HTMLInputElement>('#root_weightKg')!;
    fireEvent.change(weight, { target: { value: '1500' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get quote' }));
    expect(await within(panel).findByText('No price for more than 1000 kg')).toBeTruthy();
    expect(panel.querySelector('[data-action-result]')).toBeNull();

    fireEvent.change(weight, { target: { value: '12.5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Get quote' }));
    const result = await waitFor(() => {
      const el = panel.querySelector<HTMLElement>('[data-action-result]');
      if (!el) throw new Error('no result yet');
      return el;
    });
    // The price list's action, not the page's resource's.
    const calls = data.calls.filter((c) => c.method === 'callAction');
    expect(calls.map((c) => c.resource)).toEqual(['price', 'price']);
    expect(calls[1].args).toEqual({ action: 'quote', data: { lane: 'CNSHA-DEHAM', pieces: 1, weightKg: 12.5 } });
    expect(within(result).getByText('All-in 100.30')).toBeTruthy();
    expect(within(result).getByText('Terminal handling')).toBeTruthy();
    expect(result.querySelector('[data-total="amount"]')?.textContent).toBe('100.30');
    // The file the answer carries is saved at once, and offered again.
    expect(saved).toEqual(['quote.xlsx']);
    fireEvent.click(within(result).getByRole('button', { name: 'Download quote.xlsx' }));
    expect(saved).toEqual(['quote.xlsx', 'quote.xlsx']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
