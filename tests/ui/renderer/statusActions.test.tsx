// The status actions of a booking and an FBA order (issue 41): Submit and the other transitions are
// offered on the booking forms and on the detail pages alike, each only in the states the entity's
// x-transitions allow it from (PageRenderer folds them into the action's condition), on the page files.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { FieldErrorsError, memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const BOOKING_ACTIONS = ['submit', 'requestUpdate', 'cancel'];
/** Booking state → the status actions it allows (booking.schema.json's x-transitions). */
const BOOKING_STATES: Array<[string, string[]]> = [
  ['DRAFT', ['submit', 'cancel']],
  ['RECEIVED', ['requestUpdate', 'cancel']],
  ['PENDING_UPDATE', ['submit', 'cancel']],
  ['CONFIRMED', []],
  ['CANCELLED', []],
];
const FBA_ACTIONS = ['submit', 'cancel'];
const FBA_STATES: Array<[string, string[]]> = [
  ['DRAFT', ['submit', 'cancel']],
  ['SUBMITTED', []],
  ['CANCELLED', []],
];

const BOOKING_PAGES: Array<[string, string]> = [
  ['myOrder/seaBooking', 'SEA'],
  ['myOrder/seaBookingDetail', 'SEA'],
  ['myOrder/airBooking', 'AIR'],
  ['myOrder/airBookingDetail', 'AIR'],
  ['myOrder/railBooking', 'RAIL'],
  ['myOrder/railBookingDetail', 'RAIL'],
  // A truck booking's own page is its form (with its bills); the list's row dialog only shows it.
  ['myOrder/truckBooking', 'TRUCK'],
];
const FBA_PAGES = ['myOrder/placeFbaOrder', 'myOrder/fbaOrderDetail'];

const granted = (page: PageSchema) => (page.actions ?? []).flatMap((a) => (a.funcId ? [a.funcId] : []));
/** The status actions the page offers once the record's number is on screen. */
async function offered(page: PageSchema, resource: string, record: Record<string, unknown>, numberField: string, actions: string[]) {
  const data = memoryProvider({ [resource]: [record], bookingNote: [], expense: [] });
  const view = renderPage(page, { data, language: 'en', params: { id: String(record.id) }, funcs: granted(page) });
  await waitFor(() => expect(view.container.textContent).toContain(String(record[numberField])));
  // The form's own buttons come with its lazily loaded block: wait for the form or the detail drawn.
  await waitFor(() => expect(view.container.querySelector('[data-block="detail"], form')).toBeTruthy());
  const shown = actions.filter((a) => view.container.querySelector(`[data-action="${a}"], [data-form-action="${a}"]`));
  view.unmount();
  return shown;
}

describe('status actions on the booking forms and detail pages', () => {
  it.each(BOOKING_PAGES)('%s offers each in the states that allow it', async (place, mode) => {
    const page = pageFile(place);
    for (const [status, allowed] of BOOKING_STATES) {
      const record = { id: 7, version: 1, bookingNo: `${mode.slice(0, 2)}2611290007`, mode, status };
      expect(await offered(page, 'booking', record, 'bookingNo', BOOKING_ACTIONS), `${place} ${status}`).toEqual(allowed);
    }
  });

  it.each(FBA_PAGES)('%s offers Submit and Cancel on a draft only', async (place) => {
    const page = pageFile(place);
    for (const [status, allowed] of FBA_STATES) {
      const record = { id: 9, version: 1, orderNo: 'FO2611290009', fbaShipmentId: 'FBA15K7Q2WXY', status, channel: 'SEA', cartons: [] };
      expect(await offered(page, 'fbaOrder', record, 'orderNo', FBA_ACTIONS), `${place} ${status}`).toEqual(allowed);
    }
  });
});

describe("a status action's answer is what the form shows", () => {
  it('Submit on a saved draft shows the state and version the server answered, though reads after it are stale', async () => {
    const page = pageFile('myOrder/seaBooking');
    const draft = { id: 7, version: 1, bookingNo: 'SE2611290007', mode: 'SEA', status: 'DRAFT' };
    const data = memoryProvider({ booking: [draft], bookingNote: [], expense: [] });
    // The server moved it; a read after the action still answers the draft (a cached answer, a slow replica).
    data.answerActions((_resource, action) => (action === 'submit' ? { ...draft, version: 2, status: 'RECEIVED' } : {}));
    const view = renderPage(page, { data, language: 'en', params: { id: '7' }, funcs: granted(page) });
    const submit = await waitFor(() => {
      const button = view.container.querySelector<HTMLButtonElement>('[data-form-action="submit"]');
      expect(button).toBeTruthy();
      return button!;
    });
    fireEvent.click(submit);
    await waitFor(() => {
      expect(view.container.querySelector('[data-record-state="RECEIVED"]')).toBeTruthy();
      expect(view.container.querySelector('[data-form-locked]')).toBeTruthy();
      expect(view.container.querySelector('[data-form-action="submit"]')).toBeNull();
    });
    expect(data.calls.filter((c) => c.method === 'callAction')).toHaveLength(1);
    view.unmount();
  });

  // One click, one toast: Submit on a changed draft saves it first and says what it did, not "Saved." beside it.
  it.each([false, true])('Submit on a changed draft says one thing (refused: %s)', async (refused) => {
    const page = pageFile('myOrder/seaBooking');
    const draft = { id: 7, version: 1, bookingNo: 'SE2611290007', mode: 'SEA', status: 'DRAFT', remarks: '' };
    const data = memoryProvider({ booking: [draft], bookingNote: [], expense: [] });
    data.answerActions((_resource, action) => {
      if (action !== 'submit') return {};
      if (refused) throw new FieldErrorsError([{ field: 'pol', message: 'Origin is required to submit.' }]);
      return { ...draft, version: 3, status: 'RECEIVED' };
    });
    const view = renderPage(page, { data, language: 'en', params: { id: '7' }, funcs: granted(page) });
    const remarks = await waitFor(() => {
      const field = view.container.querySelector<HTMLTextAreaElement>('#root_remarks');
      expect(field).toBeTruthy();
      return field!;
    });
    fireEvent.change(remarks, { target: { value: 'Fragile: ceramics' } });
    fireEvent.click(view.container.querySelector<HTMLButtonElement>('[data-form-action="submit"]')!);
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'callAction')).toHaveLength(1));
    // The save went first, with the change.
    expect(data.calls.find((c) => c.method === 'update')?.args).toMatchObject({ remarks: 'Fragile: ceramics' });
    if (refused) {
      // The save took and is said, and the refusal shows under its field.
      await waitFor(() => expect(view.container.textContent).toContain('Origin is required to submit.'));
      expect(view.notices.filter((n) => n.intent === 'success').map((n) => n.message)).toEqual(['Saved.']);
    } else {
      await waitFor(() => expect(view.container.querySelector('[data-record-state="RECEIVED"]')).toBeTruthy());
      expect(view.notices.filter((n) => n.intent === 'success').map((n) => n.message)).toEqual([view.i18n.t('page.order.submitted')]);
    }
    view.unmount();
  });
});
