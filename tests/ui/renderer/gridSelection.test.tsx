// Selection you can see and keep: the grid's page selection merged into the keys kept across pages,
// and "N selected" with a way to clear it, in the user's language.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ListController } from '../../../src/client/renderer/core/useListController';
import { SelectionBar } from '../../../src/client/renderer/grid/SelectionBar';
import { mergePageSelection, pageRowSelection } from '../../../src/client/renderer/grid/selection';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';
import { makeTestI18n } from './support/testI18n';

// The canvas grid cannot be clicked under happy-dom: the stand-in drives the same list controller.
vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

describe('selection across pages', () => {
  it('keeps other pages\u2019 keys and replaces this page\u2019s part with what the grid shows', () => {
    const page2 = [11, 12, 13];
    expect(pageRowSelection(page2, [2, 12, 13]).toArray()).toEqual([1, 2]);
    expect(mergePageSelection([2, 3, 12], page2, [0, 2])).toEqual([2, 3, 11, 13]);
    expect(mergePageSelection([2, 3, 12], page2, [])).toEqual([2, 3]);
    // Indexes beyond the page (a stale grid event) are ignored.
    expect(mergePageSelection([], page2, [5, -1, 1])).toEqual([12]);
  });

  it('shows "N selected" with a clear button, and nothing when none is selected', () => {
    const clearSelection = vi.fn();
    const list = { selectedIds: [2, 3, 11], clearSelection } as unknown as ListController;
    const view = (language: 'en' | 'zh', l: ListController) => (
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={makeTestI18n(language)}>
          <SelectionBar list={l} />
        </I18nextProvider>
      </FluentProvider>
    );
    const { rerender } = render(view('en', list));
    expect(screen.getByRole('status').textContent).toContain('3 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(clearSelection).toHaveBeenCalledOnce();
    rerender(view('zh', list));
    expect(screen.getByRole('status').textContent).toContain('已选 3 条');
    rerender(view('zh', { ...list, selectedIds: [] } as unknown as ListController));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('deletes rows selected on two pages after one confirmation, then forgets them', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Site ${String(i + 1).padStart(2, '0')}`, city: 'Rotterdam', country: 'NL', line1: 'Quay', version: 1 }));
    const data = memoryProvider({ address: addresses });
    const harness = renderPage(pageFile('setData/setAddress'), { data, language: 'en', funcs: ['setAddress.delete'] });
    fireEvent.click(await screen.findByLabelText('select Site 02'));
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    fireEvent.click(await screen.findByLabelText('select Site 12'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete the 2 selected record(s)?')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(data.tables.address.map((r) => r.id)).not.toContain(12));
    expect(data.calls.find((c) => c.method === 'deleteMany')?.args).toEqual([2, 12]);
    // Deleted rows leave the selection: deleting again asks to select first.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'info', message: 'Select at least one record.' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(data.calls.filter((c) => c.method === 'deleteMany')).toHaveLength(1);
  });
});
