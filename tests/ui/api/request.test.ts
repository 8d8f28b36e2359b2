import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatChinaTimestamp, parseChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { signFields } from '../../../src/shared/wire/sign';
import { forcedLogoutState } from '../../../src/client/api/forcedLogout';
import { onNotice } from '../../../src/client/api/notify';
import { ApiRequestError, request, signedQuery } from '../../../src/client/api/request';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { clearResponseCache } from '../../../src/client/api/responseCache';
import { setCookie } from '../../../src/client/state/cookies';
import { clearSession, storeSession } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

const SECRET = 'F9-portal-sign-2026';

beforeAll(useEnglish);

interface Call {
  url: URL;
  init: RequestInit;
}

function answer(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

let calls: Call[] = [];
function serve(...responses: Array<Response | Error>) {
  calls = [];
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      calls.push({ url: new URL(input, 'http://localhost'), init });
      const next = queue.shift() ?? answer({ success: true, data: null, message: '', exceptioncode: 0 });
      if (next instanceof Error) throw next;
      return next;
    }),
  );
}

const ok = (data: unknown) => answer({ success: true, data, message: '', exceptioncode: 0 });

beforeEach(() => {
  clearSession();
  clearResponseCache();
  forcedLogoutState.open = false;
  setCookie('culture', 'en-US');
});
afterEach(() => vi.unstubAllGlobals());

describe('request signer (SPEC §7)', () => {
  it('adds tokenid, companyid=0, China-time timestamp, culture, customer and the hash', () => {
    storeSession('tok123', 'customer', null, null);
    const now = new Date('2026-11-21T17:00:00Z');
    const query = signedQuery({ current: '1' }, { data: '{"a":1}' }, now, SECRET);
    expect(query).toMatchObject({ current: '1', tokenid: 'tok123', companyid: '0', timestamp: '2026-11-22 01:00:00', culture: 'en-US', customer: 'true' });
    const { hash, ...unsigned } = query;
    expect(hash).toBe(signFields(SECRET, unsigned, { data: '{"a":1}' }));
  });

  it('sends customer=false for an admin token', () => {
    storeSession('tok', 'admin', null, null);
    expect(signedQuery({}, {}).customer).toBe('false');
  });

  it('a POST goes form-encoded with JSON text fields, credentials included, signed over query and body', async () => {
    storeSession('tok', 'customer', null, null);
    serve(ok({ id: 1 }));
    await request('/seaBooking', { method: 'POST', data: { data: { pol: 'CNSHA' }, skip: null, n: 2 } });
    const [{ url, init }] = calls;
    expect(url.pathname).toBe('/f9api/api/v1/seaBooking');
    expect(init.credentials).toBe('include');
    const body = init.body as URLSearchParams;
    expect(body.get('data')).toBe('{"pol":"CNSHA"}');
    expect(body.has('skip')).toBe(false);
    const query = Object.fromEntries(url.searchParams);
    const { hash, ...unsigned } = query;
    expect(hash).toBe(signFields(SECRET, unsigned, Object.fromEntries(body)));
    expect(parseChinaTimestamp(query.timestamp)).not.toBeNull();
    expect(Math.abs(parseChinaTimestamp(query.timestamp)!.getTime() - Date.now())).toBeLessThan(5000);
    expect(formatChinaTimestamp()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('writes tell the query layer what they changed', () => {
  it('a write names its resource, and the one the server names (x-f9-changed) too; a read or announce: false names none', async () => {
    const queries = createQueryClient({ session: false });
    const invalidated: string[] = [];
    queries.getQueryCache().subscribe((e) => e.type === 'updated' && e.action.type === 'invalidate' && invalidated.push(String(e.query.queryKey[0])));
    for (const resource of ['setAddress', 'cususer', 'booking', 'shipmentEvent', 'boundReports']) queries.setQueryData([resource, 'list', {}], { n: 0 });
    serve(ok({}), ok({}), answer({ success: true, data: {}, message: '', exceptioncode: 0 }, 200), ok({}), ok({}));
    await request('/setAddress', { method: 'PUT', data: { data: { id: 1 } } });
    // The spec's cususer calls change the cususer list without naming it in their path.
    await request('/cususerresetpassword', { method: 'PUT', data: { UserId: 7 } });
    await request('/setAddress-list');
    await request('/boundReports/run', { method: 'POST', data: {}, announce: false });
    expect(invalidated).toEqual(['setAddress', 'cususer']);
    calls = [];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: {}, message: '', exceptioncode: 0 }), { headers: { 'content-type': 'application/json', 'x-f9-changed': 'shipmentEvent' } })));
    await request('/booking/addEvent', { method: 'POST', data: {} });
    expect(invalidated).toEqual(['setAddress', 'cususer', 'booking', 'shipmentEvent']);
  });
});

describe('errors (SPEC §8)', () => {
  it('success=false shows the server message as an error toast for 5 s and rejects', async () => {
    const notices: Array<{ intent: string; text: string; timeout: number }> = [];
    const stop = onNotice((n) => notices.push(n));
    serve(answer({ success: false, data: null, message: 'Wrong account or password', exceptioncode: 10008 }, 400));
    await expect(request('/custrylogin', { method: 'POST' })).rejects.toMatchObject({ message: 'Wrong account or password', code: 10008 });
    stop();
    expect(notices).toEqual([{ intent: 'error', text: 'Wrong account or password', timeout: 5000 }]);
    expect(forcedLogoutState.open).toBe(false);
  });

  it('fieldErrorsShown: a refusal naming fields is left to the form (no toast, told=false); any other refusal is toasted', async () => {
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    const refusal = (errors: unknown[]) => answer({ success: false, data: { errors }, message: 'Some fields are not valid.', exceptioncode: 10002 }, 400);
    serve(
      refusal([{ field: '/number', message: 'No shipment of yours has the number XYZ123.' }]),
      refusal([]),
      answer({ success: false, data: null, message: 'Not granted', exceptioncode: 10004 }, 403),
      refusal([{ field: '/number', message: 'No shipment of yours has the number XYZ123.' }]),
    );
    const shown = { method: 'POST' as const, fieldErrorsShown: true };
    await expect(request('/booking/track', shown)).rejects.toMatchObject({ code: 10002, told: false, data: { errors: [{ field: '/number' }] } });
    expect(notices).toEqual([]);
    await expect(request('/booking/track', shown)).rejects.toMatchObject({ code: 10002, told: true });
    await expect(request('/booking/track', shown)).rejects.toMatchObject({ code: 10004, told: true });
    // Without the option the same refusal is toasted, with the server's reason (not the generic message).
    await expect(request('/booking/track', { method: 'POST' })).rejects.toMatchObject({ code: 10002, told: true });
    stop();
    expect(notices).toEqual(['Some fields are not valid.', 'Not granted', 'No shipment of yours has the number XYZ123.']);
  });

  it('network and HTTP errors toast for 5 s', async () => {
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(`${n.intent}:${n.timeout}:${n.text}`));
    serve(new TypeError('Failed to fetch'), answer('<html>bad gateway</html>', 502, 'text/html'));
    await expect(request('/a-list')).rejects.toBeInstanceOf(ApiRequestError);
    await expect(request('/a-list')).rejects.toMatchObject({ status: 502 });
    stop();
    expect(notices).toEqual(['error:5000:Network error: the server cannot be reached', 'error:5000:The server answered with an error (HTTP 502)']);
  });

  it('a read its caller cancels while the answer arrives is dropped without a toast (not "the answer could not be read")', async () => {
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    const leave = new AbortController();
    const cut = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"success":tr'));
        leave.abort();
        stream.error(new DOMException('aborted', 'AbortError'));
      },
    });
    serve(new Response(cut, { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(request('/a-list', { signal: leave.signal })).rejects.toMatchObject({ told: false });
    // Without a cancel, a cut answer is still told.
    serve(answer('{"success":tr'));
    await expect(request('/a-list')).rejects.toMatchObject({ told: true });
    stop();
    expect(notices).toEqual(['The server gave an answer that cannot be read']);
  });

  it('times out after 20 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = request('/slow-list').catch((e: ApiRequestError) => e.message);
    await vi.advanceTimersByTimeAsync(19_999);
    await vi.advanceTimersByTimeAsync(2);
    expect(await pending).toBe('The server did not answer in time');
    vi.useRealTimers();
  });
});
