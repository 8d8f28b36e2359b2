// A reference field inside line items (a system message's recipient accounts): each line's cell is the
// record picker of the form, searching the accounts on the server and showing account and name; the
// picked account is what the line saves, and a line's server error lands under that line's picker.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});
afterEach(cleanup);

const ACCOUNTS = [
  { id: 1, account: 'admin', displayName: 'Forwarder Admin', userType: 'admin' },
  { id: 2, account: 'demo', displayName: 'Demo Admin · Demo Trading Co.', userType: 'customer', companyName: 'Demo Trading Co.' },
  { id: 3, account: 'acme.clerk', displayName: 'Acme Clerk · Acme Imports', userType: 'customer', companyName: 'Acme Imports' },
];

async function openNewMessage(language: 'en' | 'zh') {
  const data = memoryProvider({ systemMessage: [], recipientAccount: ACCOUNTS });
  renderPage(pageFile('systemmanager/sMessage'), { data, language, funcs: ['sMessage.create', 'sMessage.update', 'sMessage.delete', 'sMessage.send'] });
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'New' : '新增' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => {
    if (!dialog.querySelector('[data-field="lineItems"]')) throw new Error('form not drawn yet');
  });
  fireEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Add line' : '添加行' }));
  const picker = await waitFor(() => {
    const el = dialog.querySelector<HTMLInputElement>('[data-line="0"][data-col="account"]');
    if (!el) throw new Error('no picker yet');
    return el;
  });
  return { data, dialog, picker };
}

describe('reference field in line items', () => {
  it('picks a recipient account by name from the server and saves its account', async () => {
    const { data, dialog, picker } = await openNewMessage('en');
    expect(picker.getAttribute('role')).toBe('combobox');
    expect(picker.getAttribute('aria-label')).toBe('Account 1');
    // In the line's own form, as the line's other cells (LineRow.tsx), not the message's.
    const lineForm = document.getElementById(picker.getAttribute('form') ?? '');
    expect(lineForm?.tagName).toBe('FORM');
    expect(dialog.querySelector('form')?.contains(lineForm)).toBe(false);
    fireEvent.change(picker, { target: { value: 'Demo Trading' } });
    const option = await screen.findByRole('option', { name: /Demo Admin · Demo Trading Co\./ });
    expect(option.textContent).toContain('demo');
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'getList' && c.resource === 'recipientAccount').at(-1)?.args).toMatchObject({ filter: { $search: 'Demo Trading' } }));
    fireEvent.click(option);
    await waitFor(() => expect(picker.value).toBe('demo · Demo Admin · Demo Trading Co.'));
    fireEvent.change(dialog.querySelector('#root_title')!, { target: { value: 'Customs inspection' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.calls.find((c) => c.method === 'create')?.args).toMatchObject({ title: 'Customs inspection', recipients: [{ account: 'demo' }] }));
  });

  it('shows the server’s error for a line under that line’s picker (zh)', async () => {
    const { data, dialog, picker } = await openNewMessage('zh');
    fireEvent.change(picker, { target: { value: 'acme' } });
    fireEvent.click(await screen.findByRole('option', { name: /Acme Clerk/ }));
    fireEvent.change(dialog.querySelector('#root_title')!, { target: { value: '海关查验' } });
    data.failNextWrite([{ field: '/recipients/0/account', message: '收件账号 acme.clerk 不存在。' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const error = await within(dialog).findByText('收件账号 acme.clerk 不存在。');
    expect(error.id).toBe(`${picker.id}__error`);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });
});
