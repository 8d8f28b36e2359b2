// Security behaviour of every answer: headers, error envelopes without internals, body limits and
// types, unknown routes, routes without access config, logs without tokens, the OpenAPI document.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPermissionHook } from '../../src/server/auth/permissionHook';
import { DEFAULT_SESSION_POLICY } from '../../src/server/auth/sessions';
import { installErrorHandlers } from '../../src/server/http/errorHandler';
import { Calls } from '../../src/shared/wire/calls';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { API_PREFIX } from '../../src/shared/wire/params';
import { BOOKING_RESOURCE } from '../../src/server/domains/bookings/resources';
import { captureLog } from './support/captureLog';
import { resourceSamples } from './support/resourceSamples';
import { createTestContext, type TestContext } from './support/testContext';

const { stream: logStream, lines: logLines } = captureLog();

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ logger: { level: 'info', stream: logStream } });
  token = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors none, referrer policy and no-store on API answers', async () => {
    for (const res of [await t.call('GET', '/getcusclientdata', { token }), await t.call('GET', '/getcusclientdata', { token: 'bad' })]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      // The rest of helmet's set, worked out once at start (securityHeaders.ts), on every answer.
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('error envelopes', () => {
  it('answers an unknown API path with the NotFound envelope', async () => {
    const res = await t.call('GET', '/no-such-call', { token, culture: 'en-US' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: 'There is no such call.', exceptioncode: ExceptionCode.NotFound });
  });

  it('answers a malformed URL in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/f9api/api/v1/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, exceptioncode: ExceptionCode.InvalidInput });
  });

  it('never shows SQL or a stack trace when the database fails', async () => {
    await t.db.schema.alterTable('home_messages').renameTo('home_messages_gone').execute();
    try {
      const res = await t.call('GET', '/homesmessage-list', { token, culture: 'en-US' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, data: null, message: 'Something went wrong on the server. Please try again later.', exceptioncode: ExceptionCode.ServerError });
      expect(res.text).not.toMatch(/relation|select|home_messages|at .*\.ts/i);
    } finally {
      await t.db.schema.alterTable('home_messages_gone').renameTo('home_messages').execute();
    }
  });

  // A rule the database enforces (a unique index, a reference, a check) is the request's fault: a clear
  // answer in the user's language, never a 500, the SQL or the constraint's name; nothing is written.
  describe('what the database refuses', () => {
    const address = (name: string, city = 'Ningbo') => JSON.stringify({ name, country: 'CN', city, line1: '1 Road' });
    const named = async (name: string) => (await t.db.selectFrom('addresses').select('id').where('name', '=', name).execute()).length;

    it('answers a value already taken with a Conflict, in en and zh', async () => {
      await sql`CREATE UNIQUE INDEX zz_addresses_name ON addresses (customer_id, name)`.execute(t.db);
      try {
        expect((await t.call('POST', '/address', { token, form: { data: address('Refusal Twin') } })).body.success).toBe(true);
        const en = await t.call('POST', '/address', { token, culture: 'en-US', form: { data: address('Refusal Twin') } });
        expect(en.status).toBe(409);
        expect(en.body).toEqual({ success: false, data: null, message: 'A record with the same value already exists.', exceptioncode: ExceptionCode.Conflict });
        expect(en.text).not.toMatch(/zz_addresses_name|duplicate key|unique|insert/i);
        const zh = await t.call('POST', '/address', { token, culture: 'zh-CN', form: { data: address('Refusal Twin') } });
        expect(zh.body.message).toBe('已存在相同值的记录。');
        expect(await named('Refusal Twin')).toBe(1);
      } finally {
        await sql`DROP INDEX zz_addresses_name`.execute(t.db);
      }
    });

    // A booking still goes for good on a delete (master data goes to the bin, which no reference blocks).
    it('answers a delete that others still refer to with a Conflict and keeps the record', async () => {
      const sampleOf = await resourceSamples(t, t.app.resourceEngine.resources);
      const made = await t.call<{ id: number }>('POST', '/booking', { token, form: { data: JSON.stringify(sampleOf(BOOKING_RESOURCE, 7)) } });
      expect(made.body.success, made.body.message).toBe(true);
      const id = made.body.data.id;
      await sql`CREATE TABLE zz_booking_refs (booking_id bigint REFERENCES bookings (id))`.execute(t.db);
      try {
        await sql`INSERT INTO zz_booking_refs VALUES (${id})`.execute(t.db);
        const res = await t.call('DELETE', '/booking', { token, culture: 'en-US', query: { ids: JSON.stringify([id]) } });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('This change conflicts with related records: one it refers to is missing, or others still refer to it.');
        expect(res.text).not.toMatch(/zz_booking_refs|foreign key|violates/i);
        expect((await t.db.selectFrom('bookings').select('id').where('id', '=', id).execute()).length).toBe(1);
      } finally {
        await sql`DROP TABLE zz_booking_refs`.execute(t.db);
      }
    });

    it('answers a value a check refuses as invalid input', async () => {
      await sql`ALTER TABLE addresses ADD CONSTRAINT zz_no_nowhere CHECK (city <> 'Nowhere')`.execute(t.db);
      try {
        const res = await t.call('POST', '/address', { token, culture: 'en-US', form: { data: address('Refusal Check', 'Nowhere') } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: 'Some fields are not valid.', exceptioncode: ExceptionCode.InvalidInput });
        expect(res.text).not.toMatch(/zz_no_nowhere|check constraint/i);
        expect(await named('Refusal Check')).toBe(0);
      } finally {
        await sql`ALTER TABLE addresses DROP CONSTRAINT zz_no_nowhere`.execute(t.db);
      }
    });
  });

  it('refuses an oversized body with a clear message and changes nothing', async () => {
    const big = JSON.stringify({ Account: 'demo.big', Password: 'secret123', RealName: 'x'.repeat(1_200_000) });
    const res = await t.call('POST', '/cususer', { token, form: { data: big }, culture: 'en-US' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.InvalidInput, message: 'The request is too large.' });
    expect(await t.db.selectFrom('users').select('id').where('account', '=', 'demo.big').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a JSON body: the wire is form-encoded', async () => {
    const res = await t.call('POST', '/cususer', {
      token,
      rawBody: JSON.stringify({ data: '{"Account":"demo.json","Password":"secret123"}' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('refuses unknown form fields and repeated fields', async () => {
    const unknown = await t.call('PUT', '/updatepassword', { token, form: { oldpassword: 'demo1234', password: 'newpass1', isAdmin: 'true' }, culture: 'en-US' });
    expect(unknown.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(unknown.body.data)).toContain('Unknown field isAdmin.');
    const repeated = await t.call('PUT', '/activatecususer', { token, rawBody: 'UserId=3&UserId=4', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(repeated.body.success).toBe(false);
  });
});

describe('access config', () => {
  it('refuses a route that declares no access', async () => {
    const app = Fastify();
    installErrorHandlers(app);
    installPermissionHook(app, t.db, DEFAULT_SESSION_POLICY);
    app.get('/open-by-accident', async () => ({ secret: true }));
    app.get('/declared', { config: { access: { public: true } } }, async () => ({ ok: true }));
    const refused = await app.inject({ method: 'GET', url: '/open-by-accident' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().exceptioncode).toBe(ExceptionCode.Forbidden);
    expect((await app.inject({ method: 'GET', url: '/declared' })).json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('logs', () => {
  it('are structured JSON and never contain a session token', async () => {
    const fresh = await t.login('acme', 'acme1234');
    await t.call('GET', '/getcusclientdata', { token: fresh });
    await t.call('GET', '/getcusclientdata', { token: fresh, bearer: true });
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(3);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).toContain('tokenid=[redacted]');
    expect(text).not.toContain(fresh);
    expect(text).not.toContain(token);
  });
});

describe('OpenAPI', () => {
  it('lists every call of the wire contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/f9api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of Object.values(Calls)) expect(Object.keys(doc.paths), path).toContain(`${API_PREFIX}${path}`);
    // The spec's writes, and the engine's get of one record that every resource has.
    expect(Object.keys(doc.paths[`${API_PREFIX}/cususer`]).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/local/settings/site.json', '/version.json']));
  });
});
