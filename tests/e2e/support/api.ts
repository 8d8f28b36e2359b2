// Signed API calls from the test process to the real server, as the client signs them (SPEC §7): what
// the forwarder's operations do beside a browser journey (a tracking event, a bill).
import type { LoginAnswer } from '../../../src/client/api/authCalls';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, HASH_PARAM, signFields } from '../../../src/shared/wire/sign';

export interface ApiSession {
  token: string;
  admin: boolean;
  /** The user's company (customers). */
  customerId: number | null;
}

export interface ApiAnswer<T> {
  success: boolean;
  data: T;
  message: string;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed call and its HTTP status: for tests of refusals. */
export async function apiRequest<T>(baseUrl: string, method: ApiMethod, path: string, session: Pick<ApiSession, 'token' | 'admin'> | null, form?: Record<string, string>, query: Record<string, string> = {}): Promise<{ status: number; body: ApiAnswer<T> & { exceptioncode: number } }> {
  const common = { ...query, tokenid: session?.token ?? '', companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: session?.admin ? 'false' : 'true' };
  const qs = new URLSearchParams({ ...common, [HASH_PARAM]: signFields(DEFAULT_SIGN_SECRET, common, form ?? {}) });
  const res = await fetch(`${baseUrl}${API_PREFIX}${path}?${qs}`, {
    method,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer<T> & { exceptioncode: number } };
}

export async function apiCall<T>(baseUrl: string, method: ApiMethod, path: string, session: Pick<ApiSession, 'token' | 'admin'> | null, form?: Record<string, string>, query: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  return (await apiRequest<T>(baseUrl, method, path, session, form, query)).body;
}

/** The log-in's answer as the client gets it (token, user, organisations), failing loudly on a refusal. */
export async function loginAnswer(baseUrl: string, account: string, password: string, kind: 'customer' | 'admin' = 'customer'): Promise<LoginAnswer> {
  const path = kind === 'admin' ? '/trylogin' : '/custrylogin';
  const login = await apiCall<LoginAnswer>(baseUrl, 'POST', path, null, { data: JSON.stringify({ name: account, password }) });
  if (!login.success) throw new Error(`login ${account}: ${login.message}`);
  return login.data;
}

export async function apiLogin(baseUrl: string, account: string, password: string, kind: 'customer' | 'admin' = 'customer'): Promise<ApiSession> {
  const login = await loginAnswer(baseUrl, account, password, kind);
  return { token: login.token.Id, admin: kind === 'admin', customerId: login.user?.CustomerId ?? null };
}

/** Creates a record (`POST <resource>`) and answers it, failing loudly on a refusal. */
export async function apiCreate<T = Record<string, unknown>>(baseUrl: string, session: ApiSession, resource: string, record: Record<string, unknown>): Promise<T> {
  const answer = await apiCall<T>(baseUrl, 'POST', `/${resource}`, session, { data: JSON.stringify(record) });
  if (!answer.success) throw new Error(`${resource}: ${answer.message} ${JSON.stringify(answer.data)}`);
  return answer.data;
}
