// A field's own check in a form (`x-fieldCheck`, issue 41): a rail booking's VINs. A North American VIN
// whose check digit is wrong is warned of under the field as it is typed and may be saved; a VIN holding
// I, O or Q is refused under the field on submit, naming the letter, in the user's language, before
// anything is sent.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

afterEach(cleanup);

const page: PageSchema = {
  name: 'railBooking',
  path: '/myOrder/railBooking',
  title: 'route.railBooking',
  resource: 'booking',
  blocks: [
    { type: 'actions', actions: ['create'] },
    { type: 'form', fields: ['mode', 'vins'], defaults: { mode: 'RAIL' }, widgets: { vins: 'textarea' } },
  ],
  actions: [{ id: 'create', kind: 'create', funcId: 'railBooking.create' }],
};

async function openForm(language: 'en' | 'zh') {
  const data = memoryProvider({ booking: [] });
  renderPage(page, { data, language, funcs: ['railBooking.create'] });
  fireEvent.click(await screen.findByRole('button', { name: language === 'zh' ? '新增' : 'New' }));
  const dialog = await screen.findByRole('dialog');
  const vins = await waitFor(() => {
    const el = dialog.querySelector<HTMLTextAreaElement>('#root_vins');
    if (!el) throw new Error('form not drawn yet');
    return el;
  });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: language === 'zh' ? '保存' : 'Save' }));
  return { data, dialog, vins, save };
}

describe('a field with its own check (VINs)', () => {
  it('warns of a wrong North American check digit as it is typed, and saves it', async () => {
    const { data, dialog, vins, save } = await openForm('en');
    fireEvent.change(vins, { target: { value: 'WVWZZZ1JZXW000001, 1M8GDM9A1KP042788' } });
    const warning = await waitFor(() => {
      const el = dialog.querySelector('[data-field-warning]');
      if (!el) throw new Error('no warning yet');
      return el;
    });
    expect(warning.textContent).toBe('The check digit of 1M8GDM9A1KP042788 (position 9) should be X, not 1: check the VIN.');
    // Put right, the warning goes.
    fireEvent.change(vins, { target: { value: 'WVWZZZ1JZXW000001, 1M8GDM9AXKP042788' } });
    await waitFor(() => expect(dialog.querySelector('[data-field-warning]')).toBeNull());
    fireEvent.change(vins, { target: { value: '1M8GDM9A1KP042788' } });
    save();
    await waitFor(() => expect(data.calls.some((c) => c.method === 'create')).toBe(true));
    expect(data.tables.booking[0]).toMatchObject({ vins: '1M8GDM9A1KP042788' });
  });

  it('refuses I, O or Q under the field on submit, naming the letter (zh), and sends nothing', async () => {
    const { data, dialog, vins, save } = await openForm('zh');
    fireEvent.change(vins, { target: { value: 'WVWZZZ1JZXW00O001' } });
    save();
    expect(await within(dialog).findByText('车架号 WVWZZZ1JZXW00O001 含有字母 O：车架号不能包含 I、O、Q（易与 1、0 混淆）。')).toBeTruthy();
    expect(data.calls.some((c) => c.method === 'create')).toBe(false);
  });
});
