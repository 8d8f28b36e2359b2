// The form block: the entity schema merged with the menu's required-field rules, visible as required
// markers and as the rule's hint in the UI language; validation on submit; server errors on fields.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import type { RequiredConfig } from '../../../src/shared/requiredConfig/reqItem';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

const page: PageSchema = {
  name: 'setProduct',
  path: '/setData/setProduct',
  title: 'route.setProduct',
  resource: 'product',
  blocks: [
    { type: 'actions', actions: ['create'] },
    { type: 'form', fields: ['sku', 'nameEn', 'hsCode', 'brand', 'unitWeightKg'] },
  ],
  actions: [{ id: 'create', kind: 'create', funcId: 'setProduct.create' }],
};

const rules: RequiredConfig[] = [
  {
    MenuCd: 'setProduct',
    ReqItem: JSON.stringify([
      { TableName: 'product', FieldName: 'hsCode', TriType: 'save', HintZh: '请填写海关编码', HintEn: 'Enter the HS code', HintTr: '請填寫海關編碼' },
      // A precondition means the rule does not make the field required.
      { TableName: 'product', FieldName: 'brand', PreCondition: "unit = 'KG'", HintZh: '请填写品牌', HintEn: 'Enter the brand' },
    ]),
  },
  // Another menu's rule must not leak into this form.
  { MenuCd: 'setAddress', ReqItem: JSON.stringify([{ TableName: 'product', FieldName: 'model', HintEn: 'Model!' }]) },
];

async function openCreateForm(language: 'zh' | 'en') {
  const data = memoryProvider({ product: [] });
  const harness = renderPage(page, { data, language, funcs: ['setProduct.create'], requiredConfigList: rules });
  const createLabel = language === 'zh' ? '新增' : 'New';
  fireEvent.click(await screen.findByRole('button', { name: createLabel }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(language === 'zh' ? '海关编码' : 'HS code');
  return { data, harness, dialog };
}

/** The label element of a field, by its visible text. */
function labelOf(dialog: HTMLElement, text: string): HTMLElement {
  const label = within(dialog)
    .getAllByText(text)
    .find((el) => el.closest('label'));
  if (!label) throw new Error(`no label ${text}`);
  return label.closest('label') as HTMLElement;
}

describe('form block with required-field config', () => {
  it('marks the configured field required and shows the zh hint on submit, without saving', async () => {
    const { data, dialog } = await openCreateForm('zh');
    expect(labelOf(dialog, '海关编码').textContent).toContain('*');
    // Precondition: not required.
    expect(labelOf(dialog, '品牌').textContent).not.toContain('*');
    // The entity's own required field stays required.
    expect(labelOf(dialog, '英文品名').textContent).toContain('*');
    // Nothing validated before submit (live validation off).
    expect(within(dialog).queryByText('请填写海关编码')).toBeNull();

    fireEvent.click(await within(dialog).findByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写海关编码')).toBeTruthy();
    expect(within(dialog).queryByText('请填写品牌')).toBeNull();
    expect(within(dialog).queryByText('Model!')).toBeNull();
    expect(data.calls.filter((c) => c.method === 'create')).toHaveLength(0);
  });

  it('shows the en hint for an English user', async () => {
    const { dialog } = await openCreateForm('en');
    expect(labelOf(dialog, 'HS code').textContent).toContain('*');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the HS code')).toBeTruthy();
    expect(within(dialog).queryByText('请填写海关编码')).toBeNull();
  });

  it('saves a valid record, then closes and reports success', async () => {
    const { data, dialog, harness } = await openCreateForm('en');
    const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(input('SKU'), { target: { value: 'SKU-1' } });
    fireEvent.change(input('Name \\(English\\)'), { target: { value: 'Lamp' } });
    fireEvent.change(input('HS code'), { target: { value: '940510' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.tables.product).toHaveLength(1));
    expect(data.tables.product[0]).toMatchObject({ sku: 'SKU-1', nameEn: 'Lamp', hsCode: '940510' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.notices).toContainEqual({ intent: 'success', message: 'Saved.' });
  });

  it('shows the server field errors under their fields and keeps the dialog open', async () => {
    const { data, dialog } = await openCreateForm('en');
    const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(input('SKU'), { target: { value: 'SKU-1' } });
    fireEvent.change(input('Name \\(English\\)'), { target: { value: 'Lamp' } });
    fireEvent.change(input('HS code'), { target: { value: '940510' } });
    data.failNextWrite([{ field: '/sku', message: 'SKU already exists' }]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('SKU already exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(data.tables.product).toHaveLength(0);
  });

  it('rejects a value breaking the entity schema with a message in the UI language', async () => {
    const { data, dialog } = await openCreateForm('zh');
    const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(input('SKU'), { target: { value: 'SKU-1' } });
    fireEvent.change(input('英文品名'), { target: { value: 'Lamp' } });
    fireEvent.change(input('海关编码'), { target: { value: '12ab' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('格式不正确！')).toBeTruthy();
    expect(data.calls.filter((c) => c.method === 'create')).toHaveLength(0);
  });

  it('after a refused save focuses the first invalid field in form order, not in the validator\'s order', async () => {
    // The form shows HS code before the entity's own required fields (SKU, English name).
    const reordered: PageSchema = { ...page, blocks: [page.blocks[0], { type: 'form', fields: ['unitWeightKg', 'hsCode', 'nameEn', 'sku'] }] };
    renderPage(reordered, { data: memoryProvider({ product: [] }), language: 'en', funcs: ['setProduct.create'], requiredConfigList: rules });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    await within(dialog).findByText('HS code');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the HS code')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('HS code')));

    // Fixing it moves the focus on to the next invalid field on the next try.
    fireEvent.change(input('HS code'), { target: { value: '940510' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Name \\(English\\)')));
  });

  it('focuses the field the server refused', async () => {
    const { data, dialog } = await openCreateForm('en');
    const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(input('SKU'), { target: { value: 'SKU-1' } });
    fireEvent.change(input('Name \\(English\\)'), { target: { value: 'Lamp' } });
    fireEvent.change(input('HS code'), { target: { value: '940510' } });
    data.failNextWrite([{ field: '/hsCode', message: 'Unknown HS code' }]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown HS code')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('HS code')));
  });
});
