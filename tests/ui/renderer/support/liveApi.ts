// The real API under a component test: the Fastify app on a fresh seeded database (the API tests'
// context), reached by the client's own data provider and request client (signing, envelope) through a
// fetch that hands each request to the app in-process. Nothing is faked between renderer and database.
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
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

/** A request body as bytes with its content type: a form's fields, or a file upload's multipart body. */
async function bodyOf(body: RequestInit['body']): Promise<{ payload?: string | Buffer; type?: string }> {
  if (body instanceof URLSearchParams) return { payload: body.toString(), type: 'application/x-www-form-urlencoded' };
  if (body instanceof FormData) {
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? undefined };
  }
  return {};
}

export async function openLiveApi(): Promise<LiveApi> {
  const t = await createTestContext();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { payload, type } = await bodyOf(init.body);
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', ...(type ? { 'content-type': type } : {}) },
      payload,
    });
    // Every header of the answer, as a browser sees it (x-f9-changed names the resource a write changed).
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
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

/**
 * A test file's live API: opened before its tests (`prepare` may write to the database first), the
 * customer signed in, and closed after them with the DOM cleaned. Its fields read the opened one.
 */
export function liveApiForFile(account = 'demo', password = 'demo1234', prepare?: (live: LiveApi) => Promise<void>): LiveApi {
  let opened: LiveApi | undefined;
  const live = () => {
    if (!opened) throw new Error('the live API is opened in beforeAll: read it inside a test');
    return opened;
  };
  beforeAll(async () => {
    opened = await openLiveApi();
    await prepare?.(opened);
    await opened.signIn(account, password);
  });
  afterAll(async () => {
    cleanup();
    await opened?.close();
  });
  return {
    get t() {
      return live().t;
    },
    get data() {
      return live().data;
    },
    signIn: (a, p) => live().signIn(a, p),
    close: () => live().close(),
  };
}
