// The request client of SPEC §7/§8: base /f9api/api/v1, 20 s timeout, credentials, form-encoded
// bodies (objects travel as JSON text), the common signed query and the error handling (toast, forced
// log-out confirm). It keeps no answers: reads are cached by the query layer (queryClient.ts), which a
// successful write tells what it changed (resourceChanges.ts). Only the data layer (this folder) calls
// it: tests/unit/client/dataLayerDoors.test.ts fails on a screen that does.
import { DEFAULT_CULTURE, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../shared/constants';
import { formatChinaTimestamp } from '../../shared/wire/chinaTime';
import { type ApiEnvelope, ExceptionCode } from '../../shared/wire/envelope';
import { API_PREFIX } from '../../shared/wire/params';
import { HASH_PARAM, signFields } from '../../shared/wire/sign';
import { CHANGED_RESOURCE_HEADER } from '../../shared/wire/resourceContract';
import i18n from '../i18n/i18n';
import { Cookies, getCookie } from '../state/cookies';
import { getRole, getToken } from '../state/session';
import { raiseForcedLogout } from './forcedLogout';
import { notify } from './notify';
import { announceChange } from './resourceChanges';
import { resourceOf } from './queryKeys';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type FieldValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  /** Query parameters (besides the common ones). */
  params?: Record<string, FieldValue>;
  /** Form fields; objects and arrays are sent as JSON text. */
  data?: Record<string, unknown>;
  /** A multipart body (imports); its string fields are signed. */
  form?: FormData;
  /**
   * False: a successful write tells the query layer nothing: a POST that only reads (a report run, a
   * preview), or a write whose new value the caller has put in the cache itself (a grid preference).
   */
  announce?: boolean;
  /** No toast on failure (the caller shows its own message); the forced log-out still applies. */
  silent?: boolean;
  /**
   * The caller shows a refusal's field errors under its fields (an action's form): a 10002 naming fields
   * is not toasted as well ("Some fields are not valid" beside the right message); any other failure is.
   */
  fieldErrorsShown?: boolean;
  /** Resolve with the raw Response (file downloads) instead of the envelope's data. */
  raw?: boolean;
  signal?: AbortSignal;
  /** Longer than the usual 20 s for a call that waits on purpose (the hub's long poll). */
  timeoutMs?: number;
}

export class ApiRequestError extends Error {
  /** The envelope's exceptioncode, or 0 for HTTP and network failures. */
  readonly code: number;
  /** HTTP status, 0 when no answer came. */
  readonly status: number;
  /** The envelope's data (e.g. `{ errors }` for invalid input). */
  readonly data: unknown;
  /** Whether the user was told already (a toast or the forced log-out confirm): false for a silent call's failure. */
  readonly told: boolean;
  constructor(message: string, code: number, status: number, data: unknown = null, told = true) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.data = data;
    this.told = told;
  }
}

/** The culture cookie, default zh-CN. */
export function currentCulture(): string {
  return getCookie(Cookies.culture) || DEFAULT_CULTURE;
}

/** Non-null fields as strings, objects as JSON text: exactly what goes on the wire and is signed. */
export function toWireFields(fields: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value === null || value === undefined) continue;
    out[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** The common query of SPEC §7 plus the caller's params, signed over query and body fields together. */
export function signedQuery(
  params: Record<string, string>,
  body: Record<string, string>,
  now: Date = new Date(),
  secret: string = __F9_SIGN_SECRET__,
): Record<string, string> {
  const query: Record<string, string> = {
    ...params,
    tokenid: getToken(),
    companyid: '0',
    timestamp: formatChinaTimestamp(now),
    culture: currentCulture(),
    customer: getRole() === 'admin' ? 'false' : 'true',
  };
  query[HASH_PARAM] = signFields(secret, query, body);
  return query;
}

function formStrings(form: FormData | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  form?.forEach((value, name) => {
    if (typeof value === 'string') out[name] = value;
  });
  return out;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = `${API_PREFIX}${path}`;
  const params = toWireFields(options.params);
  const body = options.form ? formStrings(options.form) : toWireFields(options.data);
  return send<T>(method, url, params, body, options);
}

/** The call on the wire. */
async function send<T>(method: Method, url: string, params: Record<string, string>, body: Record<string, string>, options: RequestOptions): Promise<T> {
  const query = new URLSearchParams(signedQuery(params, body)).toString();
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (method !== 'GET') {
    init.body = options.form ?? new URLSearchParams(body);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => timeout.abort());
  init.signal = timeout.signal;

  let response: Response;
  try {
    response = await fetch(`${url}?${query}`, init);
  } catch (cause) {
    const message = timeout.signal.aborted && !options.signal?.aborted ? i18n.t('errors.timeout') : i18n.t('errors.network');
    const told = !options.silent && !options.signal?.aborted;
    if (told) notify('error', message, TOAST_MS);
    throw new ApiRequestError(message, 0, 0, cause instanceof Error ? cause.message : null, told);
  } finally {
    clearTimeout(timer);
  }

  const envelope = await readEnvelope(response);
  // The caller gave up while the answer was read (its screen was left): the body was cut, not bad; say nothing.
  if (!envelope && options.signal?.aborted) throw new ApiRequestError(i18n.t('errors.network'), 0, response.status, 'aborted', false);
  if (envelope && !envelope.success) return fail(envelope, response.status, options);
  if (!response.ok) {
    if (response.status === 401) {
      const message = i18n.t('errors.sessionExpired');
      const confirmed = raiseForcedLogout();
      if (!confirmed && !options.silent) notify('error', message, TOAST_MS);
      throw new ApiRequestError(message, ExceptionCode.SessionExpired, 401, null, confirmed || !options.silent);
    }
    const message = i18n.t('errors.http', { status: response.status });
    if (!options.silent) notify('error', message, TOAST_MS);
    throw new ApiRequestError(message, 0, response.status, null, !options.silent);
  }
  if (options.raw) return response as T;
  if (!envelope) {
    const message = i18n.t('errors.badAnswer');
    if (!options.silent) notify('error', message, TOAST_MS);
    throw new ApiRequestError(message, 0, response.status, null, !options.silent);
  }
  if (method !== 'GET' && options.announce !== false) {
    announceChange(resourceOf(url));
    // The resource the write changed, as the server names it (a domain's upload, another resource's action).
    const changed = response.headers.get(CHANGED_RESOURCE_HEADER);
    if (changed && changed !== resourceOf(url)) announceChange(changed);
  }
  return envelope.data as T;
}

function fail(envelope: ApiEnvelope, status: number, options: RequestOptions): never {
  const message = envelope.message || i18n.t('errors.failed');
  const sessionGone = envelope.exceptioncode === ExceptionCode.SessionExpired || status === 401;
  const code = sessionGone ? ExceptionCode.SessionExpired : envelope.exceptioncode;
  // A lost session is told once, by the forced log-out confirm.
  if (sessionGone && raiseForcedLogout()) throw new ApiRequestError(message, code, status, envelope.data);
  const shownOnFields = options.fieldErrorsShown === true && code === ExceptionCode.InvalidInput && namesFields(envelope.data);
  const told = !options.silent && !shownOnFields;
  // A refusal's own reasons, not only "Some fields are not valid", wherever it is told.
  if (told) notify('error', code === ExceptionCode.InvalidInput ? (reasonsOf(envelope.data) ?? message) : message, TOAST_MS);
  throw new ApiRequestError(message, code, status, envelope.data, told);
}

/** The distinct messages of a refusal's field errors, one a line; null without any. */
function reasonsOf(data: unknown): string | null {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const messages = [...new Set(errors.map((e) => (e as { message?: unknown } | null)?.message).filter((m): m is string => typeof m === 'string' && m !== ''))];
  return messages.length > 0 ? messages.join('\n') : null;
}

/** A refusal's data naming at least one field (`{ errors: [{ field, message }] }`). */
function namesFields(data: unknown): boolean {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => !!e && typeof (e as { field?: unknown }).field === 'string' && (e as { field: string }).field !== '');
}

/** The envelope if the answer is one; file downloads and proxies' error pages are not. */
async function readEnvelope(response: Response): Promise<ApiEnvelope | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body = (await response.clone().json()) as Partial<ApiEnvelope>;
    return typeof body === 'object' && body !== null && typeof body.success === 'boolean' ? (body as ApiEnvelope) : null;
  } catch {
    return null;
  }
}
