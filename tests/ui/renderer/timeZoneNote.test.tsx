// A page says "Times are China time" once, beside its title, however many of its blocks show times of
// day (the sea tracking detail said it three times, once per block); a dialog's block, drawn over the
// page, says it itself; a page without times says nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const booking = { id: 3, bookingNo: 'SE2611230001', status: 'RECEIVED', mode: 'SEA', submittedAt: '2026-11-20T06:00:00Z', lastEventAt: '2026-11-21T08:30:00Z', version: 4 };

describe('the time zone note', () => {
  it('is said once per page, in its heading, when several blocks show times', async () => {
    const page: PageSchema = {
      name: 'seaBookingDetail',
      path: '/myOrder/seaBookingDetail',
      title: 'route.seaBookingDetail',
      resource: 'booking',
      blocks: [
        { type: 'detail', groups: [{ fields: ['bookingNo', 'submittedAt'] }] },
        { type: 'detail', groups: [{ fields: ['lastEventAt'] }] },
      ],
    };
    const { container } = renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'en', params: { id: '3' } });
    expect(await screen.findByText('SE2611230001')).toBeTruthy();
    // 06:00 UTC is 14:00 in China.
    await waitFor(() => expect(container.querySelector('[data-field="submittedAt"]')?.textContent).toBe('2026-11-20 14:00'));
    // The blocks claim the page's note as they mount; the heading draws it on the page's next render.
    await waitFor(() => expect(container.querySelectorAll('[data-time-zone]')).toHaveLength(1));
    const notes = container.querySelectorAll('[data-time-zone]');
    expect(notes[0]!.closest('[data-block]')).toBeNull();
    expect(notes[0]!.textContent).toBe('Times are China time (UTC+8)');
  });

  it('is not said on a page whose blocks show no time of day', async () => {
    const page: PageSchema = { name: 'seaBookingDetail', path: '/myOrder/seaBookingDetail', title: 'route.seaBookingDetail', resource: 'booking', blocks: [{ type: 'detail', groups: [{ fields: ['bookingNo', 'status'] }] }] };
    const { container } = renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'zh', params: { id: '3' } });
    expect(await screen.findByText('SE2611230001')).toBeTruthy();
    expect(container.querySelectorAll('[data-time-zone]')).toHaveLength(0);
  });

  it('is said inside a dialog whose block shows times, as the page heading is behind it', async () => {
    const page: PageSchema = {
      name: 'mulOrderList',
      path: '/myOrder/mulOrderList',
      title: 'route.mulOrderList',
      resource: 'booking',
      blocks: [{ type: 'grid', columns: [{ field: 'bookingNo' }], rowActions: ['peek'] }],
      actions: [{ id: 'peek', kind: 'dialog', label: 'renderer.action.dialog', title: 'route.seaBookingDetail', blocks: [{ type: 'detail', groups: [{ fields: ['submittedAt'] }] }] }],
    };
    renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('2026-11-20 14:00')).toBeTruthy());
    expect(dialog.querySelectorAll('[data-time-zone]')).toHaveLength(1);
  });
});
