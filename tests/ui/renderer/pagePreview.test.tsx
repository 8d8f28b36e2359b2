// The page preview block (issue 43): page JSON typed in the browser is checked by the build's own lint
// (same lines: file, line:column or JSON pointer, did-you-mean) and drawn by the same renderer once it
// passes; a page that throws is told in its place; en and zh.
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lintPageText } from '../../../src/client/renderer/preview/previewLint';
import { readPageText } from '../../../src/server/pages/pageFiles';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

afterEach(cleanup);

const addresses = [
  { id: 1, kind: 'PICKUP', name: 'Hamburg Hub', city: 'Hamburg', country: 'DE', line1: 'Kai 1' },
  { id: 2, kind: 'PICKUP', name: 'Rotterdam Dock', city: 'Rotterdam', country: 'NL', line1: 'Kade 2' },
];

const gridPage = (type = 'grid') => JSON.stringify({ title: 'route.setAddress', resource: 'address', blocks: [{ type, columns: [{ field: 'name' }, { field: 'city' }] }] }, null, 2);

function openPreview(language: 'en' | 'zh') {
  const harness = renderPage(pageFile('systemmanager/pagePreview'), { data: memoryProvider({ address: addresses }), language });
  const text = () => harness.container.querySelector('[data-preview-text]') as HTMLTextAreaElement;
  const lines = () => [...harness.container.querySelectorAll('[data-lint-message]')].map((l) => l.textContent);
  const type = (value: string) => fireEvent.change(text(), { target: { value } });
  return { harness, text, lines, type };
}

describe('page preview block', () => {
  it('draws a valid page with its rows, and the build lint’s line:column for text that is not JSON (en)', async () => {
    const { harness, text, lines, type } = openPreview('en');
    await waitFor(() => expect(text()).toBeTruthy());
    type(gridPage());
    await waitFor(() => expect(harness.container.querySelector('[data-preview-page] [data-row="Rotterdam Dock"]')).not.toBeNull());
    expect(harness.container.querySelector('[data-lint-ok]')?.textContent).toBe('No problems: the page is drawn below.');
    expect(harness.container.textContent).toContain('Download file');

    // A comma missing after "resource": line 3, where the next member starts.
    type(gridPage().replace('"address",', '"address"'));
    await waitFor(() => expect(lines()).toEqual(['schemas/pages/preview.json:4:3: invalid JSON: expected \',\' or \'}\', found \'"\'']));
    expect(harness.container.querySelector('[data-preview-page]')).toBeNull();
  });

  it('names an unknown block type at its pointer with the suggestion, as the build does (zh)', async () => {
    const { harness, lines, type, text } = openPreview('zh');
    await waitFor(() => expect(text()).toBeTruthy());
    expect(harness.container.textContent).toContain('下载文件');
    type(gridPage('table'));
    const expected = readPageText('schemas/pages/preview.json', gridPage('table')).problems;
    expect(expected).toEqual(["schemas/pages/preview.json at /blocks/0: unknown block type 'table' (did you mean 'grid'?)"]);
    await waitFor(() => expect(lines()).toEqual(expected));
    type(gridPage());
    await waitFor(() => expect(harness.container.querySelector('[data-lint-ok]')?.textContent).toBe('没有问题：页面显示在下方。'));
  });

  it('starts from a page of the project, named by its file, which passes the lint', async () => {
    const { harness, text } = openPreview('en');
    await waitFor(() => expect(text()).toBeTruthy());
    fireEvent.change(harness.container.querySelector('[data-preview-start]')!, { target: { value: 'setAddress' } });
    await waitFor(() => expect(harness.container.querySelector('[data-preview-file]')?.textContent).toBe('schemas/pages/setData/setAddress.json'));
    expect(JSON.parse(text().value)).toMatchObject({ resource: 'address', title: 'route.setAddress' });
    await waitFor(() => expect(harness.container.querySelector('[data-preview-page] [data-page="setAddress"]')).not.toBeNull());
    expect(harness.container.querySelector('[data-lint-ok]')).not.toBeNull();
  });

  it('tells what the precompiled lint tells of every page file the same as the build’s Ajv', () => {
    // A few faults of each kind over a real page; the browser's validator is `npm run gen`'s.
    const page = JSON.parse(JSON.stringify(pageFile('setData/setAddress'))) as Record<string, unknown>;
    delete page.name;
    delete page.path;
    const broken = [JSON.stringify(page), JSON.stringify({ ...page, colour: 1 }), JSON.stringify({ ...page, blocks: [{ type: 'grid' }, { type: 'form', fields: 3 }] }), JSON.stringify({ ...page, actions: [{ id: 'x', kind: 'modal' }] })];
    for (const [i, text] of broken.entries()) {
      const build = readPageText('schemas/pages/x.json', text);
      expect(build.problems.length > 0, text).toBe(i > 0);
      expect(lintPageText('schemas/pages/x.json', text)).toEqual(build);
    }
  });
});
