// A navigate action whose target depends on the row (`by`): one "open" for a list of bookings of every
// mode lands each on its mode's page, with a fallback for a value not listed; it is offered while the
// user may open one of its routes, and on a detail page it reads the page's record.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigateRoute } from '../../../src/client/renderer/actions/navigateRoute';
import type { NavigateAction, PageSchema } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const open: NavigateAction = {
  id: 'open',
  kind: 'navigate',
  label: 'page.order.open',
  to: 'seaBookingDetail',
  by: { field: 'mode', routes: { SEA: 'seaBookingDetail', AIR: 'airBookingDetail', TRUCK: 'truckBookingDetail' } },
  with: { id: '$row.id' },
};

const bookings = [
  { id: 1, bookingNo: 'SE-1', mode: 'SEA', version: 1 },
  { id: 2, bookingNo: 'TR-2', mode: 'TRUCK', version: 1 },
  { id: 3, bookingNo: 'RA-3', mode: 'RAIL', version: 1 },
];

const listPage: PageSchema = {
  name: 'trackList',
  path: '/cargoTracing/trackList',
  title: 'route.trackList',
  resource: 'booking',
  blocks: [{ type: 'grid', columns: [{ field: 'bookingNo' }, { field: 'mode' }], rowActions: ['open'], rowDoubleClick: 'open' }],
  actions: [open],
};

describe('navigate by a field', () => {
  it("picks the route by the row's value, else the record's, else `to`", () => {
    expect(navigateRoute(open, { mode: 'TRUCK' }, { mode: 'AIR' })).toBe('truckBookingDetail');
    expect(navigateRoute(open, null, { mode: 'AIR' })).toBe('airBookingDetail');
    expect(navigateRoute(open, { mode: 'RAIL' }, null)).toBe('seaBookingDetail');
    expect(navigateRoute(open, { mode: null }, null)).toBe('seaBookingDetail');
    expect(navigateRoute({ to: 'trackList' }, { mode: 'SEA' }, null)).toBe('trackList');
  });

  it('picks among the screens whose page files show (or edit) the resource, by their `where`: no page names them', () => {
    const shipment: NavigateAction = { id: 'shipment', kind: 'navigate', to: 'seaCargoTrackingDetail', by: { field: 'bookingMode', shows: 'booking', as: 'mode' } };
    expect(navigateRoute(shipment, { bookingMode: 'RAIL' }, null)).toBe('railBookingDetail');
    expect(navigateRoute(shipment, null, { bookingMode: 'TRUCK' })).toBe('truckBookingDetail');
    expect(navigateRoute(shipment, { bookingMode: 'BARGE' }, null)).toBe('seaCargoTrackingDetail');
    expect(navigateRoute({ to: 'mulOrderList', by: { field: 'mode', edits: 'booking' } }, { mode: 'AIR' }, null)).toBe('airBooking');
    // The lint names a `by` that finds no screen.
    const nowhere = { ...listPage, actions: [{ ...shipment, by: { field: 'mode', shows: 'booking', as: 'carrier' } }], blocks: [{ type: 'grid', columns: [{ field: 'bookingNo' }], rowActions: ['shipment'] }] } as PageSchema;
    expect(lintPage(nowhere, lintContext).join('\n')).toMatch(/no screen's menu.shows or menu.edits names records by their carrier/);
  });

  it("opens each row on its mode's page, the unlisted mode on `to`", async () => {
    expect(lintPage(listPage, lintContext)).toEqual([]);
    const harness = renderPage(listPage, { data: memoryProvider({ booking: bookings }), language: 'en' });
    await screen.findByText('TR-2');
    for (const no of ['TR-2', 'SE-1', 'RA-3']) {
      const row = document.querySelector(`[data-row="${no}"]`) as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    }
    await waitFor(() => expect(harness.navigations).toHaveLength(3));
    expect(harness.navigations).toEqual([
      { to: 'truckBookingDetail', query: { id: '2' } },
      { to: 'seaBookingDetail', query: { id: '1' } },
      { to: 'seaBookingDetail', query: { id: '3' } },
    ]);
  });

  it('is offered while one of its routes may be opened, hidden when none may', async () => {
    renderPage(listPage, { data: memoryProvider({ booking: bookings }), language: 'en', closedRoutes: ['seaBookingDetail', 'airBookingDetail'] });
    await screen.findByText('TR-2');
    expect(screen.getAllByRole('button', { name: 'Open' })).toHaveLength(3);
  });

  it('is hidden when the user may open none of its routes', async () => {
    renderPage(listPage, { data: memoryProvider({ booking: bookings }), language: 'en', closedRoutes: ['seaBookingDetail', 'airBookingDetail', 'truckBookingDetail'] });
    await screen.findByText('TR-2');
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('names a route that does not exist in the lint', () => {
    const bad = { ...listPage, actions: [{ ...open, by: { field: 'mode', routes: { SEA: 'seaBookingDetial' } } }] };
    expect(lintPage(bad, lintContext).join('\n')).toContain('action open: route seaBookingDetial (by mode SEA) does not exist');
  });
});
