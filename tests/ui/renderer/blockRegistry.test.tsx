// The block registry: a block type registered here (as a new folder would, plus its line in blocks.ts)
// is rendered by the page, linted by the schema lint, and found by the walkers inside containers,
// with no other change to the renderer. Also: a filter drives the grid it targets, not the first one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import { blocksOfType, flowBlocks, preloadBlocks, registerBlock, registeredBlockTypes } from '../../../src/client/renderer/blocks';
import { usePageRuntime } from '../../../src/client/renderer/core/pageRuntime';
import type { BlockProps } from '../../../src/client/renderer/registry/blockType';
import type { PageBlock, PageSchema } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

/** A block type the product does not have: a count of the page list's rows under a label. */
interface CountBlock {
  type: 'count';
  id?: string;
  title?: string;
  label: string;
  field: string;
}

function CountView({ block }: BlockProps) {
  const b = block as unknown as CountBlock;
  const { t } = useTranslation();
  const runtime = usePageRuntime();
  return (
    <p data-block="count">
      {t(b.label)}: {runtime.lists.of(block)?.list.total ?? '…'}
    </p>
  );
}

/** The count block's chunk loader, as a lazy block would give it (preloadBlocks calls it). */
const countPreload = vi.fn(async () => ({ default: CountView }));

registerBlock({
  type: 'count' as PageBlock['type'],
  component: CountView,
  preload: countPreload,
  // It asks for a list of the page's resource, like a grid: the renderer gives it its own controller.
  data: () => ({ list: { pageSize: 1 } }),
  lint(block, lint) {
    const b = block as unknown as CountBlock;
    lint.key(b.label);
    lint.field(b.field, 'count');
  },
});

const addresses = [
  { id: 1, name: 'Hamburg DC', country: 'DE', version: 1 },
  { id: 2, name: 'Rotterdam Hub', country: 'NL', version: 1 },
  { id: 3, name: 'Bremen Store', country: 'DE', version: 1 },
];

const countPage = (label: string, field: string): PageSchema =>
  ({
    name: 'setAddress',
    path: '/setData/setAddress',
    title: 'route.setAddress',
    resource: 'address',
    blocks: [{ type: 'tabs', tabs: [{ title: 'page.product.basic', blocks: [{ type: 'count', id: 'n', label, field } as unknown as PageBlock] }] }],
  }) as PageSchema;

describe('block registry', () => {
  it('preloads the chunk of each block type a page holds, nested ones too, once per type', () => {
    countPreload.mockClear();
    const page = countPage('page.product.basic', 'name');
    preloadBlocks({ ...page, blocks: [...page.blocks, { type: 'count', id: 'm', label: 'x', field: 'name' } as unknown as PageBlock] });
    expect(countPreload).toHaveBeenCalledTimes(1);
    preloadBlocks({ ...page, blocks: [{ type: 'actions', actions: [] }] });
    expect(countPreload).toHaveBeenCalledTimes(1);
  });

  it('settles once the chunks are in: a screen fetched ahead is ready with its blocks (drawn in its first commit)', async () => {
    let arrive: () => void = () => undefined;
    countPreload.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve({ default: CountView }))));
    let settled = false;
    void preloadBlocks(countPage('page.product.basic', 'name')).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    arrive();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('settles without the chunks of blocks kept out of the first frame (a dialog form), and starts those after', async () => {
    const dialogPreload = vi.fn(() => new Promise<never>(() => undefined));
    registerBlock({ type: 'later' as PageBlock['type'], component: CountView, preload: dialogPreload, inFlow: () => false });
    const page = countPage('page.product.basic', 'name');
    const withDialog = { ...page, blocks: [...page.blocks, { type: 'later' } as unknown as PageBlock] };
    expect(flowBlocks(withDialog).map((b) => b.type)).toEqual(['tabs', 'count']);
    let settled = false;
    void preloadBlocks(withDialog).then(() => (settled = true));
    // Asked for only once the shown blocks are in, and not waited for.
    expect(dialogPreload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(settled).toBe(true));
    await vi.waitFor(() => expect(dialogPreload).toHaveBeenCalledTimes(1));
  });

  it('has every block type of the page schema registered', () => {
    expect(registeredBlockTypes()).toEqual(expect.arrayContaining(['filter', 'grid', 'form', 'detail', 'tabs', 'actions', 'custom']));
  });

  it('renders a newly registered block type inside tabs, with its own list', async () => {
    const data = memoryProvider({ address: addresses });
    renderPage(countPage('route.setAddress', 'name'), { data, language: 'en' });
    await waitFor(() => expect(document.querySelector('[data-block="count"]')?.textContent).toBe('Addresses: 3'));
    expect(data.calls.filter((c) => c.method === 'getList').at(-1)?.args).toMatchObject({ size: 1 });
  });

  it('lints a newly registered block type with its own rules', () => {
    expect(lintPage(countPage('route.setAddress', 'name'), lintContext)).toEqual([]);
    const problems = lintPage(countPage('page.nope', 'colour'), lintContext);
    expect(problems).toEqual(expect.arrayContaining(['count: field colour is not a field of address', 'i18n key page.nope is missing in en, zh']));
  });

  it('reports a block type nobody registered, and walks containers for the rest', () => {
    const page = { ...countPage('route.setAddress', 'name'), blocks: [{ type: 'gauge' } as unknown as PageBlock] } as PageSchema;
    expect(lintPage(page, lintContext)).toContain('block type gauge is not registered (src/client/renderer/blocks.ts)');
    const nested: PageSchema = { name: 'x', path: '/x', title: 't', blocks: [{ type: 'tabs', tabs: [{ title: 't', blocks: [{ type: 'form', id: 'f' }] }] }] };
    expect(blocksOfType(nested, 'form').map((b) => b.id)).toEqual(['f']);
  });

  it("drives the grid a filter targets, each grid on its own resource's list", async () => {
    const page: PageSchema = {
      name: 'setAddress',
      path: '/setData/setAddress',
      title: 'route.setAddress',
      resource: 'address',
      blocks: [
        { type: 'grid', id: 'addresses', columns: [{ field: 'name' }] },
        { type: 'filter', target: 'importers', fields: ['country'] },
        { type: 'grid', id: 'importers', resource: 'importer', columns: [{ field: 'name' }] },
      ],
    };
    const data = memoryProvider({ address: addresses, importer: [{ id: 7, name: 'Nordsee Handel', country: 'DE' }, { id: 8, name: 'Maas Logistics', country: 'NL' }] });
    renderPage(page, { data, language: 'en' });
    const grid = (id: string) => document.querySelector(`[data-grid-block="${id}"]`) as HTMLElement;
    await waitFor(() => expect(within(grid('importers')).getByText('Maas Logistics')).toBeTruthy());
    expect(lintPage(page, lintContext)).toEqual([]);
    // The filter's field is the importer's: labelled from the importer entity.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Country' }), { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(grid('importers')).queryByText('Maas Logistics')).toBeNull());
    expect(within(grid('importers')).getByText('Nordsee Handel')).toBeTruthy();
    expect(within(grid('addresses')).getByText('Rotterdam Hub')).toBeTruthy();
    expect(data.calls.filter((c) => c.method === 'getList' && c.resource === 'address')).toHaveLength(1);
  });
});
