// Keep-alive with real pages (SPEC §2): whether a tab keeps its screen comes from one place, its menu
// grant's NoCache (the keep-alive outlet), not from the page file. A kept page keeps its filter values
// and its grid's selection across tab switches; a noCache page starts afresh.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../../src/client/app/routeTypes';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { type RendererEnv, RendererEnvContext } from '../../../src/client/renderer/core/rendererEnv';
import PageRenderer from '../../../src/client/renderer/PageRenderer';
import { KeepAliveOutlet } from '../../../src/client/shell/KeepAliveOutlet';
import { DASHBOARD_TAG } from '../../../src/client/shell/tags/tagRules';
import { tagsState } from '../../../src/client/shell/tags/tagsStore';
import { permissionState } from '../../../src/client/state/permissionStore';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { memoryPreferences } from './support/memoryPreferences';
import { pageFile } from './support/pageFile';
import { makeTestI18n } from './support/testI18n';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const address = pageFile('setData/setAddress');
const product = pageFile('setData/setProduct');
const data = memoryProvider({
  address: [{ id: 1, name: 'Hamburg DC', city: 'Hamburg', version: 1 }, { id: 2, name: 'Rotterdam Hub', city: 'Rotterdam', version: 1 }],
  product: [{ id: 5, sku: 'LAMP-5', nameEn: 'Lamp', version: 1 }, { id: 6, sku: 'DESK-6', nameEn: 'Desk', version: 1 }],
});

const env: RendererEnv = {
  data,
  queries: createQueryClient({ session: false }),
  preferences: memoryPreferences(),
  can: () => true,
  canOpen: () => true,
  language: 'en',
  size: 'mini',
  requiredConfigList: [],
  navigate: () => undefined,
  notify: () => undefined,
  errorShown: () => false,
  tabKey: '/test',
  params: {},
};

const route = (page: PageSchema, noCache: boolean): AppRoute => ({
  name: page.name,
  path: page.path,
  meta: { title: page.title, noCache, hidden: false },
  load: async () => ({ default: () => null }),
});
const tab = (page: PageSchema, noCache: boolean) => ({ fullPath: page.path, path: page.path, name: page.name, title: page.title, affix: false, noCache });

function Shell() {
  return (
    <>
      <Link to={address.path}>to addresses</Link>
      <Link to={product.path}>to products</Link>
      <KeepAliveOutlet />
    </>
  );
}

function renderApp() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MotionBehaviourProvider value="skip">
        <I18nextProvider i18n={makeTestI18n('en')}>
          <RendererEnvContext.Provider value={env}>
            <MemoryRouter initialEntries={[address.path]}>
              <Routes>
                <Route element={<Shell />}>
                  <Route path={address.path} element={<PageRenderer page={address} />} />
                  <Route path={product.path} element={<PageRenderer page={product} />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </RendererEnvContext.Provider>
        </I18nextProvider>
      </MotionBehaviourProvider>
    </FluentProvider>,
  );
}

const visiblePage = (name: string) => [...document.querySelectorAll(`[data-page="${name}"]`)].find((el) => !(el as HTMLElement).closest('[hidden], [style*="display: none"]')) as HTMLElement | undefined;

async function typeFilterAndSelect(page: string, field: string, value: string, row: string) {
  await waitFor(() => expect(visiblePage(page)).toBeTruthy());
  const input = visiblePage(page)!.querySelector(`input[name="filter-${field}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.click(visiblePage(page)!.querySelector(`input[aria-label="select ${row}"]`)!);
}

const filterValue = (page: string, field: string) => (visiblePage(page)!.querySelector(`input[name="filter-${field}"]`) as HTMLInputElement).value;
const checked = (page: string, row: string) => (visiblePage(page)!.querySelector(`input[aria-label="select ${row}"]`) as HTMLInputElement).checked;

describe('keep-alive of page tabs', () => {
  beforeEach(() => {
    // Addresses: an ordinary grant (kept); products: a grant marked NoCache.
    permissionState.addRouters = [route(address, false), route(product, true)];
    tagsState.visitedViews = [DASHBOARD_TAG, tab(address, false), tab(product, true)];
    tagsState.refreshCount = {};
  });

  it('a kept page keeps its filter values and selection; a noCache page starts afresh', async () => {
    renderApp();
    await screen.findByText('Hamburg DC');
    await typeFilterAndSelect('setAddress', 'city', 'Ham', 'Rotterdam Hub');

    fireEvent.click(screen.getByText('to products'));
    await screen.findByText('LAMP-5');
    await typeFilterAndSelect('setProduct', 'sku', 'DESK', 'LAMP-5');

    fireEvent.click(screen.getByText('to addresses'));
    await waitFor(() => expect(filterValue('setAddress', 'city')).toBe('Ham'));
    expect(checked('setAddress', 'Rotterdam Hub')).toBe(true);

    fireEvent.click(screen.getByText('to products'));
    await waitFor(() => expect(visiblePage('setProduct')).toBeTruthy());
    await waitFor(() => expect(visiblePage('setProduct')!.querySelector('input[aria-label="select LAMP-5"]')).toBeTruthy());
    expect(filterValue('setProduct', 'sku')).toBe('');
    expect(checked('setProduct', 'LAMP-5')).toBe(false);
  });
});
