// The renderer's bound reports (renderer/reports): on an administrator's page whose menu has reports
// bound, a "Reports (n)" menu button; a report opens its own parameters as a form (a date picker for a
// date), runs with the menu and code, and shows the rows. Nothing is asked on a customer's menu or for
// a customer user.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const pageOf = (name: string): PageSchema => ({ name, path: `/test/${name}`, title: 'route.auditLog', blocks: [] });
const LISTED = { menuCd: 'auditLog', reports: [{ code: 'since', name: 'Bookings since a date', params: [{ name: 'fromDate', kind: 'date', title: 'From date' }] }] };
const RAN = { columns: [{ field: 'booking_no', title: 'Booking no.' }], rows: [{ booking_no: 'SE2611260001' }], rowCount: 1, capped: false, rowCap: 2000 };

function answer(method: string, path: string) {
  if (method === 'GET' && path === '/boundReports') return LISTED;
  if (method === 'POST' && path === '/boundReports/run') return RAN;
  return null;
}

describe('bound reports on a page', () => {
  it('offers the menu reports to an administrator, runs one with its date and shows the rows', async () => {
    localStorage.setItem('F9-Roles', 'admin');
    const harness = renderPage(pageOf('auditLog'), { data: memoryProvider({}), language: 'en', answerRequest: answer });
    const button = await screen.findByRole('button', { name: 'Reports (1)' });
    expect(harness.requests[0]).toEqual({ method: 'GET', path: '/boundReports', params: { menuCd: 'auditLog' } });
    expect(harness.requestOptions[0]).toEqual({ silent: true });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bookings since a date' }));
    const dialog = await screen.findByRole('dialog');
    const date = await waitFor(() => {
      const el = dialog.querySelector<HTMLInputElement>('#root_p1');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    expect(date.type).toBe('date');
    expect(dialog.querySelectorAll('input[id^="root_p"]').length).toBe(1);
    fireEvent.change(date, { target: { value: '2026-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('SE2611260001')).toBeTruthy();
    expect(within(dialog).getByText('1 rows')).toBeTruthy();
    expect(harness.requests.at(-1)).toEqual({ method: 'POST', path: '/boundReports/run', params: { menuCd: 'auditLog', code: 'since', p1: '2026-01-01' } });
    expect(within(dialog).getByRole('button', { name: 'Export xlsx' })).toBeTruthy();
    // A changed date dims the rows, which stay in place (nothing moves under the pointer) until the next run.
    expect(dialog.querySelector('[data-answer-stale]')).toBeNull();
    fireEvent.change(date, { target: { value: '2026-02-01' } });
    fireEvent.blur(date);
    await waitFor(() => expect(dialog.querySelector('[data-answer-stale]')).not.toBeNull());
    expect(within(dialog).getByText('SE2611260001')).toBeTruthy();
  });

  it('asks nothing on a customer menu, nor for a customer user on an administrator menu', async () => {
    localStorage.setItem('F9-Roles', 'admin');
    const onCustomerMenu = renderPage(pageOf('setAddress'), { data: memoryProvider({}), language: 'en', answerRequest: answer });
    await new Promise((r) => setTimeout(r, 50));
    expect(onCustomerMenu.requests).toEqual([]);
    cleanup();
    localStorage.setItem('F9-Roles', 'customer');
    const customer = renderPage(pageOf('auditLog'), { data: memoryProvider({}), language: 'en', answerRequest: answer });
    await new Promise((r) => setTimeout(r, 50));
    expect(customer.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: /Reports/ })).toBeNull();
  });
});
