// The dashboard's cards read through the query layer (pages/dashboard/dashboardCalls.ts): answers the
// log-in prefetched that have already arrived are drawn in the cards' first render, with no spinner and
// no second call; one still on its way shows the spinner until it lands, still asked once; a message
// pushed by the hub (its resource invalidated) shows without a reload, the answer drawn staying until
// the next one is in. An answer that is not a list leaves the announcements card empty.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '../../../src/shared/wire/calls';
import { makeTestI18n } from '../renderer/support/testI18n';

const asked: string[] = [];
let messages = [{ Id: 1, Title: 'Vessel delayed', Content: 'Two days.', PublishedAt: '2026-11-20T08:00:00Z', IsRead: false }];
let holdStats: Promise<void> | null = null;

vi.mock('../../../src/client/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/client/api/request')>()),
  request: vi.fn(async (path: string) => {
    asked.push(path);
    if (path === Calls.homeMessages) return { result: messages, page: { current: 1, size: 20, total: messages.length } };
    if (path === Calls.currentAnnouncements) return [{ Id: 7, TypeName: 'Notice', Title: 'Port of Ningbo closed Sunday', Content: 'Typhoon warning.', Priority: 5 }];
    if (path.endsWith('-stats')) {
      await holdStats;
      return { total: { count: 4, sum: {}, avg: {} }, groups: [{ group: { status: 'CONFIRMED' }, count: 4, sum: {}, avg: {} }], truncated: false };
    }
    if (path.endsWith('-list')) return { result: [], page: { current: 1, size: 5, total: 0 } };
    return null;
  }),
}));

const { appQueryClient } = await import('../../../src/client/api/queryClient');
const { createDataProvider } = await import('../../../src/client/api/dataProvider');
const { announceChange } = await import('../../../src/client/api/resourceChanges');
const { resourceOf } = await import('../../../src/client/api/queryKeys');
const { clearResponseCache } = await import('../../../src/client/api/responseCache');
const { makeShellValue, ShellContext } = await import('../../../src/client/app/ShellContext');
const { storeSession, clearSession } = await import('../../../src/client/state/session');
const { dashboardReads } = await import('../../../src/client/pages/dashboard/dashboardCalls');
const { default: DashboardPage } = await import('../../../src/client/pages/dashboard/DashboardPage');

function renderDashboard() {
  const shell = makeShellValue({ dataProvider: createDataProvider(), language: 'en', user: { Account: 'demo', RealName: 'Demo' } as never });
  return render(
    <FluentProvider theme={webLightTheme}>
      <MotionBehaviourProvider value="skip">
        <I18nextProvider i18n={makeTestI18n('en')}>
          <MemoryRouter>
            <ShellContext.Provider value={shell}>
              <DashboardPage />
            </ShellContext.Provider>
          </MemoryRouter>
        </I18nextProvider>
      </MotionBehaviourProvider>
    </FluentProvider>,
  );
}

/** What a log-in leading to the dashboard prefetches (dashboardCalls.ts), awaited. */
async function prefetchAll() {
  const queries = appQueryClient();
  const data = createDataProvider();
  await Promise.all([queries.prefetchQuery(dashboardReads.announcements()), queries.prefetchQuery(dashboardReads.messages()), queries.prefetchQuery(dashboardReads.bookings(data)), queries.prefetchQuery(dashboardReads.events(data))]);
}

beforeEach(() => {
  clearResponseCache();
  storeSession('token-A', 'customer', null, null);
  asked.length = 0;
  holdStats = null;
  messages = [{ Id: 1, Title: 'Vessel delayed', Content: 'Two days.', PublishedAt: '2026-11-20T08:00:00Z', IsRead: false }];
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('the dashboard\'s cards', () => {
  it('draw the answers a log-in prefetched in their first render: no spinner, no second call', async () => {
    await prefetchAll();
    const before = asked.length;
    const { container } = renderDashboard();
    expect(container.querySelector('.fui-Spinner')).toBeNull();
    expect(container.querySelector('[data-announcement="7"]')?.textContent).toContain('Port of Ningbo closed Sunday');
    expect(screen.getByTestId('dashboard-status-CONFIRMED').textContent).toContain('4');
    expect(screen.getByTestId('dashboard-messages').textContent).toContain('Vessel delayed');
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(before);
  });

  it('show the spinner while an answer is still on its way, then draw it, asked once', async () => {
    let release: () => void = () => undefined;
    holdStats = new Promise((r) => (release = r));
    void appQueryClient().prefetchQuery(dashboardReads.bookings(createDataProvider()));
    await waitFor(() => expect(asked.filter((p) => p.endsWith('-stats'))).toHaveLength(3));
    const { container } = renderDashboard();
    expect(container.querySelector('[data-testid="dashboard-bookings"]')).toBeNull();
    expect(container.querySelector('.fui-Spinner')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('dashboard-status-CONFIRMED').textContent).toContain('4'));
    expect(asked.filter((p) => p.endsWith('-stats'))).toHaveLength(3);
  });

  it('show a message the hub pushed without a reload, keeping the list drawn until the new one is in', async () => {
    await prefetchAll();
    renderDashboard();
    expect(screen.getByTestId('dashboard-messages').textContent).toContain('Vessel delayed');
    messages = [...messages, { Id: 2, Title: 'Customs cleared', Content: 'Released.', PublishedAt: '2026-11-21T08:00:00Z', IsRead: false }];
    announceChange(resourceOf(Calls.homeMessages));
    expect(screen.getByTestId('dashboard-messages').textContent).toContain('Vessel delayed');
    await waitFor(() => expect(screen.getByTestId('dashboard-messages').textContent).toContain('Customs cleared'));
  });
});
