import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { initialOrg } from '../../../src/client/state/session';
import { UserMenu } from '../../../src/client/shell/navbar/UserMenu';
import { clearSession, getCurrOrg, storeSession } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const ORGS = [
  { OrgId: 1, OrgCd: 'SHA', OrgName: 'Shanghai office' },
  { OrgId: 2, OrgCd: 'NGB', OrgName: 'Ningbo office' },
];

interface Sent {
  url: string;
  method: string;
  body: URLSearchParams;
}

/** A fetch that records each call and answers with the given envelope. */
function stubFetch(envelope: (body: URLSearchParams) => object, status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = new URLSearchParams(String(init.body ?? ''));
    sent.push({ url, method: String(init.method), body });
    return new Response(JSON.stringify(envelope(body)), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const toasts: string[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  clearSession();
  toasts.length = 0;
  stop = onNotice((n) => toasts.push(`${n.intent}:${n.text}`));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

function renderMenu() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('organisation switcher in the user menu (SPEC §3/§4 CurrOrg)', () => {
  it('lists the orglist with the current organisation checked', async () => {
    storeSession('tok', 'customer', { RealName: 'Ann', orglist: ORGS }, ORGS[0]);
    renderMenu();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect((await screen.findByTestId('org-menu')).textContent).toContain('Organisation');
    expect(screen.getByTestId('org-1').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('org-2').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('org-2').textContent).toBe('Ningbo office');
  });

  it('is not offered to a user of a single organisation', async () => {
    storeSession('tok', 'customer', { RealName: 'Ann', orglist: [ORGS[0]] }, ORGS[0]);
    renderMenu();
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByTestId('change-password');
    expect(screen.queryByTestId('org-menu')).toBeNull();
  });

  it('choosing one posts savecurrorg with orginfo {"OrgId"} and stores CurrOrg', async () => {
    storeSession('tok', 'customer', { RealName: 'Ann', orglist: ORGS }, ORGS[0]);
    const sent = stubFetch((body) => ({ success: true, data: ORGS.find((o) => o.OrgId === JSON.parse(body.get('orginfo') ?? '{}').OrgId), message: '', exceptioncode: 0 }));
    renderMenu();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('org-2'));
    await waitFor(() => expect(getCurrOrg()).toEqual(ORGS[1]));
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url, 'http://x').pathname).toBe('/f9api/api/v1/savecurrorg');
    expect(sent[0].body.get('orginfo')).toBe('{"OrgId":2}');
    expect(toasts).toEqual(['success:Current organisation: Ningbo office']);
    fireEvent.click(screen.getByTestId('user-menu'));
    await waitFor(() => expect(screen.getByTestId('org-2').getAttribute('aria-checked')).toBe('true'));
  });

  it('a refused switch keeps the stored CurrOrg and shows the server message', async () => {
    storeSession('tok', 'customer', { RealName: 'Ann', orglist: ORGS }, ORGS[0]);
    stubFetch(() => ({ success: false, data: null, message: 'Not found', exceptioncode: 10005 }));
    renderMenu();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('org-2'));
    await waitFor(() => expect(toasts).toEqual(['error:Not found']));
    expect(getCurrOrg()).toEqual(ORGS[0]);
  });

  it('log-out clears CurrOrg with the rest of the session', () => {
    storeSession('tok', 'customer', { RealName: 'Ann', orglist: ORGS }, ORGS[1]);
    clearSession();
    expect(getCurrOrg()).toBeNull();
  });
});

describe('the organisation restored at log-in', () => {
  const ningbo = { OrgId: 2, OrgName: 'Ningbo' };
  const shanghai = { OrgId: 1, OrgName: 'Shanghai' };

  it('is the one the user last chose while it is still theirs, else the first', () => {
    expect(initialOrg([shanghai, ningbo], { OrgId: 2 })).toBe(ningbo);
    expect(initialOrg([shanghai, ningbo], { OrgId: 9 })).toBe(shanghai);
    expect(initialOrg([shanghai, ningbo], null)).toBe(shanghai);
    expect(initialOrg([], { OrgId: 2 })).toBeNull();
    expect(initialOrg(undefined, undefined)).toBeNull();
  });
});
