// The filter and action blocks on the real page files: funcId hiding, delete with confirmation,
// search building the list filter, explicit calls of the spec, tiles navigating.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../../../src/client/data/dataProvider';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const addressPage = pageFile('setData/setAddress');
const ALL_ADDRESS_FUNCS = ['create', 'update', 'delete', 'import', 'export'].map((f) => `setAddress.${f}`);

const addresses = [
  { id: 1, name: 'Shanghai DC', city: 'Shanghai', country: 'CN', line1: '1 Road', version: 1 },
  { id: 2, name: 'Hamburg Hub', city: 'Hamburg', country: 'DE', line1: '2 Str', version: 1 },
  { id: 3, name: 'Shenzhen Port', city: 'Shenzhen', country: 'CN', line1: '3 Ave', version: 1 },
];

const lastList = (calls: Array<{ method: string; args: unknown }>) => calls.filter((c) => c.method === 'getList').at(-1)?.args as ListParams;

describe('action block', () => {
  it('shows only the actions whose funcId the user holds', async () => {
    renderPage(addressPage, { data: memoryProvider({ address: addresses }), funcs: ['setAddress.create'] });
    expect(await screen.findByRole('button', { name: '新增' })).toBeTruthy();
    await screen.findByText('Hamburg Hub');
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('asks before deleting the selection; cancel keeps the rows, OK deletes them', async () => {
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(addressPage, { data, funcs: ALL_ADDRESS_FUNCS });
    fireEvent.click(await screen.findByLabelText('select Hamburg Hub'));
    const toolbarDelete = () => screen.getAllByRole('button', { name: '删除' })[0];

    fireEvent.click(toolbarDelete());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('您确定要删除所选的 1 条记录吗？')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(data.calls.some((c) => c.method === 'deleteMany')).toBe(false);

    fireEvent.click(toolbarDelete());
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('Hamburg Hub')).toBeNull());
    expect(data.calls.find((c) => c.method === 'deleteMany')?.args).toEqual([2]);
    expect(data.tables.address.map((r) => r.id)).toEqual([1, 3]);
    expect(harness.notices).toContainEqual({ intent: 'success', message: '删除成功' });
  });

  it('says to select a record when deleting with nothing selected', async () => {
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(addressPage, { data, funcs: ALL_ADDRESS_FUNCS });
    await screen.findByText('Hamburg Hub');
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]);
    expect(harness.notices).toContainEqual({ intent: 'info', message: '请至少选择一条记录！' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('edits the stored record with its version, and says so when nothing changed', async () => {
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(addressPage, { data, funcs: ALL_ADDRESS_FUNCS, language: 'en' });
    await screen.findByText('Hamburg Hub');
    // The row actions of the Hamburg row: edit then delete.
    const row = document.querySelector('[data-row="Hamburg Hub"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const city = (await within(dialog).findByDisplayValue('Hamburg')) as HTMLInputElement;
    expect(data.calls.find((c) => c.method === 'getOne')?.args).toBe(2);

    // findByRole, not getByRole: Fluent's focus manager marks the modal aria-hidden for a moment
    // while focus moves, so the button is waited for until it is accessible again.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'info', message: 'The data has not changed.' }));
    expect(data.calls.some((c) => c.method === 'update')).toBe(false);

    fireEvent.change(city, { target: { value: 'Altona' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.calls.find((c) => c.method === 'update')?.args).toMatchObject({ id: 2, version: 1, city: 'Altona', name: 'Hamburg Hub' });
    expect(data.tables.address.find((r) => r.id === 2)).toMatchObject({ city: 'Altona', version: 2 });
  });

  it('runs the spec calls of cususer with the row key, confirming where the page asks', async () => {
    const data = memoryProvider({ cususer: [{ UserId: 7, Account: 'alice', IsActive: false, Version: 3 }] });
    const funcs = ['cusUserManager.activate', 'cusUserManager.deactivate'];
    const harness = renderPage(pageFile('systemmanager/cusUserManager'), { data, funcs, language: 'en' });
    await screen.findByText('alice');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(harness.requests).toHaveLength(1));
    expect(harness.requests[0]).toEqual({ method: 'PUT', path: '/activatecususer', params: { UserId: 7 } });

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(harness.requests).toHaveLength(1);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(harness.requests).toHaveLength(2));
    expect(harness.requests[1]).toEqual({ method: 'PUT', path: '/deactivecususer', params: { UserId: 7 } });
    expect(harness.notices).toContainEqual({ intent: 'success', message: 'The account is deactivated.' });
  });

  it('names the account, not its id, in the reset password answer shown once', async () => {
    const data = memoryProvider({ cususer: [{ UserId: 7, Account: 'alice', IsActive: true, Version: 3 }] });
    renderPage(pageFile('systemmanager/cusUserManager'), {
      data,
      funcs: ['cusUserManager.resetPassword'],
      language: 'en',
      answerRequest: () => ({ UserId: 7, Password: 'Xy7pQ2rT9wLm' }),
    });
    await screen.findByText('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The new password of alice is Xy7pQ2rT9wLm. It is shown only once.')).toBeTruthy();
  });

  it('lays the master-data screens out as tiles that navigate by route name', async () => {
    const harness = renderPage(pageFile('setData/index'), { data: memoryProvider(), language: 'en' });
    const tiles = await screen.findAllByRole('link');
    expect(tiles).toHaveLength(6);
    fireEvent.click(tiles[5]);
    expect(harness.navigations).toEqual([{ to: 'setProduct', query: {} }]);
  });

  it('hides a link to a page the user may not open', async () => {
    renderPage(pageFile('setData/index'), { data: memoryProvider(), language: 'en', closedRoutes: ['setProduct'] });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(5));
    expect(screen.getAllByRole('link').map((l) => l.textContent).join()).not.toMatch(/Product/);
  });
});

describe('import and export actions', () => {
  it('imports a csv in the chosen mode, refusing other file types, and reports the count', async () => {
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(addressPage, { data, funcs: ALL_ADDRESS_FUNCS });
    await screen.findByText('Hamburg Hub');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput.accept).toBe('.csv,.xlsx');

    // The accepted types and the size limit are named; a refused file is explained in the dialog.
    expect(dialog.querySelector('[data-import-limits]')?.textContent).toBe('支持 .csv, .xlsx 格式，最大 10 MB');
    fireEvent.change(fileInput, { target: { files: [new File(['x'], 'addresses.pdf', { type: 'application/pdf' })] } });
    expect((await within(dialog).findByText('无法导入 addresses.pdf：请选择 .csv, .xlsx 格式的文件。')).closest('[data-import-refusal]')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '开始导入' }) as HTMLButtonElement).disabled).toBe(true);
    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(fileInput, { target: { files: [huge] } });
    expect(await within(dialog).findByText('huge.csv 大小为 11.0 MB，只能导入不超过 10 MB 的文件。')).toBeTruthy();
    expect(data.calls.some((c) => c.method === 'importFile')).toBe(false);
    // A file dropped on the picker is taken like a chosen one.
    fireEvent.drop(dialog.querySelector('[data-import-drop]')!, { dataTransfer: { files: [new File(['name\na\n'], 'dropped.csv', { type: 'text/csv' })] } });
    expect((await within(dialog).findByText('dropped.csv')).closest('[data-import-chosen]')).toBeTruthy();
    expect(dialog.querySelector('[data-import-refusal]')).toBeNull();

    fireEvent.click(within(dialog).getByLabelText('覆盖全部'));
    fireEvent.change(fileInput, { target: { files: [new File(['name,city\na,b\nc,d\n'], 'addresses.csv', { type: 'text/csv' })] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'success', message: '成功导入 2 条记录' }));
    expect(data.calls.find((c) => c.method === 'importFile')?.args).toEqual({ name: 'addresses.csv', mode: 'covering' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a selection before exporting the selected rows', async () => {
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(addressPage, { data, funcs: ALL_ADDRESS_FUNCS });
    await screen.findByText('Hamburg Hub');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    // The csv group's item (the xlsx group offers the same modes).
    fireEvent.click((await screen.findAllByRole('menuitem', { name: '导出选中' }))[0]);
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'info', message: '请至少选择一条记录！' }));
    expect(data.calls.some((c) => c.method === 'exportFile')).toBe(false);
  });
});

describe('filter block', () => {
  it('searches with contains on text fields from page 1, and reset clears the filter', async () => {
    const data = memoryProvider({ address: addresses });
    renderPage(addressPage, { data, funcs: [] });
    await screen.findByText('Hamburg Hub');
    const form = screen.getByRole('form', { name: 'filter' });
    fireEvent.change(within(form).getAllByRole('textbox')[0], { target: { value: 'Sh' } });
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('Hamburg Hub')).toBeNull());
    expect(screen.getByText('Shanghai DC')).toBeTruthy();
    expect(screen.getByText('Shenzhen Port')).toBeTruthy();
    expect(lastList(data.calls)).toEqual({ page: 1, size: 10, sort: { field: 'name', order: 'asc' }, filter: { name: { contains: 'Sh' } } });

    fireEvent.click(within(form).getByRole('button', { name: '重置' }));
    // The unfiltered first page, read a moment ago, comes back from the query layer (SPEC §7's minute).
    expect(await screen.findByText('Hamburg Hub')).toBeTruthy();
    expect(screen.getByText('Shanghai DC')).toBeTruthy();
  });

  it('refuses a range bound that is not a number, with a message and no call', async () => {
    const data = memoryProvider({ product: [{ id: 1, sku: 'A-1', nameEn: 'Lamp', declaredValue: 12, version: 1 }] });
    renderPage(pageFile('setData/setProduct'), { data, funcs: [] });
    await screen.findByText('A-1');
    const before = data.calls.filter((c) => c.method === 'getList').length;
    const from = (await screen.findAllByLabelText('从')).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.change(from, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入数字')).toBeTruthy();
    expect(data.calls.filter((c) => c.method === 'getList').length).toBe(before);

    fireEvent.change(from, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastList(data.calls).filter).toEqual({ declaredValue: { from: 10 } }));
  });
});

describe('filter defaults', () => {
  // Today as the server sees it (China time), computed apart from the renderer's own helper.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const prices = [
    { id: 1, priceNo: 'P-NOW', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: '2000-01-01', validTo: '2999-12-31', currency: 'USD', version: 1 },
    { id: 2, priceNo: 'P-OLD', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: '2000-01-01', validTo: '2000-02-01', currency: 'USD', version: 1 },
  ];

  it('starts the price list on prices valid today ($today), and the user can clear it', async () => {
    const data = memoryProvider({ seaFclPrice: prices, location: [], carrier: [] });
    renderPage(pageFile('priceQuery/seaPriceQuery'), { data, funcs: [], language: 'en' });
    await waitFor(() => expect(lastList(data.calls)?.filter).toEqual({ validFrom: { to: today }, validTo: { from: today } }));
    expect(await screen.findByText('P-NOW')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('P-OLD')).toBeNull());
    const form = screen.getByRole('form', { name: 'filter' });
    const filled = [...form.querySelectorAll<HTMLInputElement>('input')].filter((el) => el.value === today);
    expect(filled).toHaveLength(2);

    for (const el of filled) fireEvent.change(el, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('P-OLD')).toBeTruthy();
    expect(screen.getByText('P-NOW')).toBeTruthy();
  });
});
