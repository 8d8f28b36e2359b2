// The pager of a large list (issue 11): an estimated total reads "about N" / "N+" in the user's language,
// next follows the server's hasNext, the last page is read from the end, and a typed page number jumps.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLanguage } from '../../../src/client/i18n/i18n';
import type { ListController } from '../../../src/client/renderer/core/useListController';
import { Pager } from '../../../src/client/renderer/grid/Pager';

function controller(over: Partial<ListController>): ListController {
  return {
    resource: 'product',
    keyField: 'id',
    rows: [],
    total: 0,
    totalKind: 'exact',
    page: 1,
    size: 10,
    pageCount: 1,
    hasNext: false,
    loading: false,
    error: null,
    sort: undefined,
    filter: {},
    selectedIds: [],
    selectedRows: [],
    setPage: vi.fn(),
    lastPage: vi.fn(),
    setPageSize: vi.fn(),
    toggleSort: vi.fn(),
    setSort: vi.fn(),
    setFilter: vi.fn(),
    setSelectedIds: vi.fn(),
    clearSelection: vi.fn(),
    refresh: vi.fn(async () => {}),
    params: () => ({ page: 1, size: 10 }),
    idOf: (r) => r.id as number,
    ...over,
  };
}

async function show(language: 'en' | 'zh' | 'tr' | 'es', list: ListController) {
  await loadLanguage(language);
  await act(() => i18n.changeLanguage(language));
  return render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <Pager list={list} />
      </FluentProvider>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Pager with estimated totals', () => {
  const about = { total: 125_000, totalKind: 'about' as const, page: 3, pageCount: 12_500, hasNext: true };
  const cases: Array<['en' | 'zh' | 'tr' | 'es', string, string]> = [
    ['en', 'About 125000', '1000+'],
    ['zh', '约 125000 条', '1000+ 条'],
    ['tr', '約 125000 筆', '1000+ 筆'],
    ['es', 'Unos 125000', 'Más de 1000'],
  ];
  it.each(cases)('shows "about N" and "N+" in %s', async (language, aboutText, atLeastText) => {
    const first = await show(language, controller(about));
    expect(first.container.querySelector('[data-total-kind="about"]')?.textContent).toBe(aboutText);
    first.unmount();
    const second = await show(language, controller({ ...about, total: 1000, totalKind: 'atLeast', pageCount: 4 }));
    expect(second.container.querySelector('[data-total-kind="atLeast"]')?.textContent).toBe(atLeastText);
    second.unmount();
  });

  it('pages next and previous, reads the last page from the end, and jumps to a typed page', async () => {
    const list = controller(about);
    const { container } = await show('en', list);
    fireEvent.click(container.querySelector('[data-page="next"]')!);
    expect(list.setPage).toHaveBeenLastCalledWith(4);
    fireEvent.click(container.querySelector('[data-page="prev"]')!);
    expect(list.setPage).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '12500' }));
    expect(list.lastPage).toHaveBeenCalledTimes(1);
    const jump = container.querySelector('[data-page-jump]') as HTMLInputElement;
    fireEvent.change(jump, { target: { value: '700' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(list.setPage).toHaveBeenLastCalledWith(700);
    // Not a page: nothing happens and the text stays to be corrected.
    fireEvent.change(jump, { target: { value: '99999' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(list.setPage).toHaveBeenCalledTimes(3);
    expect(jump.value).toBe('99999');
  });

  it('disables next when the server says no page follows, whatever the estimate', async () => {
    const { container } = await show('en', controller({ ...about, hasNext: false }));
    expect((container.querySelector('[data-page="next"]') as HTMLButtonElement).disabled).toBe(true);
  });
});
