// A log-in's call leaves in the submit event itself, once the sign-in code is fetched (prefetch.ts
// withSessionActions): awaiting even a fetched module's import let React first re-render the dialog for
// its spinner, a sync render of 25–35 ms on the bench machine, and only then send the call (issue 11).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSessionActions } from '../../../src/client/app/prefetch';
import { LoginDialog } from '../../../src/client/shell/login/LoginDialog';
import { Calls } from '../../../src/shared/wire/calls';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('withSessionActions', () => {
  // First in this file: the sign-in code is not yet fetched in this module instance.
  it('waits for the sign-in code the first time, and runs at once when it is in', async () => {
    let ranFirst = false;
    const first = withSessionActions(async () => (ranFirst = true));
    expect(ranFirst).toBe(false);
    await first;
    let ranSecond = false;
    void withSessionActions(async () => (ranSecond = true));
    expect(ranSecond).toBe(true);
  });
});

describe('submitting the login dialog', () => {
  it('sends the log-in call before the dialog re-renders as busy', async () => {
    await withSessionActions(async () => undefined);
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
      array.set([3, 1, 4, 1].slice(0, array.length));
      return array;
    }) as typeof crypto.getRandomValues);
    // What the submit button showed when the call left; the answer never comes (the test needs none).
    const busyWhenSent: Array<string | null> = [];
    const fetch = vi.fn((url: string) => {
      busyWhenSent.push(`${url.includes(Calls.customerLogin) ? 'login' : url}: disabled=${screen.getByTestId('login-submit').getAttribute('disabled')}`);
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <FluentProvider theme={webLightTheme}>
        <LoginDialog
          open
          tab="customer"
          onTabChange={() => undefined}
          onClose={() => undefined}
          submit={(role, account, password) => withSessionActions(({ signIn }) => signIn(role, account, password, '/dashboard'))}
          onSuccess={() => undefined}
        />
      </FluentProvider>,
    );
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo1234' } });
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: '3141' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(busyWhenSent).toEqual(['login: disabled=null']);
    // The dialog then shows that it is busy.
    expect(await screen.findByText('Logging in…')).toBeTruthy();
  });
});
