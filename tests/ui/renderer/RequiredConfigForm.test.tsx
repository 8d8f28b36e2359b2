// The requiredConfig page file's form: menu and table are dropdowns of the schema's choices labelled
// by the menu and entity titles (widgetOptions `optionsKey`), and the field is a dropdown of the
// chosen entity's fields (`optionsFrom: "entityFields"`), so an administrator never types a name.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../../../src/client/data/dataProvider';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
afterEach(cleanup);

const page = pageFile('systemmanager/requiredConfig');
const FUNCS = ['create', 'update', 'delete'].map((f) => `requiredConfig.${f}`);

async function openCreateForm(language: 'zh' | 'en') {
  const data = memoryProvider({ requiredRule: [] });
  renderPage(page, { data, language, funcs: FUNCS });
  fireEvent.click((await screen.findAllByRole('button', { name: language === 'zh' ? '新增' : 'New' }))[0]);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('#root_menuCd')).not.toBeNull());
  return { data, dialog };
}

const combo = (dialog: HTMLElement, field: string) => dialog.querySelector<HTMLButtonElement>(`#root_${field}`)!;

/** Opens a dropdown and returns the texts of its options (the listbox is portalled out of the dialog). */
async function optionsOf(dialog: HTMLElement, field: string): Promise<string[]> {
  fireEvent.click(combo(dialog, field));
  const listbox = await screen.findByRole('listbox');
  return within(listbox).getAllByRole('option').map((o) => o.textContent ?? '');
}

async function choose(dialog: HTMLElement, field: string, label: string) {
  fireEvent.click(combo(dialog, field));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: label }));
  await waitFor(() => expect(combo(dialog, field).textContent).toBe(label));
}

// Dialogs with Fluent dropdowns take seconds to open under happy-dom on a busy machine.
describe('requiredConfig form', () => {
  it('offers menus and tables as dropdowns labelled by their titles in the UI language', async () => {
    const { dialog } = await openCreateForm('zh');
    expect(combo(dialog, 'menuCd').getAttribute('role')).toBe('combobox');
    const menus = await optionsOf(dialog, 'menuCd');
    expect(menus).toEqual(expect.arrayContaining(['产品管理', '客户用户管理', '必填项配置']));
    expect(menus).not.toContain('setProduct');
    fireEvent.keyDown(combo(dialog, 'menuCd'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(await optionsOf(dialog, 'tableName')).toEqual(expect.arrayContaining(['产品', '客户用户', '地址']));
  });

  // Three entity schemas and the form's validator load on demand: more than 5 s on a loaded machine.
  it('offers the chosen table fields users fill in, and saves the names, not the labels', async () => {
    const { data, dialog } = await openCreateForm('en');
    // No table yet: nothing to choose the field from.
    expect(combo(dialog, 'fieldName').disabled).toBe(true);
    await choose(dialog, 'menuCd', 'Products');
    await choose(dialog, 'tableName', 'Product');
    expect(combo(dialog, 'fieldName').disabled).toBe(false);
    fireEvent.click(combo(dialog, 'fieldName'));
    const listbox = await screen.findByRole('listbox');
    // The entity's schema loads on demand (its own chunk).
    await within(listbox).findByRole('option', { name: 'HS code (hsCode)' });
    const fields = within(listbox).getAllByRole('option').map((o) => o.textContent ?? '');
    // Server-managed fields are never required of a user.
    expect(fields.some((f) => /\((id|version|customerId|createdAt)\)$/.test(f))).toBe(false);
    fireEvent.click(await within(listbox).findByRole('option', { name: 'HS code (hsCode)' }));
    await waitFor(() => expect(combo(dialog, 'fieldName').textContent).toBe('HS code (hsCode)'));

    // Another menu: its form's one table is chosen for it, and a field that table lacks is cleared.
    await choose(dialog, 'menuCd', 'Customer Users');
    await waitFor(() => expect(combo(dialog, 'tableName').textContent).toBe('Customer user'));
    await waitFor(() => expect(combo(dialog, 'fieldName').textContent).toBe(''));
    await choose(dialog, 'menuCd', 'Products');
    await waitFor(() => expect(combo(dialog, 'tableName').textContent).toBe('Product'));
    await choose(dialog, 'fieldName', 'HS code (hsCode)');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(data.tables.requiredRule[0]).toMatchObject({ menuCd: 'setProduct', tableName: 'product', fieldName: 'hsCode' });
  });

  it("offers the tables and fields of the chosen menu's form only (a sea booking has no train date)", async () => {
    const { dialog } = await openCreateForm('en');
    await choose(dialog, 'menuCd', 'Sea Booking');
    await waitFor(() => expect(combo(dialog, 'tableName').textContent).toBe('Booking'));
    expect((await optionsOf(dialog, 'tableName')).filter(Boolean)).toEqual(['Booking']);
    fireEvent.keyDown(combo(dialog, 'tableName'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(combo(dialog, 'fieldName'));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /\(shipperReference\)$/ });
    const fields = within(listbox).getAllByRole('option').map((o) => o.textContent ?? '');
    expect(fields.filter((f) => /\((trainDate|vins|trucks|borderCrossing)\)$/.test(f))).toEqual([]);
    fireEvent.keyDown(combo(dialog, 'fieldName'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Rail's form has them.
    await choose(dialog, 'menuCd', 'Rail Booking');
    fireEvent.click(combo(dialog, 'fieldName'));
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /\(trainDate\)$/ });
  });

  it('searches by menu with the same titled choices in the filter', async () => {
    const data = memoryProvider({ requiredRule: [] });
    renderPage(page, { data, language: 'zh', funcs: FUNCS });
    const menu = await waitFor(() => {
      const el = document.querySelector<HTMLButtonElement>('button[name="filter-menuCd"]');
      if (!el) throw new Error('no menu filter yet');
      return el;
    });
    fireEvent.click(menu);
    fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '产品管理' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'getList').at(-1)?.args as ListParams).toMatchObject({ filter: { menuCd: { eq: 'setProduct' } } }));
  });

  it('shows what an old rule holds when it is opened, even a field its table does not list', async () => {
    const data = memoryProvider({ requiredRule: [{ id: 5, version: 1, menuCd: 'cusUserManager', tableName: 'cusUser', fieldName: 'real_name' }] });
    renderPage(page, { data, language: 'en', funcs: FUNCS });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(combo(dialog, 'fieldName').textContent).toBe('real_name'));
    expect(combo(dialog, 'menuCd').textContent).toBe('Customer Users');
    expect(combo(dialog, 'tableName').textContent).toBe('Customer user');
  });
});
