// Renders a page schema the way the app does, around a test environment: Fluent provider, the real
// messages of one language, a memory router and the renderer's environment (data, grants, toasts).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
// Transitive dependency of react-components: skipping motions keeps happy-dom's Animation.cancel
// (an AbortError rejection) out of the tests.
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../../src/client/api/queryClient';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '../../../../src/shared/constants';
import type { PageSchema } from '../../../../src/shared/page/pageSchema';
import type { RequiredConfig } from '../../../../src/shared/requiredConfig/reqItem';
import { type RendererEnv, RendererEnvContext } from '../../../../src/client/renderer/core/rendererEnv';
import PageRenderer from '../../../../src/client/renderer/PageRenderer';
import type { DataProvider } from '../../../../src/client/data/dataProvider';
import type { MemoryProvider } from './memoryDataProvider';
import { type MemoryPreferences, memoryPreferences } from './memoryPreferences';
import { makeTestI18n } from './testI18n';

export interface PageHarnessOptions {
  /** In memory for most tests; the real client's provider over the real app for the live ones (liveApi.ts). */
  data: MemoryProvider | DataProvider;
  language?: Language;
  funcs?: string[];
  /** Route names the user may not open (navigate actions to them are hidden); every route is open by default. */
  closedRoutes?: string[];
  requiredConfigList?: RequiredConfig[];
  params?: Record<string, string>;
  /** The user's saved preferences (a later render with the same store is "a new page load"). */
  preferences?: MemoryPreferences;
  size?: RendererEnv['size'];
  /** The query client (a fresh one by default: each render is a new page load with nothing cached). */
  queries?: QueryClient;
  /** How explicit calls of the spec (`env.data.call`) are answered; a throw is the server's refusal. Null by default. */
  answerRequest?(method: string, path: string, params: Record<string, unknown>): unknown;
}

export function renderPage(page: PageSchema, options: PageHarnessOptions) {
  const language = options.language ?? 'zh';
  const i18n = makeTestI18n(language);
  const notices: Array<{ intent: string; message: string }> = [];
  const requests: Array<{ method: string; path: string; params: Record<string, unknown> }> = [];
  // Each explicit call's options, by the call's index (`silent`: the caller tells a failure itself).
  const requestOptions: Array<{ silent?: boolean } | undefined> = [];
  const navigations: Array<{ to: string; query?: Record<string, string> }> = [];
  const funcs = new Set(options.funcs ?? []);
  const explicitCall: DataProvider['call'] = async (method, path, params, requestOptionsOfCall) => {
    requests.push({ method, path, params });
    // How a failure is told, not the query layer's cancellation signal.
    const { signal: _signal, ...told } = requestOptionsOfCall ?? {};
    requestOptions.push(requestOptionsOfCall ? told : undefined);
    return (options.answerRequest ? options.answerRequest(method, path, params) : null) as never;
  };
  const env: RendererEnv = {
    data: Object.assign(Object.create(null) as object, options.data, { call: explicitCall }) as DataProvider,
    queries: options.queries ?? createQueryClient({ session: false }),
    preferences: options.preferences ?? memoryPreferences(),
    can: (f) => funcs.has(f),
    canOpen: (name) => !options.closedRoutes?.includes(name),
    language,
    size: options.size ?? 'mini',
    requiredConfigList: options.requiredConfigList ?? [],
    navigate: (to, query) => navigations.push({ to, query }),
    notify: (intent, message) => notices.push({ intent, message }),
    errorShown: () => false,
    tabKey: '/test',
    params: options.params ?? {},
  };
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <MotionBehaviourProvider value="skip">
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RendererEnvContext.Provider value={env}>
              <PageRenderer page={page} />
            </RendererEnvContext.Provider>
          </MemoryRouter>
        </I18nextProvider>
      </MotionBehaviourProvider>
    </FluentProvider>,
  );
  return { ...view, i18n, notices, requests, requestOptions, navigations, env };
}
