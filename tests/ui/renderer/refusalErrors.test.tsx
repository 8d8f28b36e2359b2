// A refusal's field errors go one field at a time (issue 44): Submit on a booking draft is refused under
// two fields; filling one takes its own message down while the other's stays, so a late change of another
// field (a list field settling to []) cannot wipe what the server said.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
