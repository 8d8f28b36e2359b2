// The real API under a component test: the Fastify app on a fresh seeded database (the API tests'
// context), reached by the client's own data provider and request client (signing, envelope) through a
// fetch that hands each request to the app in-process. Nothing is faked between renderer and database.
import { createDataProvider } from '../../../../src/client/api/dataProvider';
import { clearResponseCache } from '../../../../src/client/api/responseCache';
import type { DataProvider } from '../../../../src/client/data/dataProvider';
import { clearSession, storeSession } from '../../../../src/client/state/session';
import { createTestContext, type TestContext } from '../../../api/support/testContext';

export interface LiveApi {
  t: TestContext;
  data: DataProvider;
  /** Calls go out as this customer from now on. */
  signIn(account: string, password: string): Promise<void>;
  close(): Promise<void>;
}

export async function openLiveApi(): Promise<LiveApi> {
  const t = await createTestContext();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body instanceof URLSearchParams ? init.body.toString() : undefined;
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      payload: body,
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  }) as typeof fetch;
  return {
    t,
    data: createDataProvider(),
    async signIn(account, password) {
      clearResponseCache();
      storeSession(await t.login(account, password), 'customer', null, null);
    },
    async close() {
      globalThis.fetch = realFetch;
      clearSession();
      await t.close();
    },
  };
}
