// The grid's column panel on the real GridBlock (glide mounts under happy-dom without drawing; the
// columns it is given are read from the grid area's data attributes): hide, reorder by keyboard and by
// drag, freeze up to four (a fifth refused with the §8 message), reset; the choice saved per user and
// page, restored on a new page load, and a saved column the page no longer has ignored.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_PANEL_CLOSE_DELAY_MS } from '../../../src/shared/constants';
import { memoryProvider } from './support/memoryDataProvider';
import { memoryPreferences } from './support/memoryPreferences';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const addressPage = pageFile('setData/setAddress');
const KEY = 'grid.setAddress.grid';
const PAGE_ORDER = 'name,kind,contact,phone,email,country,state,city,postalCode,line1,unLocode,isDefault';
const addresses = [{ id: 1, name: 'Shanghai DC', city: 'Shanghai', country: 'CN', line1: '1 Road', version: 1 }];

afterEach(() => vi.useRealTimers());

async function openGrid(preferences = memoryPreferences(), language: 'en' | 'zh' = 'en') {
  const harness = renderPage(addressPage, { data: memoryProvider({ address: addresses }), language, preferences, funcs: ['setAddress.update'] });
  const area = await waitFor(() => {
    const el = document.querySelector('[data-columns-ready="true"]');
    if (!el) throw new Error('grid not ready');
    return el as HTMLElement;
  });
  return { ...harness, area, preferences };
}

/** A real click also moves the focus (Fluent's focus trap hides a panel whose focus went elsewhere). */
function press(el: Element) {
  (el as HTMLElement).focus();
  fireEvent.click(el);
}

const shown = (area: HTMLElement) => area.getAttribute('data-grid-columns');
const frozen = (area: HTMLElement) => Number(area.getAttribute('data-grid-frozen'));

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return (await screen.findByRole('list', { name: /Column order/ })).closest('[data-column-panel]') as HTMLElement;
}

// The first test also loads the lazy grid chunk, slow on a loaded machine.
describe('grid column panel', () => {
  it('hides and shows columns and saves the choice for the user and page', async () => {
    const { area, preferences } = await openGrid();
    expect(shown(area)).toBe(PAGE_ORDER);
    const panel = await openPanel();
    press(await within(panel).findByRole('checkbox', { name: 'Phone' }));
    press(await within(panel).findByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(shown(area)).toBe(PAGE_ORDER.replace('phone,email,', '')));
    const saved = preferences.stored.get(KEY)!;
    expect(saved.columns.filter((c) => c.hidden).map((c) => c.field)).toEqual(['phone', 'email']);
    press(await within(panel).findByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(shown(area)).toBe(PAGE_ORDER.replace('phone,', '')));
  });

  it('reorders by keyboard (Alt+arrows and the arrow buttons) and by drag and drop', async () => {
    const { area, preferences } = await openGrid();
    const panel = await openPanel();
    const row = (field: string) => panel.querySelector(`[data-column="${field}"]`) as HTMLElement;
    // Opening puts the focus on the first column, ready for the keyboard.
    await waitFor(() => expect(document.activeElement).toBe(row('name')));
    fireEvent.keyDown(row('city'), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(shown(area)).toBe('name,kind,contact,phone,email,country,city,state,postalCode,line1,unLocode,isDefault'));
    // The moved row keeps the focus, so the next Alt+↑ moves it again.
    await waitFor(() => expect(document.activeElement).toBe(row('city')));
    press(await within(panel).findByRole('button', { name: 'Move Address type down' }));
    await waitFor(() => expect(shown(area)).toBe('name,contact,kind,phone,email,country,city,state,postalCode,line1,unLocode,isDefault'));
    // Drag isDefault onto contact's place.
    fireEvent.dragStart(row('isDefault'));
    fireEvent.dragOver(row('contact'));
    fireEvent.drop(row('contact'));
    await waitFor(() => expect(shown(area)).toBe('name,isDefault,contact,kind,phone,email,country,city,state,postalCode,line1,unLocode'));
    expect(preferences.stored.get(KEY)!.columns.map((c) => c.field).slice(0, 3)).toEqual(['name', 'isDefault', 'contact']);
  });

  it('freezes up to four columns; a fifth is refused with the message, in the user language', async () => {
    const { area, preferences } = await openGrid(memoryPreferences(), 'zh');
    expect(frozen(area)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const panel = (await screen.findByRole('list', { name: /列顺序/ })).closest('[data-column-panel]') as HTMLElement;
    for (const field of ['city', 'country', 'phone']) press(panel.querySelector(`[data-column-freeze="${field}"]`)!);
    await waitFor(() => expect(frozen(area)).toBe(4));
    // Frozen columns lead, in the order they were frozen; the panel lists them the same way.
    expect(shown(area)?.split(',').slice(0, 4)).toEqual(['name', 'city', 'country', 'phone']);
    expect([...panel.querySelectorAll('[data-column]')].slice(0, 4).map((li) => li.getAttribute('data-column'))).toEqual(['name', 'city', 'country', 'phone']);
    press(panel.querySelector('[data-column-freeze="email"]')!);
    expect(await within(panel).findByText('最多只能冻结 4 列！')).toBeTruthy();
    expect(frozen(area)).toBe(4);
    expect(preferences.stored.get(KEY)!.columns.filter((c) => c.frozen)).toHaveLength(4);
    // Unfreezing one makes room again.
    press(panel.querySelector('[data-column-freeze="phone"]')!);
    press(panel.querySelector('[data-column-freeze="email"]')!);
    await waitFor(() => expect(shown(area)?.split(',').slice(0, 4)).toEqual(['name', 'city', 'country', 'email']));
    // The unfrozen column now leads the others.
    expect(shown(area)?.split(',')[4]).toBe('phone');
  });

  it('resets to the page defaults and forgets the saved choice', async () => {
    const preferences = memoryPreferences({ [KEY]: { columns: [{ field: 'city', frozen: true }, { field: 'name', hidden: true }] } });
    const { area } = await openGrid(preferences);
    expect(shown(area)?.startsWith('city,')).toBe(true);
    const panel = await openPanel();
    press(await within(panel).findByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(shown(area)).toBe(PAGE_ORDER));
    expect(frozen(area)).toBe(1);
    await waitFor(() => expect(preferences.stored.has(KEY)).toBe(false));
  });

  it('restores a saved choice on a new page load and ignores a column the page no longer has', async () => {
    const preferences = memoryPreferences();
    const first = await openGrid(preferences);
    const panel = await openPanel();
    press(await within(panel).findByRole('checkbox', { name: 'Phone' }));
    press(panel.querySelector('[data-column-freeze="city"]')!);
    await waitFor(() => expect(frozen(first.area)).toBe(2));
    first.unmount();
    // A new load (another browser: only the server's copy travels), with a stale column in it.
    preferences.stored.get(KEY)!.columns.unshift({ field: 'faxNumber', frozen: true, width: 300 });
    const again = await openGrid(preferences);
    expect(shown(again.area)).toBe('name,city,kind,contact,email,country,state,postalCode,line1,unLocode,isDefault');
    expect(frozen(again.area)).toBe(2);
  });

  it('closes 350 ms after the pointer leaves it, and stays open when it comes back', async () => {
    await openGrid();
    const panel = await openPanel();
    vi.useFakeTimers();
    fireEvent.mouseLeave(panel);
    act(() => vi.advanceTimersByTime(GRID_PANEL_CLOSE_DELAY_MS - 50));
    fireEvent.mouseEnter(panel);
    act(() => vi.advanceTimersByTime(1000));
    expect(document.querySelector('[data-column-panel]')).not.toBeNull();
    fireEvent.mouseLeave(panel);
    act(() => vi.advanceTimersByTime(GRID_PANEL_CLOSE_DELAY_MS - 1));
    expect(document.querySelector('[data-column-panel]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('[data-column-panel]')).toBeNull());
  });
});
