// A form dialog's title names the record ("New address", "Edit product: SKU-001", 编辑产品：SKU-001),
// and the import template names the fields in the user's language with their names in brackets.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import addressSchema from '../../../schemas/entities/address.schema.json';
import { importTemplateCsv } from '../../../src/client/renderer/actions/importTemplate';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';
import { makeTestI18n } from './support/testI18n';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const product = { id: 7, sku: 'SKU-001', nameEn: 'Widget', version: 1 };
const titleText = () => document.querySelector('[data-dialog="form"] .fui-DialogTitle')?.textContent;

describe('form dialog titles', () => {
  it('names a new record by its entity', async () => {
    renderPage(pageFile('setData/setAddress'), { data: memoryProvider({ address: [] }), funcs: ['setAddress.create'], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    await waitFor(() => expect(titleText()).toBe('New address'));
  });

  it('names the edited record by its key, in English and in Chinese', async () => {
    for (const [language, expected] of [
      ['en', 'Edit product: SKU-001'],
      ['zh', '编辑产品：SKU-001'],
    ] as const) {
      const view = renderPage(pageFile('setData/setProduct'), { data: memoryProvider({ product: [product] }), funcs: ['setProduct.update'], language });
      fireEvent.click(await screen.findByLabelText('select SKU-001'));
      fireEvent.click(screen.getAllByRole('button', { name: language === 'en' ? 'Edit' : '编辑' })[0]);
      await waitFor(() => expect(titleText()).toBe(expected));
      view.unmount();
    }
  });
});

describe('import template', () => {
  it('has a header of titles in the user language with the field names in brackets, and no server fields', () => {
    const zh = makeTestI18n('zh');
    const csv = importTemplateCsv('address', addressSchema as never, (k) => zh.t(k));
    expect(csv.startsWith('\uFEFF"名称 (name)","地址类型 (kind)"')).toBe(true);
    expect(csv).toContain('"国家 (country)"');
    expect(csv).not.toMatch(/\(id\)|\(version\)|\(customerId\)|\(createdAt\)/);
  });
});
