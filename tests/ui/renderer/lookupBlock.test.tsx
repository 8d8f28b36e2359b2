// The one lookup block, on the real page files that use it: a public tracking page (a link's query
// fills the form and looks up at once; the record's fields and the events' timeline show, en and zh),
// the sea bill fee page (lines with their total), and a failure told once, on the page (a silent call,
// so the request client adds no toast).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

afterEach(cleanup);

const shipment = {
  record: { bookingNo: 'SE2611230001', mode: 'SEA', status: 'CONFIRMED', pol: 'CNSHA', pod: 'DEHAM', etd: '2026-11-20', delayed: false },
  events: [
    { eventType: 'DEPA', classifier: 'ACT', eventTime: '2026-11-20T08:00:00Z', timeZone: 'Asia/Shanghai', location: 'CNSHA', placeName: 'Shanghai' },
    { eventType: 'ARRI', classifier: 'EST', eventTime: '2026-12-12T06:00:00Z', timeZone: 'Europe/Berlin', location: 'DEHAM', placeName: 'Hamburg' },
  ],
};

function tracking(language: 'en' | 'zh', answer: (params: Record<string, unknown>) => unknown) {
  return renderPage(pageFile('cargoTracingHome/seaTrackingDetailHome'), { data: memoryProvider(), language, params: { no: 'SE2611230001', code: '3F9A-07C2-B4E1' }, answerRequest: (_m, _p, params) => answer(params) });
}

describe('lookup block', () => {
  it('fills the form from a link’s query, looks up at once and shows the record and its timeline', async () => {
    const harness = tracking('en', () => shipment);
    await waitFor(() => expect(harness.container.querySelector('[data-lookup-record]')).toBeTruthy());
    expect(harness.requests).toEqual([{ method: 'GET', path: '/public/shipment', params: { number: 'SE2611230001', code: '3F9A-07C2-B4E1' } }]);
    const record = harness.container.querySelector('[data-lookup-record]')!;
    expect(record.querySelector('[data-field="bookingNo"]')!.textContent).toBe('SE2611230001');
    expect(record.querySelector('[data-field="etd"]')!.textContent).toBe('2026-11-20');
    expect(record.textContent).toContain('Booking no.');
    expect(harness.container.querySelectorAll('li[data-milestone]').length).toBe(2);
    expect(screen.getByText('Shanghai')).toBeTruthy();
  });

  it('speaks the user’s language (zh)', async () => {
    const harness = tracking('zh', () => shipment);
    await waitFor(() => expect(harness.container.querySelector('[data-lookup-record]')).toBeTruthy());
    expect(harness.container.querySelector('[data-lookup-record]')!.textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(harness.container.querySelector('[data-lookup-record]')!.textContent).not.toContain('Booking no.');
  });

  it('shows each place the server named with its name beside the code, in the record and the timeline', async () => {
    const named = {
      record: { ...shipment.record, polName: '上海', podName: '汉堡', lastEventPlace: 'SGSIN', lastEventPlaceName: '新加坡' },
      events: [{ eventType: 'DEPA', classifier: 'ACT', eventTime: '2026-11-20T08:00:00Z', timeZone: 'Asia/Shanghai', location: 'CNSHA', locationName: '上海' }],
    };
    const harness = tracking('zh', () => named);
    await waitFor(() => expect(harness.container.querySelector('[data-lookup-record]')).toBeTruthy());
    const record = harness.container.querySelector('[data-lookup-record]')!;
    expect(record.querySelector('[data-field="pol"]')!.textContent).toBe('CNSHA · 上海');
    expect(record.querySelector('[data-field="pod"]')!.textContent).toBe('DEHAM · 汉堡');
    expect(record.querySelector('[data-field="lastEventPlace"]')!.textContent).toBe('SGSIN · 新加坡');
    expect(harness.container.querySelector('li[data-milestone]')!.textContent).toContain('上海');
  });

  it('on a shared link, draws no form (the link\'s secret is in no field), only the answer or why there is none', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const shared = (answer: (params: Record<string, unknown>) => unknown) =>
      renderPage(pageFile('cargoTracingHome/sharedTracking'), { data: memoryProvider(), language: 'en', params: { t: token }, answerRequest: (_m, _p, params) => answer(params) });
    const harness = shared(() => shipment);
    await waitFor(() => expect(harness.container.querySelector('[data-lookup-record]')).toBeTruthy());
    expect(harness.requests).toEqual([{ method: 'GET', path: '/public/sharedTracking', params: { t: token } }]);
    expect(harness.container.querySelector('[data-action-form]')).toBeNull();
    expect(harness.container.innerHTML).not.toContain(token);
    cleanup();
    const gone = shared(() => {
      throw new Error('This tracking link is not valid any more.');
    });
    await waitFor(() => expect(gone.container.querySelector('[data-lookup-error]')).toBeTruthy());
    expect(gone.container.querySelector('[data-action-form]')).toBeNull();
    cleanup();
    // Without the link's value the form is there to type it.
    const typed = renderPage(pageFile('cargoTracingHome/sharedTracking'), { data: memoryProvider(), language: 'en', answerRequest: () => shipment });
    await waitFor(() => expect(typed.container.querySelector('[data-action-form]')).toBeTruthy());
  });

  it('tells a failure once, on the page: the call is silent and nothing is left of an earlier answer', async () => {
    const harness = tracking('en', () => {
      throw new Error('No shipment matches this number and code. Check both and try again.');
    });
    await waitFor(() => expect(harness.container.querySelector('[data-lookup-error]')).toBeTruthy());
    expect(harness.container.querySelector('[data-lookup-error]')!.textContent).toBe('No shipment matches this number and code. Check both and try again.');
    expect(harness.requestOptions).toEqual([{ silent: true }]);
    expect(harness.notices).toEqual([]);
    expect(harness.container.querySelector('[data-lookup-record]')).toBeNull();
  });

  it('shows a bill’s fee lines with their total, looked up from the form', async () => {
    const fees = { blNo: 'MAEU1234567', currency: 'USD', lines: [{ chargeCode: 'THC', description: 'Terminal handling', quantity: '1', unit: 'BL', unitPrice: '100.10', amount: '100.10', tax: '0.00', lineTotal: '100.10' }, { chargeCode: 'DOC', description: 'Documents', quantity: '1', unit: 'BL', unitPrice: '0.20', amount: '0.20', tax: '0.00', lineTotal: '0.20' }], totals: { lineTotal: '100.30' } };
    const harness = renderPage(pageFile('seabillfee/seabillfee'), { data: memoryProvider(), language: 'en', answerRequest: () => fees });
    const blNo = await waitFor(() => {
      const el = harness.container.querySelector<HTMLInputElement>('#root_blNo');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    fireEvent.change(blNo, { target: { value: 'MAEU1234567' } });
    fireEvent.change(harness.container.querySelector<HTMLInputElement>('#root_code')!, { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the fees' }));
    expect(await screen.findByText('Terminal handling')).toBeTruthy();
    expect(harness.requests).toEqual([{ method: 'GET', path: '/seabillfee', params: { blNo: 'MAEU1234567', code: 'ABC123' } }]);
    expect(screen.getByText('100.30')).toBeTruthy();
  });
});
