// The quote of a price screen (issue 41), on the real sea price page file: container lines are a small
// table (no "Containers-1" headings), each type picked by the name the grids give it, the answer's
// amounts with thousands separators in the message, the lines and the total, and a close button.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

afterEach(cleanup);

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = dayFromNow(0);
// Valid from yesterday to tomorrow: the page's filter asks for prices valid on today in China time, which
// is the next day's date from 16:00 UTC (a price valid on the UTC date alone dropped out of the list then).
const price = { id: 7, priceNo: 'SF-SHAHAM-MAEU', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: dayFromNow(-1), validTo: dayFromNow(1), rate45G1: 4600, currency: 'USD' };
const equipment = [
  { id: 1, code: '22G1', nameEn: '20GP', nameZh: '20尺普柜', active: true },
  { id: 2, code: '42G1', nameEn: '40GP', nameZh: '40尺普柜', active: true },
  { id: 3, code: '45G1', nameEn: '40HC', nameZh: '40尺高柜', active: true },
  { id: 4, code: '45R1', nameEn: '40RF', nameZh: '40尺冷藏高柜', active: true },
];
const answer = {
  date: today,
  rows: [
    {
      priceNo: 'SF-SHAHAM-MAEU',
      currency: 'USD',
      total: '60950.00',
      totals: { amount: '60950.00' },
      lines: [
        { code: 'BAS', name: 'Freight', basis: '12 ctr × 4,600.00 (45G1 · 40HC)', amount: '55200.00' },
        { code: 'BAF', name: 'Bunker adjustment', basis: '12 ctr × 320.00', amount: '3840.00' },
        { code: 'DOC', name: 'Documentation', basis: '1 B/L × 50.00', amount: '50.00' },
      ],
    },
  ],
};

describe('the quote dialog', () => {
  it.each([
    ['en', 'Quote', 'Get quote', /^45G1.*40HC/, 'All-in 60,950.00 USD for price SF-SHAHAM-MAEU', 'Close'],
    ['zh', '报价', '计算报价', /^45G1.*40尺高柜/, '60,950.00 USD', '关闭'],
  ] as const)('asks for container lines in a table by type name, answers amounts as the grids show them, and closes (%s)', async (language, quote, getQuote, typeName, message, close) => {
    const data = memoryProvider({ seaFclPrice: [price], equipmentType: equipment });
    data.answerActions((resource, action) => (resource === 'seaFclPrice' && action === 'quote' ? answer : null));
    const view = renderPage(pageFile('priceQuery/seaPriceQuery'), { data, language });
    fireEvent.click(await screen.findByRole('button', { name: quote }));
    const dialog = await screen.findByRole('dialog');
    const lines = await waitFor(() => {
      const el = dialog.querySelector<HTMLElement>('[data-field="lineItems"][data-name="containers"]');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    // A table of lines with titled columns, not numbered sub-forms.
    expect(dialog.textContent).not.toMatch(/Containers-1|货柜-1|-1\b/);
    expect(lines.querySelector('table')).not.toBeNull();
    // The type is picked by name, among the types the price has rates for (no reefer).
    fireEvent.click(dialog.querySelector('#root_containers_0_type')!);
    const option = await screen.findByRole('option', { name: typeName });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toHaveLength(3);
    expect(screen.queryByRole('option', { name: /45R1/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.change(dialog.querySelector('#root_containers_0_count')!, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: getQuote }));
    const result = await waitFor(() => {
      const el = dialog.querySelector<HTMLElement>('[data-action-result]');
      if (!el) throw new Error('no result yet');
      return el;
    });
    expect(data.calls.find((c) => c.method === 'callAction')?.args).toMatchObject({ action: 'quote', data: { id: 7, containers: [{ type: '45G1', count: 12 }] } });
    expect(result.textContent).toContain(message);
    expect(result.querySelector('[data-result-line="0"]')?.textContent).toContain('55,200.00');
    expect(result.querySelector('[data-total="amount"]')?.textContent).toBe('60,950.00');
    fireEvent.click(within(dialog).getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();
  });
});
