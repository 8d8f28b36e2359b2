// A refusal's field errors go one field at a time (issue 44): Submit on a booking draft is refused under
// two fields; filling one takes its own message down while the other's stays, so a late change of another
// field (a list field settling to []) cannot wipe what the server said; and a refusal that comes back
// after the form already drew the version its save made is still shown under the fields.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const REFERENCE = 'Give your own reference for this booking';
const SHIPPER = 'Shipper is required.';

describe("a refused action's field errors", () => {
  it('stay under each field until that field changes', async () => {
    const page = pageFile('myOrder/seaBooking');
    const draft = { id: 7, version: 1, bookingNo: 'SE2611300007', mode: 'SEA', status: 'DRAFT' };
    const data = memoryProvider({ booking: [draft], bookingNote: [], expense: [] });
    data.answerActions(() => {
      throw Object.assign(new Error('Some fields are not valid.'), { errors: [{ field: '/shipperReference', message: REFERENCE }, { field: '/shipper', message: SHIPPER }] });
    });
    const funcs = (page.actions ?? []).flatMap((a) => (a.funcId ? [a.funcId] : []));
    const view = renderPage(page, { data, language: 'en', params: { id: '7' }, funcs });
    const submit = await waitFor(() => {
      const button = view.container.querySelector<HTMLButtonElement>('[data-form-action="submit"]');
      expect(button).toBeTruthy();
      return button!;
    });
    fireEvent.click(submit);
    const errorOf = (field: string) => view.container.querySelector(`#root_${field}__error`)?.textContent ?? '';
    await waitFor(() => {
      expect(errorOf('shipperReference')).toContain(REFERENCE);
      expect(errorOf('shipper')).toContain(SHIPPER);
    });
    const reference = view.container.querySelector<HTMLInputElement>('#root_shipperReference')!;
    fireEvent.change(reference, { target: { value: 'PO-4471' } });
    fireEvent.blur(reference);
    await waitFor(() => expect(errorOf('shipperReference')).not.toContain(REFERENCE));
    expect(errorOf('shipper')).toContain(SHIPPER);
    view.unmount();
  });

  it('show under the fields when Submit saved first and the saved version was drawn before the refusal came', async () => {
    const page = pageFile('myOrder/seaBooking');
    const draft = { id: 8, version: 1, bookingNo: 'SE2611300008', mode: 'SEA', status: 'DRAFT' };
    const data = memoryProvider({ booking: [draft], bookingNote: [], expense: [] });
    let refuse: (e: Error) => void = () => {};
    data.answerActions(() => new Promise((_, reject) => (refuse = reject)));
    const funcs = (page.actions ?? []).flatMap((a) => (a.funcId ? [a.funcId] : []));
    const queries = createQueryClient({ session: false });
    const view = renderPage(page, { data, language: 'en', params: { id: '8' }, funcs, queries });
    const reference = await waitFor(() => {
      const input = view.container.querySelector<HTMLInputElement>('#root_shipperReference');
      expect(input).toBeTruthy();
      return input!;
    });
    fireEvent.change(reference, { target: { value: 'PO-4472' } });
    fireEvent.blur(reference);
    fireEvent.click(view.container.querySelector<HTMLButtonElement>('[data-form-action="submit"]')!);
    // The save took (version 2) and the page drew it before the submit's answer (the hub's word of the
    // save had the record read again): a new form, with no errors yet.
    await waitFor(() => expect(data.calls.some((c) => c.method === 'callAction')).toBe(true));
    await queries.invalidateQueries();
    await waitFor(() => expect(view.container.querySelector('#root_shipperReference')).not.toBe(reference));
    refuse(Object.assign(new Error('Some fields are not valid.'), { errors: [{ field: '/shipper', message: SHIPPER }] }));
    await waitFor(() => expect(view.container.querySelector('#root_shipper__error')?.textContent ?? '').toContain(SHIPPER));
    view.unmount();
  });
});
