// The page preview (issue 43) keeps its editor when the page it draws throws: the error boundary says
// what failed in the page's place, and a corrected text is drawn again.
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

// A grid that throws as it draws; every other block is the real one.
vi.mock('../../../src/client/renderer/grid/GridBlock', () => ({
  default: () => {
    throw new Error('the grid broke');
  },
}));

afterEach(cleanup);

it('tells a page that throws in its place, the editor still there, and draws the next text', async () => {
  // React reports the caught error on the console as well: expected here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const harness = renderPage(pageFile('systemmanager/pagePreview'), { data: memoryProvider({ address: [] }), language: 'en' });
  const text = () => harness.container.querySelector('[data-preview-text]') as HTMLTextAreaElement;
  await waitFor(() => expect(text()).toBeTruthy());
  const page = (type: string) => JSON.stringify({ title: 'route.setAddress', resource: 'address', blocks: [type === 'grid' ? { type, columns: [{ field: 'name' }] } : { type, fields: ['name'] }] });
  fireEvent.change(text(), { target: { value: page('grid') } });
  await waitFor(() => expect(harness.container.querySelector('[data-preview-failed]')?.textContent).toBe('The page could not be drawn: the grid broke'));
  expect(text().value).toBe(page('grid'));
  fireEvent.change(text(), { target: { value: page('filter') } });
  await waitFor(() => expect(harness.container.querySelector('[data-preview-page] [data-block="filter"]')).not.toBeNull());
  expect(harness.container.querySelector('[data-preview-failed]')).toBeNull();
  quiet.mockRestore();
});
