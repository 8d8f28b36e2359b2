// A page of the real renderer in the browser for forms no product screen has yet (a form with line
// items, an action with a form and a result), over the in-memory data provider of the component
// tests: the typing bench and the screenshots use it. `?page=parcel&lines=20`, `?page=quote`;
// `&serverError=1` makes the next save fail with a line error, as the server's 10002 would.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import PageRenderer from '../../../src/client/renderer/PageRenderer';
import { type RendererEnv, RendererEnvContext } from '../../../src/client/renderer/core/rendererEnv';
import type { FormBlock, PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from '../../../tests/ui/renderer/support/memoryDataProvider';
import { memoryPreferences } from '../../../tests/ui/renderer/support/memoryPreferences';
import { parcelPage } from '../../../tests/ui/renderer/support/parcelPage';
import { quotePage } from '../../../tests/ui/renderer/support/quotePage';
import { makeTestI18n } from '../../../tests/ui/renderer/support/testI18n';

const query = new URLSearchParams(location.search);
const language = (query.get('lang') ?? 'en') as RendererEnv['language'];
const lineCount = Number(query.get('lines') ?? 3);
const lines = Array.from({ length: lineCount }, (_, i) => ({ sku: `SKU-${String(i + 1).padStart(3, '0')}`, quantity: (i % 5) + 1, weightKg: Number(((i + 1) * 1.25).toFixed(2)) }));

// The parcel form shown in the page (not a dialog), holding its lines; the quote page as it is.
const pages: Record<string, PageSchema> = {
  parcel: {
    ...parcelPage,
    blocks: parcelPage.blocks.map((b) => (b.type === 'form' ? { ...b, display: 'inline', defaults: { reference: 'ABC1234', weightKg: 12.5, lines } as unknown as FormBlock['defaults'] } : b)),
  },
  quote: quotePage,
};
const page = pages[query.get('page') ?? 'parcel'];

const data = memoryProvider({ testParcel: [], price: [{ id: 1, version: 1, lane: 'CNSHA-DEHAM' }] });
data.answerActions(() => ({
  lines: [
    { item: 'Ocean freight CNSHA → DEHAM', amount: '1180.00' },
    { item: 'Terminal handling', amount: '95.50' },
    { item: 'Documentation', amount: '35.25' },
  ],
  total: '1310.75',
}));
if (query.get('serverError')) data.failNextWrite([{ field: '/lines/2/quantity', message: 'Line 3: quantity exceeds the pallet limit of 4' }]);

const env: RendererEnv = {
  data,
  preferences: memoryPreferences(),
  can: () => true,
  language,
  size: 'medium',
  requiredConfigList: [],
  navigate: (to, q) => {
    document.body.dataset.navigated = JSON.stringify({ to, query: q });
  },
  notify: () => undefined,
  errorShown: () => false,
  request: async () => null,
  tabKey: '/harness',
  params: { lane: 'CNSHA-DEHAM' },
};

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <I18nextProvider i18n={makeTestI18n(language)}>
      <MemoryRouter>
        <RendererEnvContext.Provider value={env}>
          <div style={{ padding: 16 }}>
            <label>
              Plain input (baseline) <input data-plain="" />
            </label>
            <PageRenderer page={page} />
          </div>
        </RendererEnvContext.Provider>
      </MemoryRouter>
    </I18nextProvider>
  </FluentProvider>,
);
