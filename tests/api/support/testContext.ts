/**
 * The API test context: the real app on a fresh, migrated and seeded database (an in-memory PGlite,
 * or with F9_TEST_DB=pg a new database on the throwaway PostgreSQL server of globalSetup.ts), with
 * helpers that log in and make SIGNED calls exactly as the client does (SPEC §7 query parameters,
 * form-encoded bodies, hash over query + form fields).
 *
 * Every file starts from a template made once per run by globalSetup (migrated + seeded): on PGlite a
 * dump, on PostgreSQL a database copied with CREATE DATABASE … TEMPLATE. Open ONE context per test file (beforeAll):
 *
 *   const t = await createTestContext();
 *   const token = await t.login('demo', 'demo1234');              // customer login (custrylogin)
 *   const admin = await t.login('admin', 'admin1234', 'admin');   // admin login (trylogin)
 *   const res = await t.call('GET', '/cususer-list', { token, query: { current: '1', size: '10' } });
 *   expect(res.body.success).toBe(true);                        // res.body is the envelope
 *   await t.call('POST', '/cususer', { token, form: { data: JSON.stringify(user) } });
 *   afterAll(() => t.close());
 *
 * Paths not starting with /f9api, /local or /version.json are relative to /f9api/api/v1.
 * With `{ checkAnswers: true }` (or F9_CHECK_ANSWERS=1) every answer is checked against the response
 * schema the OpenAPI document publishes for its operation and status, and a call whose answer breaks it
 * throws (answerContract.ts); hand-made requests check theirs with t.checkAnswer.
 * Demo accounts: admin/admin1234, demo/demo1234 (Demo Trading Co.), acme/acme1234 (Acme Imports Ltd.),
 * plus demo.clerk/clerk1234 and acme.clerk/clerk1234 (customer users without cusUserManager).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../../src/server/app';
import { connect, type DbHandle } from '../../../src/server/db/connect';
import { migrate } from '../../../src/server/db/migrate';
import type { NotificationSource } from '../../../src/server/db/notifications';
import type { Database } from '../../../src/server/db/schema';
import { seedDatabase } from '../../../src/server/seed/seed';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import type { ApiEnvelope } from '../../../src/shared/wire/envelope';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../../src/shared/wire/sign';
import { type Answer, answerContract, type OpenApiDoc } from './answerContract';
import { onPostgres } from './apiStep';
import { createThrowawayDatabase } from './throwawayDatabase';

export const TEST_SIGN_SECRET = DEFAULT_SIGN_SECRET;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Session token, sent as ?tokenid= (or as Authorization: Bearer with `bearer: true`). */
  token?: string;
  bearer?: boolean;
  /** Extra query parameters (route-specific); the common ones are added unless given here. Undefined values are left out. */
  query?: Record<string, string | undefined>;
  /** Form fields (application/x-www-form-urlencoded). Undefined values are left out. */
  form?: Record<string, string | undefined>;
  /** Raw body instead of `form` (with its content type in `headers`): signed over the query only. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** en-US, zh-CN (default), zh-TW, es-ES. */
  culture?: string;
  /** 'false' for admin calls; defaults to 'false' when the token was made by an admin login. */
  customer?: string;
  /** Request time; default now. */
  at?: Date;
  /** false: send no hash; a string: send that hash instead of the right one. */
  hash?: false | string;
  /** Client address seen by the server (rate limits per address). */
  remoteAddress?: string;
  /**
   * false: call at once. By default a call first waits for the notifications of writes already committed
   * (on PostgreSQL they arrive a few ms after a commit; a client's next request comes later than that),
   * so a test's own SQL writes are seen as an administrator's would be.
   */
  settle?: false;
}

export interface CallResult<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw payload, for non-JSON answers. */
  text: string;
}

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** 'pglite' or 'pg'. */
  dbKind: 'pglite' | 'pg';
  /** The database's LISTEN/NOTIFY, as the app has it (a second app on the same database may take it too). */
  notifications: NotificationSource;
  /** Logs in through custrylogin (customer, default) or trylogin (admin); returns the token or throws. */
  login(account: string, password: string, kind?: 'customer' | 'admin'): Promise<string>;
  /** A signed call. */
  call<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** The full URL path with signed common query parameters, for hand-made requests. */
  signedUrl(method: Method, path: string, options?: CallOptions): string;
  /** With answers checked: throws when a hand-made request's answer breaks the published document. */
  checkAnswer(answer: Answer): void;
  close(): Promise<void>;
}

const adminTokens = new Set<string>();

function fullPath(path: string): string {
  if (path.startsWith('/f9api') || path.startsWith('/local/') || path.startsWith('/version.json') || path === '/') return path;
  return `${API_PREFIX}${path}`;
}

/** Drops undefined values, as a browser form would not send them. */
function defined(fields: Record<string, string | undefined> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

function buildQuery(options: CallOptions): Record<string, string> {
  const token = options.bearer ? '' : (options.token ?? '');
  const query: Record<string, string> = {
    tokenid: token,
    companyid: '0',
    timestamp: formatChinaTimestamp(options.at ?? new Date()),
    culture: options.culture ?? 'zh-CN',
    customer: options.customer ?? (options.token && adminTokens.has(options.token) ? 'false' : 'true'),
    ...defined(options.query),
  };
  const signed = signFields(TEST_SIGN_SECRET, query, options.rawBody === undefined ? defined(options.form) : {});
  if (options.hash !== false) query.hash = typeof options.hash === 'string' ? options.hash : signed;
  return query;
}

/** `seeded`: the database is a copy of the suite's template, migrated and seeded by globalSetup in this run. */
async function openDatabase(): Promise<{ handle: DbHandle<Database>; kind: 'pglite' | 'pg'; seeded: boolean; drop: () => Promise<void> }> {
  const pgUrl = inject('f9PgUrl');
  if (onPostgres || pgUrl) {
    if (!pgUrl || pgUrl === 'unavailable') throw new Error('F9_TEST_DB=pg but the throwaway PostgreSQL server did not start (see the message above)');
    const template = inject('f9PgTemplate');
    const { url, drop } = await createThrowawayDatabase(pgUrl, 'f9_test', template || undefined);
    const handle = await connect<Database>({ kind: 'pg', url });
    return { handle, kind: 'pg', seeded: Boolean(template), drop };
  }
  // The dump's path: the database's thread reads the file itself, once.
  const template = inject('f9PgliteTemplate') || undefined;
  return { handle: await connect<Database>({ kind: 'pglite', dataDir: null, template }), kind: 'pglite', seeded: Boolean(template), drop: async () => {} };
}

export interface ContextOptions {
  /** Check every answer against the OpenAPI document's response schemas (default: F9_CHECK_ANSWERS=1). */
  checkAnswers?: boolean;
}

export async function createTestContext(options: Partial<Omit<BuildAppOptions, 'db'>> = {}, { checkAnswers = process.env.F9_CHECK_ANSWERS === '1' }: ContextOptions = {}): Promise<TestContext> {
  const { handle, kind, seeded, drop } = await openDatabase();
  await migrate(handle.db);
  // A copy of the template is seeded already: seeding it again finds everything there (seed.test.ts
  // shows that on its own) and costs seconds per file.
  if (!seeded) await seedDatabase(handle.db, { demo: true });
  const app = await buildApp({ signSecret: TEST_SIGN_SECRET, logger: false, notifications: handle.notifications, ...options, db: handle.db });
  await app.ready();
  const contract = checkAnswers ? answerContract(app.swagger() as unknown as OpenApiDoc) : null;
  const checkAnswer = (answer: Answer) => {
    const problem = contract?.problem(answer);
    if (problem) throw new Error(`answer breaks the published contract: ${problem}`);
  };

  const signedUrl = (_method: Method, path: string, callOptions: CallOptions = {}) => {
    const query = buildQuery(callOptions);
    return `${fullPath(path)}?${new URLSearchParams(query).toString()}`;
  };

  const call = async <T>(method: Method, path: string, callOptions: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.bearer && callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let payload: string | Buffer | undefined;
    if (callOptions.rawBody !== undefined) payload = callOptions.rawBody;
    else if (callOptions.form) {
      payload = new URLSearchParams(defined(callOptions.form)).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    if (callOptions.settle !== false) await app.invalidations.settle(handle.db);
    const res = await app.inject({
      method,
      url: signedUrl(method, path, callOptions),
      headers,
      payload,
      remoteAddress: callOptions.remoteAddress ?? '127.0.0.1',
    });
    checkAnswer({ method, url: fullPath(path), status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.body });
    let body: ApiEnvelope<T>;
    try {
      body = res.json() as ApiEnvelope<T>;
    } catch {
      body = { success: false, data: null as T, message: res.body, exceptioncode: -1 };
    }
    return { status: res.statusCode, body, headers: res.headers, text: res.body };
  };

  const login = async (account: string, password: string, loginKind: 'customer' | 'admin' = account === 'admin' ? 'admin' : 'customer') => {
    const res = await call<{ token: { Id: string } }>('POST', loginKind === 'admin' ? '/trylogin' : '/custrylogin', {
      form: { data: JSON.stringify({ name: account, password }) },
      customer: loginKind === 'admin' ? 'false' : 'true',
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    if (!res.body.success) throw new Error(`login ${account} failed: ${res.status} ${res.body.message}`);
    const token = res.body.data.token.Id;
    if (loginKind === 'admin') adminTokens.add(token);
    return token;
  };

  return {
    app,
    db: handle.db,
    dbKind: kind,
    notifications: handle.notifications,
    login,
    call,
    signedUrl,
    checkAnswer,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
