// Export is a read (the server allows it on the menu grant alone): a user who holds no write
// function, like demo.clerk, sees Export on every page that offers it, and no write action.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { allPageFiles } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
afterEach(cleanup);

const exporting = allPageFiles()
  .map((page) => [page.path, page] as const)
  .filter(([, page]) => page.actions?.some((a) => a.kind === 'export'));

describe('export for read-only users', () => {
  it('is offered by the master-data pages', () => {
    expect(exporting.map(([, p]) => p.name)).toEqual(expect.arrayContaining(['setAddress', 'setImporter', 'setInsured', 'setPickAddress', 'setShipper', 'setProduct']));
  });

  it.each(exporting.map(([file, page]) => [file.split('/').pop()!, page] as const))('%s shows Export to a user without write functions, and no write action', async (_file, page) => {
    const data = memoryProvider({ [page.resource!]: [{ id: 1, version: 1 }] });
    renderPage(page, { data, funcs: [] });
    const exportButton = await screen.findByRole('button', { name: '导出' });
    for (const write of ['新增', '删除', '导入']) expect(screen.queryByRole('button', { name: write })).toBeNull();
    fireEvent.click(exportButton);
    // The first group is csv, the second xlsx.
    fireEvent.click((await screen.findAllByText('导出全部'))[0]);
    await vi.waitFor(() => expect(data.calls.find((c) => c.method === 'exportFile')?.args).toMatchObject({ mode: 'all' }));
  });
});
