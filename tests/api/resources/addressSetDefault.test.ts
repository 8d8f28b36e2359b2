// The first named resource action, POST address/setDefault: one address becomes the caller's
// default for its kind and the caller's others of that kind stop being default, atomically; another
// company's id is NotFound; the FuncId is checked; a bad payload changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Address = Record<string, unknown> & { id: number; version: number; name: string; isDefault?: boolean; cleared: number[] };

let t: TestContext;
let demo: string;
let acme: string;
let clerk: string;
const ids: Record<string, number> = {};

const base = { country: 'NL', city: 'Rotterdam', line1: 'Waalhaven Z.z. 2' };
const setDefault = (token: string, data: unknown, culture = 'en-US') =>
  t.call<Address>('POST', '/address/setDefault', { token, form: { data: typeof data === 'string' ? data : JSON.stringify(data) }, culture });

/** name → [isDefault, version] of every address, straight from the table. */
async function snapshot(): Promise<Record<string, [boolean, number]>> {
  const { rows } = await sql<{ name: string; is_default: boolean | null; version: number }>`SELECT name, is_default, version FROM addresses ORDER BY id`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.name, [r.is_default === true, Number(r.version)]]));
}
const defaults = async () => Object.entries(await snapshot()).filter(([, [d]]) => d).map(([name]) => name).sort();

beforeAll(async () => {
  t = await createTestContext();
  // These tests count and compare whole tables: they start without the seeded demo master data.
  await sql`DELETE FROM addresses`.execute(t.db);
  [demo, acme, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  const make = async (token: string, name: string, kind: string | undefined, isDefault: boolean) => {
    const res = await t.call<Address>('POST', '/address', { token, form: { data: JSON.stringify({ ...base, name, ...(kind ? { kind } : {}), isDefault }) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    ids[name] = res.body.data.id;
  };
  await make(demo, 'Demo C1', 'consignee', true);
  await make(demo, 'Demo C2', 'consignee', false);
  await make(demo, 'Demo C3', 'consignee', false);
  await make(demo, 'Demo N1', 'notify', true);
  await make(demo, 'Demo X1', undefined, true);
  await make(acme, 'Acme C1', 'consignee', true);
  await make(acme, 'Acme C2', 'consignee', false);
});
afterAll(() => t?.close());

describe('POST address/setDefault', () => {
  it('makes the address the default of its kind and clears the caller\u2019s other default of that kind only', async () => {
    const before = await snapshot();
    const res = await setDefault(demo, { id: ids['Demo C2'] });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ id: ids['Demo C2'], name: 'Demo C2', isDefault: true, version: before['Demo C2'][1] + 1, cleared: [ids['Demo C1']] });
    const after = await snapshot();
    expect(await defaults()).toEqual(['Acme C1', 'Demo C2', 'Demo N1', 'Demo X1']);
    // Only rows whose flag changed get a new version.
    expect(after['Demo C1']).toEqual([false, before['Demo C1'][1] + 1]);
    expect(after['Demo C3']).toEqual(before['Demo C3']);
    expect(after['Demo N1']).toEqual(before['Demo N1']);
    expect(after['Acme C1']).toEqual(before['Acme C1']);
  });

  it('changes nothing when the address already is the default, and treats addresses without a kind as one kind', async () => {
    const before = await snapshot();
    const again = await setDefault(demo, { id: ids['Demo C2'] });
    expect(again.body.data).toMatchObject({ isDefault: true, cleared: [] });
    expect(await snapshot()).toEqual(before);
    const none = await setDefault(demo, { id: ids['Demo X1'], version: before['Demo X1'][1] });
    expect(none.body.data).toMatchObject({ isDefault: true, cleared: [] });
  });

  it('refuses a stale version with Conflict and changes nothing', async () => {
    const before = await snapshot();
    const res = await setDefault(demo, { id: ids['Demo C3'], version: before['Demo C3'][1] + 5 });
    expect(res.status).toBe(409);
    expect(res.body.exceptioncode).toBe(ExceptionCode.Conflict);
    expect(await snapshot()).toEqual(before);
  });

  it('answers NotFound for another company\u2019s address or a missing one, alike, and changes nothing', async () => {
    const before = await snapshot();
    const foreign = await setDefault(demo, { id: ids['Acme C2'] });
    const missing = await setDefault(demo, { id: 999_999 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(foreign.body).toEqual(missing.body);
    expect((await setDefault(acme, { id: ids['Demo C3'] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    // acme's own call works on acme's rows only.
    const own = await setDefault(acme, { id: ids['Acme C2'] });
    expect(own.body.data.cleared).toEqual([ids['Acme C1']]);
    expect(await defaults()).toEqual(['Acme C2', 'Demo C2', 'Demo N1', 'Demo X1']);
  });

  it('refuses a user without the FuncId setAddress.setDefault (a clerk may read addresses)', async () => {
    const before = await snapshot();
    expect((await t.call('GET', '/address-list', { token: clerk })).body.success).toBe(true);
    const res = await setDefault(clerk, { id: ids['Demo C3'] });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bad payload with InvalidInput naming the field, and changes nothing', async () => {
    const before = await snapshot();
    for (const data of ['{"id":', '[1]', {}, { id: 'one' }, { id: 0 }, { id: 1.5 }, { id: ids['Demo C3'], colour: 'red' }, { id: ids['Demo C3'], version: '1' }]) {
      const res = await setDefault(demo, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      const errors = errorsOf(res.body);
      expect(errors.length, JSON.stringify(data)).toBeGreaterThan(0);
      expect(errors.every((e) => e.field.startsWith('/data'))).toBe(true);
    }
    const noData = await t.call('POST', '/address/setDefault', { token: demo, form: {} });
    expect(noData.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const extra = await setDefault(demo, { id: ids['Demo C3'], colour: 'red' });
    expect(errorsOf(extra.body)).toEqual([{ field: '/data/colour', message: 'Unknown field colour.' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/f9api/openapi.json' });
    expect(Object.keys(JSON.parse(doc.payload).paths)).toContain('/f9api/api/v1/address/setDefault');
  });
});
