// After a write, every list of the resource reloads (issue 41): the server names the resource a write
// changed (x-f9-changed) and the client's request code announces it (api/resourceChanges.ts). On the real
// API and page files, two kept-alive tabs list the customer's FBA orders: a pack-list import on one
// ("2 FBA orders … imported") grows the total on screen without a reload, and the other tab, hidden
// meanwhile, shows the new total when shown again; a create, a delete and an action made elsewhere on
// the page read the shown list again too.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../../src/client/app/routeTypes';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { type RendererEnv, RendererEnvContext } from '../../../src/client/renderer/core/rendererEnv';
import PageRenderer from '../../../src/client/renderer/PageRenderer';
import { KeepAliveOutlet } from '../../../src/client/shell/KeepAliveOutlet';
import { DASHBOARD_TAG } from '../../../src/client/shell/tags/tagRules';
import { tagsState } from '../../../src/client/shell/tags/tagsStore';
import { permissionState } from '../../../src/client/state/permissionStore';
import type { Language } from '../../../src/shared/constants';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { liveApiForFile } from './support/liveApi';
import { memoryPreferences } from './support/memoryPreferences';
import { pageFile } from './support/pageFile';
import { makeTestI18n } from './support/testI18n';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const orders = pageFile('myOrder/fullPlaceFbaOrder');
const upload = pageFile('myOrder/importFbaOrder');
/** The orders list again, shown beside the tabs: a list of the resource that no action of its own reloads. */
const beside: PageSchema = { ...orders, name: 'fbaOrdersBeside' };
const HEADER = 'fbaShipmentId,amazonReferenceId,fulfilmentCentre,channel,cartonCount,lengthCm,widthCm,heightCm,weightKg,msku,fnsku,quantity,declaredValue,currency';
/** Two shipments of two cartons each. */
const packList = (prefix: string) =>
  [HEADER, ...[0, 1, 2, 3].map((i) => `FBA${prefix}RELOAD${i % 2},3XK8DL2Q,ONT8,SEA,2,60,40,30,12.35,LAMP-${i},X00000000${i},24,1500.50,USD`)].join('\n');

/** An order complete enough to submit. */
const ORDER = {
  amazonReferenceId: '3XK8DL2Q',
  fulfilmentCentre: 'ONT8',
  channel: 'SEA',
  declaredValue: 1500.5,
  currency: 'USD',
  cartons: [{ cartonCount: 1, lengthCm: 60, widthCm: 40, heightCm: 30, weightKg: 10, msku: 'LAMP-1', fnsku: 'X000000001', quantity: 24 }],
};

const live = liveApiForFile();

const route = (page: PageSchema): AppRoute => ({ name: page.name, path: page.path, meta: { title: page.title, noCache: false, hidden: false }, load: async () => ({ default: () => null }) });
const tab = (page: PageSchema) => ({ fullPath: page.path, path: page.path, name: page.name, title: page.title, affix: false, noCache: false });

/** Both pages as kept-alive tabs of the shell, on the live API; what the pages tell the user is kept. */
function renderTabs(language: Language) {
  permissionState.addRouters = [route(orders), route(upload)];
  tagsState.visitedViews = [DASHBOARD_TAG, tab(orders), tab(upload)];
  tagsState.refreshCount = {};
  const notices: string[] = [];
  const env: RendererEnv = {
    data: live.data,
    queries: createQueryClient({ session: false }),
    preferences: memoryPreferences(),
    can: () => true,
    canOpen: () => true,
    language,
    size: 'mini',
    requiredConfigList: [],
    navigate: () => undefined,
    notify: (_intent, message) => notices.push(message),
    errorShown: () => false,
    tabKey: '/test',
    params: {},
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <MotionBehaviourProvider value="skip">
        <I18nextProvider i18n={makeTestI18n(language)}>
          <RendererEnvContext.Provider value={env}>
            <MemoryRouter initialEntries={[orders.path]}>
              <Routes>
                <Route
                  element={
                    <>
                      <Link to={orders.path}>to orders</Link>
                      <Link to={upload.path}>to upload</Link>
                      <KeepAliveOutlet />
                      <PageRenderer page={beside} />
                    </>
                  }
                >
                  <Route path={orders.path} element={<PageRenderer page={orders} />} />
                  <Route path={upload.path} element={<PageRenderer page={upload} />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </RendererEnvContext.Provider>
        </I18nextProvider>
      </MotionBehaviourProvider>
    </FluentProvider>,
  );
  return notices;
}

const visiblePage = (name: string) => [...document.querySelectorAll(`[data-page="${name}"]`)].find((el) => !(el as HTMLElement).closest('[hidden], [style*="display: none"]')) as HTMLElement | undefined;
/** The list total the shown page has on screen, once it has read the customer's `count` orders. */
async function totalOn(page: PageSchema, count: number): Promise<number> {
  await waitFor(() => expect(shownTotal(page)).toBe(count));
  return count;
}
const shownTotal = (page: PageSchema) => Number(visiblePage(page.name)?.querySelector('[data-testid="total"]')?.textContent);
const demoOrders = async () => (await live.data.getList('fbaOrder', { page: 1, size: 1, filter: {} })).page.total;

describe('lists reload after a write of their resource', () => {
  it.each([
    ['en', 'Upload pack list', 'Import', '2 FBA orders with 4 carton rows imported.'],
    ['zh', '上传装箱单', '开始导入', null],
  ] as const)('an import grows the lists shown, and the kept-alive tab’s when shown again (%s)', async (language, uploadLabel, importLabel, told) => {
    const notices = renderTabs(language);
    const before = await totalOn(orders, await demoOrders());
    await totalOn(beside, before);

    fireEvent.click(screen.getByText('to upload'));
    await totalOn(upload, before);
    fireEvent.click(within(visiblePage(upload.name)!).getByRole('button', { name: uploadLabel }));
    const dialog = await screen.findByRole('dialog');
    const file = new File([packList(language.toUpperCase())], 'packlist.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: importLabel }));
    await waitFor(() => expect(notices.length).toBeGreaterThan(0));
    if (told) expect(notices).toContain(told);
    // The server holds 2 more; the list on screen says so without a reload.
    expect(await demoOrders()).toBe(before + 2);
    await waitFor(() => expect(shownTotal(upload)).toBe(before + 2));
    await waitFor(() => expect(shownTotal(beside)).toBe(before + 2));

    // The orders tab was hidden during the import: shown again, it reads its list again.
    fireEvent.click(screen.getByText('to orders'));
    await waitFor(() => expect(shownTotal(orders)).toBe(before + 2));
    cleanup();
  });

  it('a create, a delete and an action made elsewhere read the shown list again (en)', async () => {
    renderTabs('en');
    const before = await totalOn(orders, await demoOrders());
    // Writes another block or page makes, through the same client.
    const created = await live.data.create<{ id: number }>('fbaOrder', { ...ORDER, fbaShipmentId: 'FBARELOAD01' });
    await waitFor(() => expect(shownTotal(orders)).toBe(before + 1));
    const { orderNo } = await live.data.getOne<{ orderNo: string }>('fbaOrder', created.id);
    const row = (no: string) => visiblePage(orders.name)!.querySelector<HTMLElement>(`tr[data-row="${no}"]`);
    await waitFor(() => expect(row(orderNo)).toBeTruthy());
    // An action changes the row's state: a draft offers Submit, a submitted order no longer does.
    await waitFor(() => expect(within(row(orderNo)!).queryByRole('button', { name: 'Submit' })).toBeTruthy());
    await live.data.callAction('fbaOrder', 'submit', { id: created.id });
    await waitFor(() => expect(within(row(orderNo)!).queryByRole('button', { name: 'Submit' })).toBeNull());
    // A delete takes one off.
    const draft = await live.data.create<{ id: number }>('fbaOrder', { ...ORDER, fbaShipmentId: 'FBARELOAD02' });
    await waitFor(() => expect(shownTotal(orders)).toBe(before + 2));
    const draftNo = (await live.data.getOne<{ orderNo: string }>('fbaOrder', draft.id)).orderNo;
    await waitFor(() => expect(row(draftNo)).toBeTruthy());
    await live.data.deleteMany('fbaOrder', [draft.id]);
    await waitFor(() => expect(shownTotal(orders)).toBe(before + 1));
    expect(row(draftNo)).toBeNull();
  });
});
