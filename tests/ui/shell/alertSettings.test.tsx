// The settings panel's alerts (issue 47): a signed-in customer user sees their milestone alerts (events
// by e-mail and in-app, language, ETA threshold) as the server answers them, and a ticked box saves
// that change at once (PUT notificationSettings, the whole lists), the answer becoming what is shown.
// An administrator, or nobody signed in, sees no alerts section.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '../../../src/shared/wire/calls';
import { makeTestI18n } from '../renderer/support/testI18n';

const KINDS = ['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'etaChanged'];
let stored = { language: 'en', email: ['bookingConfirmed', 'bookingRejected', 'departed', 'arrived'], app: [] as string[], etaHours: 24, kinds: KINDS, saved: false };
const puts: Array<Record<string, unknown>> = [];

vi.mock('../../../src/client/api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/client/api/request')>()),
  request: vi.fn(async (path: string, options: { method?: string; data?: { data: string } } = {}) => {
    if (path !== Calls.notificationSettings) return null;
    if (options.method === 'PUT') {
      const change = JSON.parse(options.data!.data) as Record<string, unknown>;
      puts.push(change);
      stored = { ...stored, ...change, saved: true };
    }
    return stored;
  }),
}));

const { appQueryClient } = await import('../../../src/client/api/queryClient');
const { storeSession, clearSession } = await import('../../../src/client/state/session');
const { settingsState, DEFAULT_SETTINGS } = await import('../../../src/client/state/settingsStore');
const { SettingsPanel } = await import('../../../src/client/shell/SettingsPanel');

/** A checkbox by its test id (Fluent puts the id on the native input). */
const box = (id: string) => {
  const el = screen.getByTestId(id);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

function renderPanel() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MotionBehaviourProvider value="skip">
        <I18nextProvider i18n={makeTestI18n('en')}>
          <SettingsPanel />
        </I18nextProvider>
      </MotionBehaviourProvider>
    </FluentProvider>,
  );
}

beforeEach(() => {
  Object.assign(settingsState, DEFAULT_SETTINGS, { showSettings: true });
  appQueryClient().clear();
  puts.length = 0;
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('alert settings in the settings panel', () => {
  it('shows a customer user their alerts and saves a ticked box at once', async () => {
    storeSession('tok', 'customer', { Account: 'demo' } as never, null);
    renderPanel();
    await screen.findByTestId('alert-app-arrived');
    const arrivedApp = box('alert-app-arrived');
    expect(box('alert-email-arrived').checked).toBe(true);
    expect(box('alert-email-etaChanged').checked).toBe(false);
    expect(screen.getByText('Arrived')).toBeTruthy();
    fireEvent.click(arrivedApp);
    await waitFor(() => expect(puts).toEqual([{ app: ['arrived'] }]));
    await waitFor(() => expect(box('alert-app-arrived').checked).toBe(true));
    fireEvent.click(box('alert-email-departed'));
    await waitFor(() => expect(puts[1]).toEqual({ email: ['bookingConfirmed', 'bookingRejected', 'arrived'] }));
  });

  it('shows no alerts to an administrator or when nobody is signed in', () => {
    renderPanel();
    expect(screen.queryByTestId('alert-settings')).toBeNull();
    cleanup();
    storeSession('tok', 'admin', { Account: 'admin' } as never, null);
    renderPanel();
    expect(screen.queryByTestId('alert-settings')).toBeNull();
  });
});
