import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/client/app/App';
import { clearLocalSession } from '../../../src/client/app/sessionActions';
import { getToken, storeSession } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const menus = [
  { Name: 'priceQuery', Path: '/priceQuery', Title: 'route.priceQuery', Icon: 'Money', Sno: 20, Hidden: false, NoCache: false, Parent: null },
  { Name: 'seaPriceQuery', Path: '/priceQuery/seaPriceQuery', Title: 'route.seaPriceQuery', Icon: 'VehicleShip', Sno: 7, Hidden: false, NoCache: false, Parent: 'priceQuery' },
];

function stubServer(clientData: 'ok' | 'fail') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/version.json') return json({ version: 'test' });
      if (url.pathname.endsWith('/getcusclientdata')) {
        return clientData === 'ok'
          ? json({ success: true, message: '', exceptioncode: 0, data: { menus, Routers: menus.map((m) => m.Name), buttons: [], user: { RealName: 'Zhang Min' }, requiredConfigList: [], sysoption: [] } })
          : json({ success: false, message: 'Session expired', exceptioncode: 10003, data: null }, 401);
      }
      return json({ success: true, message: '', exceptioncode: 0, data: { result: [], page: { current: 1, size: 10, total: 0 } } });
    }),
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

beforeEach(() => clearLocalSession());
afterEach(() => vi.unstubAllGlobals());

describe('route guards (SPEC §4)', () => {
  it('without login info /dashboard goes to /home with the login dialog', async () => {
    stubServer('ok');
    renderAt('/dashboard');
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(window.location.pathname).toBe('/home');
  });

  it('with login info /home goes to /dashboard after the grants are loaded', async () => {
    storeSession('tok', 'customer', null, null);
    stubServer('ok');
    renderAt('/home');
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('sidebar').textContent).toContain('Price Search');
  });

  it('a page the user is not granted goes to /401, an unknown one to /404', async () => {
    storeSession('tok', 'customer', null, null);
    stubServer('ok');
    renderAt('/systemmanager/roleManager');
    expect(await screen.findByTestId('error-401')).toBeTruthy();
    clearLocalSession();
  });

  it('an unknown path goes to /404', async () => {
    storeSession('tok', 'customer', null, null);
    stubServer('ok');
    renderAt('/no/such/page');
    expect(await screen.findByTestId('error-404')).toBeTruthy();
  });

  it('failing to load the user info logs out locally, says so, and goes home', async () => {
    storeSession('tok', 'customer', null, null);
    stubServer('fail');
    renderAt('/priceQuery/seaPriceQuery');
    expect(await screen.findByText('Verification failed, please login again')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(getToken()).toBe('');
  });
});
