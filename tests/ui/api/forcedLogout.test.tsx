import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forcedLogoutState } from '../../../src/client/api/forcedLogout';
import { onNotice } from '../../../src/client/api/notify';
import { request } from '../../../src/client/api/request';
import { appQueryClient } from '../../../src/client/api/queryClient';
import { ForcedLogoutDialog } from '../../../src/client/shell/ForcedLogoutDialog';
import { clearSession, getToken, storeSession } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const envelope = (exceptioncode: number, status: number) =>
  new Response(JSON.stringify({ success: false, data: null, message: 'Session expired', exceptioncode }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  forcedLogoutState.open = false;
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(reload: () => void) {
  render(
    <FluentProvider theme={webLightTheme}>
      <ForcedLogoutDialog reload={reload} />
    </FluentProvider>,
  );
}

describe('forced log-out (SPEC §4, §8)', () => {
  it('exception code 10003 opens the confirm; re-login clears the session and cache and reloads', async () => {
    storeSession('tok', 'customer', { Account: 'demo' }, { OrgId: 1 });
    const queries = appQueryClient();
    queries.setQueryData(['x', 'list', {}], { secret: 1 });
    expect(sessionStorage.getItem('F9-cache:["x","list",{}]')).not.toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => envelope(10003, 401)));
    const reload = vi.fn();
    renderDialog(reload);
    await expect(request('/x-list')).rejects.toMatchObject({ code: 10003 });
    expect(await screen.findByText('You have been logged out. You can stay on this page or log in again.')).toBeTruthy();
    fireEvent.click(screen.getByText('Log in again'));
    expect(reload).toHaveBeenCalled();
    expect(getToken()).toBe('');
    expect(localStorage.getItem('CurrOrg')).toBeNull();
    expect(sessionStorage.getItem('F9-cache:["x","list",{}]')).toBeNull();
    expect(queries.getQueryData(['x', 'list', {}])).toBeUndefined();
    expect(forcedLogoutState.open).toBe(false);
  });

  it('a bare HTTP 401 opens it too; cancel keeps the session and the page', async () => {
    storeSession('tok', 'customer', null, null);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 401, headers: { 'content-type': 'text/plain' } })));
    const reload = vi.fn();
    renderDialog(reload);
    await expect(request('/x-list')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(forcedLogoutState.open).toBe(true));
    fireEvent.click(await screen.findByText('Cancel'));
    expect(forcedLogoutState.open).toBe(false);
    expect(getToken()).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a signed-out visitor getting 401 sees an error, not the log-out confirm', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(10003, 401)));
    await expect(request('/x-list', { silent: true })).rejects.toMatchObject({ code: 10003 });
    expect(forcedLogoutState.open).toBe(false);
  });

  it('is the one notice of a lost session: no toast beside it, however many calls fail at once', async () => {
    storeSession('tok', 'customer', null, null);
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    vi.stubGlobal('fetch', vi.fn(async () => envelope(10003, 401)));
    renderDialog(vi.fn());
    await Promise.all([1, 2, 3].map((i) => expect(request(`/x${i}-list`)).rejects.toMatchObject({ code: 10003 })));
    expect(await screen.findAllByText('You have been logged out. You can stay on this page or log in again.')).toHaveLength(1);
    expect(notices).toEqual([]);
    stop();
  });
});
