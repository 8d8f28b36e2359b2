// A detail page reads its record again after a named action succeeds: the booking's status (and the
// actions its status allows) change on screen without a page reload; a refused action leaves it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

const page: PageSchema = {
  name: 'seaBookingDetail',
  path: '/myOrder/seaBookingDetail',
  title: 'route.seaBookingDetail',
  resource: 'booking',
  blocks: [
    { type: 'actions', actions: ['submit'] },
    { type: 'detail', groups: [{ fields: ['bookingNo', { field: 'status', format: 'badge' }] }] },
  ],
  actions: [
    { id: 'submit', kind: 'call', action: 'submit', label: 'page.order.submit', target: 'none', payload: { id: '$param.id' }, visibleWhen: { field: 'status', eq: 'DRAFT' } },
  ],
};

const statusText = (container: HTMLElement) => (container.querySelector('[data-field="status"]') as HTMLElement).textContent;

describe('detail page after an action', () => {
  it('shows the status the action set, and hides the action the new status no longer allows', async () => {
    const data = memoryProvider({ booking: [{ id: 5, bookingNo: 'SE2611230005', status: 'DRAFT', mode: 'SEA', version: 1 }] });
    data.answerActions((_resource, action, payload) => {
      const row = data.tables.booking.find((r) => r.id === Number(payload.id))!;
      row.status = 'RECEIVED';
      row.version = 2;
      return { id: row.id, action };
    });
    const { container } = renderPage(page, { data, language: 'en', params: { id: '5' } });
    await waitFor(() => expect(statusText(container)).toBe('Draft'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(statusText(container)).toBe('Received'));
    expect(data.calls.filter((c) => c.method === 'getOne')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull());
  });

  it('keeps the record as it was when the server refuses', async () => {
    const data = memoryProvider({ booking: [{ id: 6, bookingNo: 'SE2611230006', status: 'DRAFT', mode: 'SEA', version: 1 }] });
    data.answerActions(() => {
      throw new Error('A booking in status Received cannot go to Received');
    });
    const harness = renderPage(page, { data, language: 'en', params: { id: '6' } });
    await waitFor(() => expect(statusText(harness.container)).toBe('Draft'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(harness.notices.some((n) => n.intent === 'error')).toBe(true));
    expect(data.calls.filter((c) => c.method === 'getOne')).toHaveLength(1);
    expect(statusText(harness.container)).toBe('Draft');
  });
});
