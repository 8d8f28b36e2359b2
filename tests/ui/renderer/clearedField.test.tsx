// Emptying a field of a saved record and saving clears it: the update names the field as null (the
// server keeps a field an update leaves out, so a cleared value used to come back after Save).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const page: PageSchema = {
  name: 'mulOrderList',
  path: '/myOrder/mulOrderList',
  title: 'route.mulOrderList',
  resource: 'booking',
  blocks: [
    { type: 'grid', id: 'bookings', columns: [{ field: 'shipperReference' }], rowActions: ['edit'] },
    { type: 'form', fields: ['shipperReference', 'remarks'] },
  ],
  actions: [{ id: 'edit', kind: 'edit' }],
};

async function editAndSave(change: (dialog: HTMLElement) => void) {
  const data = memoryProvider({ booking: [{ id: 7, shipperReference: 'PO-7', status: 'DRAFT', mode: 'SEA', remarks: 'Fragile', version: 1 }] });
  renderPage(page, { data, language: 'en' });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'select PO-7' }));
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect((dialog.querySelector('#root_remarks') as HTMLInputElement | null)?.value).toBe('Fragile'));
  change(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(data.calls.filter((c) => c.method === 'update')).toHaveLength(1));
  return data.calls.find((c) => c.method === 'update')!.args as Record<string, unknown>;
}

describe('a saved record with a field emptied', () => {
  it('sends the emptied field as null, so the save clears it', async () => {
    const sent = await editAndSave((dialog) => fireEvent.change(dialog.querySelector('#root_remarks')!, { target: { value: '' } }));
    expect(sent).toMatchObject({ id: 7, version: 1, remarks: null, shipperReference: 'PO-7' });
  });

  it('leaves an untouched empty field out, and sends a changed one as typed', async () => {
    const sent = await editAndSave((dialog) => fireEvent.change(dialog.querySelector('#root_shipperReference')!, { target: { value: 'PO-8' } }));
    expect(sent).toMatchObject({ shipperReference: 'PO-8', remarks: 'Fragile' });
  });
});
