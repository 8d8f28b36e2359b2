// visibleWhen: the one pure condition test (eq, in, notEmpty, all, any, not), and what it hides: row
// actions per row, toolbar actions by the selection, form fields by the form's own values (a hidden
// field is neither required nor sent).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actionVisibleOn, conditionFields, conditionHolds } from '../../../src/client/renderer/core/visibleWhen';
import type { Condition, PageSchema } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

describe('conditionHolds', () => {
  const order = { status: 'placed', qty: '12.500', note: '', lines: [], parties: { shipper: 'ACME' } };
  it.each<[Condition, boolean]>([
    [{ field: 'status', eq: 'placed' }, true],
    [{ field: 'status', eq: 'draft' }, false],
    [{ field: 'qty', eq: '12.500' }, true],
    // Decimals travel as text: a number in the page compares by its text.
    [{ field: 'qty', eq: 12.5 }, false],
    [{ field: 'status', in: ['draft', 'placed'] }, true],
    [{ field: 'status', in: ['cancelled'] }, false],
    [{ field: 'note', notEmpty: true }, false],
    [{ field: 'note', notEmpty: false }, true],
    [{ field: 'lines', notEmpty: true }, false],
    [{ field: 'missing', eq: null }, true],
    [{ field: 'parties.shipper', eq: 'ACME' }, true],
    [{ all: [{ field: 'status', in: ['draft', 'placed'] }, { field: 'parties.shipper', notEmpty: true }] }, true],
    [{ all: [{ field: 'status', eq: 'placed' }, { field: 'note', notEmpty: true }] }, false],
    [{ any: [{ field: 'status', eq: 'draft' }, { field: 'note', notEmpty: false }] }, true],
    [{ any: [] }, false],
    [{ not: { field: 'status', eq: 'cancelled' } }, true],
  ])('%j on the record is %s', (condition, expected) => {
    expect(conditionHolds(condition, order)).toBe(expected);
  });

  it('holds with no condition; on no record only empty tests hold', () => {
    expect(conditionHolds(undefined, null)).toBe(true);
    expect(conditionHolds({ field: 'status', eq: 'placed' }, null)).toBe(false);
    expect(conditionHolds({ field: 'status', notEmpty: false }, null)).toBe(true);
  });

  it('offers a conditional action only on records that all meet it', () => {
    const draft = { field: 'status', eq: 'draft' } as const;
    expect(actionVisibleOn(undefined, [])).toBe(true);
    expect(actionVisibleOn(draft, [])).toBe(false);
    expect(actionVisibleOn(draft, [{ status: 'draft' }, { status: 'draft' }])).toBe(true);
    expect(actionVisibleOn(draft, [{ status: 'draft' }, { status: 'placed' }])).toBe(false);
  });

  it('names the fields it reads', () => {
    expect(conditionFields({ all: [{ field: 'a', eq: 1 }, { not: { any: [{ field: 'b', in: [1] }] } }] })).toEqual(['a', 'b']);
  });
});

const addresses = [
  { id: 1, name: 'Hamburg DC', isDefault: true, version: 1 },
  { id: 2, name: 'Rotterdam Hub', isDefault: false, version: 1 },
];

const addressPage: PageSchema = {
  name: 'setAddress',
  path: '/setData/setAddress',
  title: 'route.setAddress',
  resource: 'address',
  blocks: [{ type: 'grid', columns: [{ field: 'name' }], toolbar: ['setDefault'], rowActions: ['setDefault'] }],
  actions: [
    {
      id: 'setDefault',
      kind: 'call',
      label: 'page.address.setDefault',
      action: 'setDefault',
      funcId: 'setAddress.setDefault',
      target: 'selection',
      visibleWhen: { field: 'isDefault', eq: false },
    },
  ],
};

describe('visibleWhen on actions', () => {
  it('shows a row action only on rows that meet it, and a toolbar action only for such a selection', async () => {
    expect(lintPage(addressPage, lintContext)).toEqual([]);
    renderPage(addressPage, { data: memoryProvider({ address: addresses }), language: 'en', funcs: ['setAddress.setDefault'] });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await row('Hamburg DC')).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(await row('Rotterdam Hub')).getByRole('button', { name: 'Set as default' })).toBeTruthy();
    // Toolbar: nothing selected, nothing offered; a default row selected, still not.
    const toolbarButton = () => screen.queryAllByRole('button', { name: 'Set as default' }).filter((b) => !b.closest('tr'));
    expect(toolbarButton()).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'select Rotterdam Hub' }));
    await waitFor(() => expect(toolbarButton()).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'select Hamburg DC' }));
    await waitFor(() => expect(toolbarButton()).toHaveLength(0));
  });

  it('lints the fields a condition reads', () => {
    const bad = { ...addressPage, actions: [{ ...addressPage.actions![0], visibleWhen: { field: 'colour', eq: 'red' } }] } as PageSchema;
    expect(lintPage(bad, lintContext)).toContain('action setDefault visibleWhen: field colour is not a field of address');
  });
});

describe('visibleWhen on form fields', () => {
  const productPage: PageSchema = {
    name: 'setProduct',
    path: '/setData/setProduct',
    title: 'route.setProduct',
    resource: 'product',
    blocks: [
      { type: 'actions', actions: ['create'] },
      // The brand only matters once a unit is given.
      { type: 'form', fields: ['sku', 'nameEn', 'unit', 'brand'], visibleWhen: { brand: { field: 'unit', notEmpty: true } } },
    ],
    actions: [{ id: 'create', kind: 'create', funcId: 'setProduct.create' }],
  };
  // The menu's rules make the brand required: only while it is shown.
  const rules = [{ MenuCd: 'setProduct', ReqItem: JSON.stringify([{ TableName: 'product', FieldName: 'brand', TriType: 'save', HintEn: 'Enter the brand' }]) }];

  it('shows a field while its condition holds; a hidden field is not required and not sent', async () => {
    expect(lintPage(productPage, lintContext)).toEqual([]);
    const data = memoryProvider({ product: [] });
    renderPage(productPage, { data, language: 'en', funcs: ['setProduct.create'], requiredConfigList: rules });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('SKU');
    expect(within(dialog).queryByText('Brand')).toBeNull();

    const type = (field: string, value: string) => fireEvent.change(dialog.querySelector(`#root_${field}`)!, { target: { value } });
    type('unit', 'PCS');
    expect(await within(dialog).findByText('Brand')).toBeTruthy();
    type('sku', 'LAMP-1');
    type('nameEn', 'Desk lamp');
    // Shown, the rule holds: no save without a brand.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the brand')).toBeTruthy();
    type('brand', 'Lumo');
    // The unit cleared again: the brand disappears, and neither blocks the save nor travels with it.
    type('unit', '');
    await waitFor(() => expect(within(dialog).queryByText('Brand')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(data.calls.find((c) => c.method === 'create')?.args).toEqual({ sku: 'LAMP-1', nameEn: 'Desk lamp' });
  });

  it('hides a section heading while every field under it is hidden', async () => {
    const sectioned: PageSchema = {
      ...productPage,
      blocks: [
        { type: 'actions', actions: ['create'] },
        {
          type: 'form',
          sections: [
            { title: 'page.product.basic', fields: ['sku', 'nameEn', 'unit'] },
            { title: 'page.product.customs', fields: ['brand'] },
          ],
          visibleWhen: { brand: { field: 'unit', notEmpty: true } },
        },
      ],
    };
    renderPage(sectioned, { data: memoryProvider({ product: [] }), language: 'en', funcs: ['setProduct.create'] });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('SKU');
    const heading = () => within(dialog).queryByRole('heading', { name: 'Customs declaration' });
    expect(within(dialog).getByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(heading()).toBeNull();
    fireEvent.change(dialog.querySelector('#root_unit')!, { target: { value: 'PCS' } });
    expect(await within(dialog).findByRole('heading', { name: 'Customs declaration' })).toBeTruthy();
    fireEvent.change(dialog.querySelector('#root_unit')!, { target: { value: '' } });
    await waitFor(() => expect(heading()).toBeNull());
  });
});
