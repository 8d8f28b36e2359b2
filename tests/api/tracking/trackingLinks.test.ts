// Shareable tracking links (issue 47): a user of the booking's company makes one; read signed out it
// answers what the public lookup answers (status, route, ETA, events; no parties, cargo or prices);
// revoked or expired it answers the one not-found in the reader's language; another company can
// neither make, list nor revoke links of the booking; bad days are refused in en and zh with nothing
// written; making and revoking are audited; the token is never stored nor listed.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '../../../src/shared/wire/calls';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Booking = { id: number; bookingNo: string; pod: string; lookupCode: string; shipperText?: string; consigneeText?: string };
type Link = { id: number; bookingId: number; createdBy: string | null; createdAt: string; expiresAt: string; revokedAt: string | null; revokedBy: string | null; active: boolean };
type Made = { link: Link; path: string; token: string };

let t: TestContext;
let demo: string;
let acme: string;
let sea: Booking;

const make = (token: string, bookingId: number | string, days?: string, culture = 'en-US') => t.call<Made>('POST', Calls.trackingLink, { token, culture, form: { bookingId: String(bookingId), days } });
const list = (token: string, bookingId: number) => t.call<{ result: Link[] }>('GET', Calls.trackingLinkList, { token, query: { bookingId: String(bookingId) } });
const revoke = (token: string, id: number) => t.call<{ revoked: number }>('DELETE', Calls.trackingLink, { token, query: { id: String(id) } });
const read = (linkToken: string, culture = 'en-US', remoteAddress = '203.0.113.40') => t.call<Record<string, unknown>>('GET', Calls.sharedTracking, { query: { t: linkToken }, culture, remoteAddress });
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('t')!;
const stored = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM tracking_links`.execute(t.db)).rows[0]!.n;

const NOT_FOUND_EN = 'This tracking link does not work: it is wrong, has expired or was revoked. Ask the sender for a new one.';
const NOT_FOUND_ZH = '该跟踪链接无效：链接有误、已过期或已被撤销。请向发送人索取新链接。';

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = [await t.login('demo', 'demo1234'), await t.login('acme', 'acme1234')];
  sea = (await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result[0]!;
});
afterAll(() => t?.close());

describe('shareable tracking links', () => {
  it('makes a link (30 days by default) whose signed-out read is the public lookup’s answer, then revoked answers not found', async () => {
    const made = await make(demo, sea.id);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const { link, path, token } = made.body.data;
    expect(path).toBe(`/cargoTracingHome/sharedTracking?t=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link).toMatchObject({ bookingId: sea.id, active: true, revokedAt: null });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    // Only the hash is stored.
    const row = await t.db.selectFrom('tracking_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const shared = await read(tokenOf(path));
    expect(shared.body.success, JSON.stringify(shared.body)).toBe(true);
    const lookup = await t.call<Record<string, unknown>>('GET', '/public/shipment', { query: { number: sea.bookingNo, code: sea.lookupCode }, culture: 'en-US', remoteAddress: '203.0.113.41' });
    expect(shared.body.data).toEqual(lookup.body.data);
    const { record, events } = shared.body.data as { record: Record<string, unknown>; events: unknown[] };
    expect(record).toMatchObject({ bookingNo: sea.bookingNo, pod: sea.pod, status: 'CONFIRMED' });
    expect(events.length).toBeGreaterThan(5);
    const text = JSON.stringify(shared.body);
    for (const secret of [sea.shipperText, sea.consigneeText, 'Demo Trading', 'shipper', 'consignee', 'price', 'declaredValue', 'customerId', 'description'].filter(Boolean)) expect(text).not.toContain(secret);
    // Places in the reader's language.
    const zh = await read(token, 'zh-CN');
    expect((zh.body.data as { record: Record<string, string> }).record.podName).toMatch(/[\u4e00-\u9fff]/);

    const listed = await list(demo, sea.id);
    expect(listed.body.data.result[0]).toMatchObject({ id: link.id, active: true, createdBy: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const revoked = await revoke(demo, link.id);
    expect(revoked.body).toMatchObject({ success: true, data: { revoked: 1 } });
    for (const [culture, message] of [['en-US', NOT_FOUND_EN], ['zh-CN', NOT_FOUND_ZH]] as const) {
      const gone = await read(token, culture);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ success: false, data: null, message, exceptioncode: ExceptionCode.NotFound });
    }
    expect((await list(demo, sea.id)).body.data.result[0]).toMatchObject({ id: link.id, active: false, revokedAt: expect.any(String), revokedBy: expect.any(String) });
    // Revoking again changes nothing.
    expect((await revoke(demo, link.id)).body.data).toEqual({ revoked: 0 });
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'after', 'before']).where('resource', '=', 'trackingLink').where('record_id', '=', String(link.id)).orderBy('id').execute();
    expect(audit.map((a) => a.operation)).toEqual(['create', 'delete']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('an expired link, a wrong token and a malformed one answer the same not found', async () => {
    const { link, token } = (await make(demo, sea.id, '7')).body.data;
    expect((Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000).toBeCloseTo(7, 3);
    expect((await read(token)).body.success).toBe(true);
    await sql`UPDATE tracking_links SET created_at = now() - interval '10 days', expires_at = now() - interval '1 second' WHERE id = ${link.id}`.execute(t.db);
    for (const bad of [token, 'A'.repeat(32), 'short', ''].map((x) => x)) {
      const res = await read(bad, 'en-US', '203.0.113.42');
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND_EN);
    }
    expect((await list(demo, sea.id)).body.data.result.find((l) => l.id === link.id)).toMatchObject({ active: false, revokedAt: null });
  });

  it('limits failed reads per address as the public lookup does', async () => {
    const address = '198.51.100.77';
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => read(`${'B'.repeat(30)}${String(i).padStart(2, '0')}`, 'en-US', address)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    // Tokens are counted by their hash: the attempts table never holds one.
    const { rows } = await sql<{ number: string }>`SELECT number FROM public_lookups WHERE lookup = 'sharedTracking' LIMIT 1`.execute(t.db);
    expect(rows[0]!.number).toMatch(/^[0-9a-f]{64}$/);
  });

  it("another company cannot make, list or revoke the booking's links", async () => {
    const { link, token } = (await make(demo, sea.id)).body.data;
    const before = await stored();
    for (const res of [await make(acme, sea.id), await list(acme, sea.id), await revoke(acme, link.id)]) {
      expect(res.body.exceptioncode, JSON.stringify(res.body)).toBe(ExceptionCode.NotFound);
    }
    expect(await stored()).toBe(before);
    expect((await read(token)).body.success).toBe(true);
    expect((await make(demo, 999_999_999)).body.exceptioncode).toBe(ExceptionCode.NotFound);
    const stopAcme = await t.call('DELETE', Calls.trackingLink, { token: acme, query: { bookingId: String(sea.id) } });
    expect(stopAcme.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await read(token)).body.success).toBe(true);
  });

  it('stops sharing a booking: every working link of it revoked at once, the others left', async () => {
    const [a, b] = [(await make(demo, sea.id)).body.data, (await make(demo, sea.id)).body.data];
    const stop = await t.call<{ revoked: number }>('DELETE', Calls.trackingLink, { token: demo, culture: 'zh-CN', query: { bookingId: String(sea.id) } });
    expect(stop.body.success, JSON.stringify(stop.body)).toBe(true);
    expect(stop.body.data.revoked).toBeGreaterThanOrEqual(2);
    expect(stop.body.message).toMatch(/^已撤销 \d+ 个跟踪链接/);
    for (const made of [a, b]) expect((await read(made.token)).status).toBe(404);
    expect((await list(demo, sea.id)).body.data.result.every((l) => !l.active)).toBe(true);
    expect((await t.call<{ revoked: number }>('DELETE', Calls.trackingLink, { token: demo, query: { bookingId: String(sea.id) } })).body.data.revoked).toBe(0);
  });

  it('refuses bad days in the caller’s language and writes nothing', async () => {
    const before = await stored();
    for (const days of ['0', '91', 'ten', '1.5', '-3']) {
      for (const [culture, message] of [['en-US', 'Give the days the link works as a whole number from 1 to 90.'], ['zh-CN', '链接有效天数须为 1 到 90 之间的整数。']] as const) {
        const res = await make(demo, sea.id, days, culture);
        expect(res.body.exceptioncode, days).toBe(ExceptionCode.InvalidInput);
        expect(errorsOf(res)).toEqual([{ field: 'days', message }]);
      }
    }
    expect(errorsOf(await make(demo, 'x')).map((e) => e.field)).toEqual(['/body/bookingId']);
    expect(await stored()).toBe(before);
    const longest = await make(demo, sea.id, '90');
    expect(longest.body.success).toBe(true);
  });
});
