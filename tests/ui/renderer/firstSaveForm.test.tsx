// A form page's first save turns the form into the saved record's at once (FormBlock.tsx), not when the
// route comes to name the record: the app draws that navigation later, as a transition, and a create
// form left on screen meanwhile took the user's typing and then was replaced by the record's form,
// the typing lost (seen in the truck journey: the remarks typed right after Save never saved). Here
// the route never changes at all (the harness records navigations): what is typed after the first
// save still saves, as an update of that record with its version, and makes no second record.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const addressForm = {
  name: 'addressForm',
  title: 'route.setAddress',
  resource: 'address',
  blocks: [{ type: 'form', display: 'inline', fields: ['name', 'country', 'city', 'line1'] }],
} as unknown as PageSchema;

const field = (name: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLInputElement>(`#root_${name}`);
    if (!el) throw new Error(`no field ${name} yet`);
    return el;
  });

describe('the first save of a form page', () => {
  it('leaves the saved record’s form on screen: typing after it updates that record', async () => {
    const data = memoryProvider({ address: [] });
    const harness = renderPage(addressForm, { data, language: 'en' });
    fireEvent.change(await field('name'), { target: { value: 'Hub' } });
    fireEvent.change(await field('country'), { target: { value: 'DE' } });
    fireEvent.change(await field('city'), { target: { value: 'Hamburg' } });
    fireEvent.change(await field('line1'), { target: { value: '1 Kai' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(harness.navigations).toHaveLength(1));
    const id = String(data.tables.address[0].id);
    expect(harness.navigations[0]).toEqual({ to: 'addressForm', query: { id } });

    // The form now holds the saved record: a change saves as its update.
    await waitFor(async () => expect((await field('line1')).value).toBe('1 Kai'));
    fireEvent.change(await field('line1'), { target: { value: '2 Kai' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'update')).toHaveLength(1));
    expect(data.calls.filter((c) => c.method === 'create')).toHaveLength(1);
    expect(data.tables.address).toHaveLength(1);
    expect(data.tables.address[0]).toMatchObject({ line1: '2 Kai', name: 'Hub' });
  });
});
