// A result's lines with their own buttons and hints (issue 48, a general option of `result.lines`): each
// line offers the page actions `rowActions` names — only those the user holds — run with the line as their
// row (`$row.<field>`), and a column's cells carry the hint `hints` names from the same line (the instant
// quote's Book per offer, and its CO₂e method on hover).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

afterEach(cleanup);

const page: PageSchema = {
  name: 'instantQuote',
  path: '/priceQuery/instantQuote',
  title: 'route.instantQuote',
  resource: 'savedQuote',
  blocks: [{ type: 'actions', actions: ['search'] }],
  actions: [
    {
      id: 'search',
      kind: 'call',
      action: 'search',
      target: 'none',
      label: 'page.instantQuote.search',
      result: { lines: { from: 'offers', columns: ['mode', 'total', 'co2eKg'], optionsKeys: { mode: 'page.instantQuote.modeOption' }, hints: { co2eKg: 'co2eMethod' }, rowActions: ['book'] } },
    },
    {
      id: 'book',
      kind: 'call',
      action: 'save',
      target: 'row',
      label: 'page.instantQuote.book',
      funcId: 'instantQuote.save',
      payload: { offer: '$row.offerKey', search: '$row.search' },
      result: { navigate: { by: { field: 'mode', routes: { SEA: 'seaBooking', RAIL: 'railBooking' } }, with: { quoteNo: '$result.quoteNo', quotedTotal: '$result.total' } } },
    },
  ],
};

const offers = [
  { offerKey: 'seaFclPrice:1', mode: 'SEA', total: '7250.00', co2eKg: '7780.0', co2eMethod: 'GLEC sea', search: { origin: 'CNSHA' } },
  { offerKey: 'railFclPrice:2', mode: 'RAIL', total: '14100.00', co2eKg: '8800.0', co2eMethod: 'GLEC rail', search: { origin: 'CNSHA' } },
];

function setUp(funcs: string[]) {
  const data = memoryProvider({ savedQuote: [] });
  data.answerActions((resource, action, sent) => {
    if (action === 'search') return { count: 2, offers };
    if (action === 'save') return { quoteNo: 'QT2612010007', mode: sent.offer === 'railFclPrice:2' ? 'RAIL' : 'SEA', total: '14100.00' };
    return null;
  });
  const view = renderPage(page, { data, language: 'en', funcs });
  return { data, view };
}

async function resultLines() {
  fireEvent.click(await screen.findByRole('button', { name: 'Search offers' }));
  return waitFor(() => {
    const lines = document.querySelectorAll<HTMLElement>('[data-result-line]');
    if (lines.length !== 2) throw new Error('no lines yet');
    return [...lines];
  });
}

describe('result lines: buttons and hints of each line', () => {
  it('runs the line action with the line as its row and follows its answer', async () => {
    const { data, view } = setUp(['instantQuote.save']);
    const lines = await resultLines();
    expect(lines[1].textContent).toContain('Rail');
    expect(lines[1].querySelector('[data-hint="co2eKg"]')?.getAttribute('title')).toBe('GLEC rail');
    fireEvent.click(lines[1].querySelector('[data-line-action="book"]')!);
    await waitFor(() => expect(view.navigations).toEqual([{ to: 'railBooking', query: { quoteNo: 'QT2612010007', quotedTotal: '14100.00' } }]));
    expect(data.calls.filter((c) => c.method === 'callAction').map((c) => c.args)).toEqual([
      expect.objectContaining({ action: 'search' }),
      expect.objectContaining({ action: 'save', data: { offer: 'railFclPrice:2', search: { origin: 'CNSHA' } } }),
    ]);
    view.unmount();
  });

  it('offers no button the user does not hold', async () => {
    const { view } = setUp([]);
    const lines = await resultLines();
    expect(lines.every((l) => l.querySelector('[data-line-action]') === null)).toBe(true);
    view.unmount();
  });
});
