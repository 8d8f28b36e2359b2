// A detail page reads its record again after a named action succeeds: the booking's status (and the
// actions its status allows) change on screen without a page reload; a refused action leaves it. So
// does a detail bound to a grid's selected row, after a call on the row or a save of its form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

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

// A detail bound to a grid's selected row (`recordId: "$selected.<grid>.id"`) reads its record again
// after the page writes: a call on the row, or a save of the row's edit form.
const workbench: PageSchema = {
  name: 'mulOrderList',
  path: '/myOrder/mulOrderList',
  title: 'route.mulOrderList',
  resource: 'booking',
  blocks: [
    { type: 'grid', id: 'bookings', columns: [{ field: 'shipperReference' }], rowActions: ['submit', 'edit'] },
    { type: 'detail', recordId: '$selected.bookings.id', groups: [{ fields: ['bookingNo', { field: 'status', format: 'badge' }, 'remarks'] }] },
    { type: 'form', fields: ['remarks'] },
  ],
  actions: [
    { id: 'submit', kind: 'call', action: 'submit', label: 'page.order.submit', payload: { id: '$row.id' }, visibleWhen: { field: 'status', eq: 'DRAFT' } },
    { id: 'edit', kind: 'edit' },
  ],
};

describe('a detail bound to the selected row, after a write', () => {
  const booking = () => ({ id: 7, shipperReference: 'PO-7', bookingNo: null, status: 'DRAFT', mode: 'SEA', remarks: 'first', version: 1 });

  it('reads its record again after a call on the row, showing it until the new one is in', async () => {
    const data = memoryProvider({ booking: [booking()] });
    data.answerActions((_resource, action, payload) => {
      const row = data.tables.booking.find((r) => r.id === Number(payload.id))!;
      Object.assign(row, { status: 'RECEIVED', bookingNo: 'SE2611230007', version: 2 });
      return { id: row.id, action };
    });
    const { container } = renderPage(workbench, { data, language: 'en' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'select PO-7' }));
    await waitFor(() => expect(statusText(container)).toBe('Draft'));
    const reads = () => data.calls.filter((c) => c.method === 'getOne' && c.resource === 'booking').length;
    expect(reads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(statusText(container)).toBe('Received'));
    expect(container.querySelector('[data-block="detail"] [data-field="bookingNo"]')?.textContent).toBe('SE2611230007');
    expect(reads()).toBe(2);
  });

  it('reads its record again after the row’s edit form is saved', async () => {
    const data = memoryProvider({ booking: [booking()] });
    const { container } = renderPage(workbench, { data, language: 'en' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'select PO-7' }));
    await waitFor(() => expect(container.querySelector('[data-block="detail"] [data-field="remarks"]')?.textContent).toBe('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const remarks = await waitFor(() => {
      const el = dialog.querySelector<HTMLTextAreaElement | HTMLInputElement>('#root_remarks');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    fireEvent.change(remarks, { target: { value: 'second' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(container.querySelector('[data-block="detail"] [data-field="remarks"]')?.textContent).toBe('second'));
    expect(data.calls.filter((c) => c.method === 'update')).toHaveLength(1);
  });
});
