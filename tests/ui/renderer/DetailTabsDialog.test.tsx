// The detail and tabs blocks, and a dialog action: read-only fields of the route's record, formatted
// and labelled in the UI language; only the selected tab mounted; a row dialog showing that row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const product = { id: 7, sku: 'LAMP-7', nameEn: 'Desk lamp', declaredValue: 1234.5, hsCode: '940510', version: 2 };

describe('detail and tabs blocks', () => {
  it('shows the record of the route under tabs, formatted, and mounts only the selected tab', async () => {
    const page: PageSchema = {
      name: 'productDetail',
      path: '/setData/productDetail',
      title: 'route.setProduct',
      resource: 'product',
      blocks: [
        {
          type: 'tabs',
          tabs: [
            { title: 'page.product.basic', blocks: [{ type: 'detail', groups: [{ fields: ['sku', 'nameEn'] }] }] },
            { title: 'page.product.customs', blocks: [{ type: 'detail', groups: [{ title: 'page.product.customs', fields: ['hsCode', { field: 'declaredValue', format: 'money' }] }] }] },
          ],
        },
      ],
    };
    const data = memoryProvider({ product: [product] });
    const { container } = renderPage(page, { data, language: 'en', params: { id: '7' } });
    expect(await screen.findByText('Desk lamp')).toBeTruthy();
    expect(screen.getByText('Name (English)')).toBeTruthy();
    expect(screen.queryByText('940510')).toBeNull();
    expect(data.calls.find((c) => c.method === 'getOne')?.args).toBe('7');

    fireEvent.click(screen.getByRole('tab', { name: 'Customs declaration' }));
    expect(await screen.findByText('940510')).toBeTruthy();
    expect((container.querySelector('[data-field="declaredValue"]') as HTMLElement).textContent).toBe('1,234.50');
    expect(screen.queryByText('Desk lamp')).toBeNull();
  });

  it('labels a field with choices as the grid does, in the UI language', async () => {
    const page: PageSchema = {
      name: 'seaBookingDetail',
      path: '/myOrder/seaBookingDetail',
      title: 'route.seaBookingDetail',
      resource: 'booking',
      blocks: [{ type: 'detail', groups: [{ fields: ['bookingNo', 'status', 'mode'] }] }],
    };
    const booking = { id: 3, bookingNo: 'SE2611230001', status: 'CANCELLED', mode: 'SEA', version: 4 };
    const { container } = renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'zh', params: { id: '3' } });
    expect(await screen.findByText('SE2611230001')).toBeTruthy();
    await waitFor(() => expect((container.querySelector('[data-field="status"]') as HTMLElement).textContent).toBe('已取消'));
    expect((container.querySelector('[data-field="mode"]') as HTMLElement).textContent).toBe('海运');
  });

  it('opens a dialog action on a row with that row in its detail', async () => {
    const page: PageSchema = {
      name: 'setProduct',
      path: '/setData/setProduct',
      title: 'route.setProduct',
      resource: 'product',
      blocks: [{ type: 'grid', columns: [{ field: 'sku' }], rowActions: ['peek'] }],
      actions: [{ id: 'peek', kind: 'dialog', label: 'renderer.action.dialog', title: 'page.product.basic', blocks: [{ type: 'detail', groups: [{ fields: ['nameEn'] }] }] }],
    };
    renderPage(page, { data: memoryProvider({ product: [product] }), language: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('商品信息')).toBeTruthy();
    expect(within(dialog).getByText('Desk lamp')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
