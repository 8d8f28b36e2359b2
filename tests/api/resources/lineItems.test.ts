// Line items (`x-childTable`): a parcel's lines are stored in a child table, written in the same
// transaction as the parcel, versioned with it and returned by get; one bad line refuses the whole
// write with the line and field named; a failure while writing lines leaves nothing behind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../src/server/domains';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTableOf, domainOf, PARCEL_SCHEMA, resourceOf } from '../support/extraResource';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Parcel = { id: number; version: number; lines?: Array<Record<string, unknown>> };

const parcels = resourceOf('testParcel', PARCEL_SCHEMA, { audience: 'customer', menu: 'mulOrderList' });
let t: TestContext;
let demo: string;
let acme: string;

const create = (data: Record<string, unknown>, culture = 'en-US') => t.call<Parcel>('POST', '/testParcel', { token: demo, culture, form: { data: JSON.stringify(data) } });
const update = (data: Record<string, unknown>) => t.call<Parcel>('PUT', '/testParcel', { token: demo, culture: 'en-US', form: { data: JSON.stringify(data) } });
const get = (id: number, token = demo) => t.call<Parcel>('GET', '/testParcel', { token, query: { id: String(id) } });
const parcelCount = async () => (await t.call<ListResult<unknown>>('GET', '/testParcel-list', { token: demo })).body.data.page.total;
const lineCount = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM test_parcel_lines`.execute(t.db)).rows[0].n);

const lines = [
  { sku: 'LAMP-1', quantity: 10, weightKg: 12.5 },
  { sku: 'SPK-2', quantity: 4 },
];

beforeAll(async () => {
  t = await createTestContext({ domains: [...DOMAINS, domainOf([parcels])] });
  await createTableOf(t.db, PARCEL_SCHEMA);
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

describe('line items', () => {
  it('stores the lines with the record and returns them, in order, from create and get', async () => {
    const res = await create({ reference: 'PCL1001', weightKg: 20, lines });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.lines).toEqual(lines);
    expect((await get(res.body.data.id)).body.data.lines).toEqual(lines);
    expect((await get(res.body.data.id, acme)).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('refuses the whole record when one line is bad, naming the line and the field, storing nothing', async () => {
    const [parcelsBefore, linesBefore] = [await parcelCount(), await lineCount()];
    const res = await create({ reference: 'PCL1002', weightKg: 1, lines: [lines[0], { sku: '', quantity: 0, colour: 'red' }] });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res).map((e) => e.field).sort()).toEqual(['/lines/1/colour', '/lines/1/quantity', '/lines/1/sku']);
    expect(errorsOf(res).find((e) => e.field === '/lines/1/quantity')!.message).toBe('quantity must be at least 1.');
    expect([await parcelCount(), await lineCount()]).toEqual([parcelsBefore, linesBefore]);
  });

  it('replaces the lines on update with a new version; a bad line or a stale version changes nothing', async () => {
    const made = (await create({ reference: 'PCL1003', weightKg: 3, lines })).body.data;
    const next = [{ sku: 'MUG-3', quantity: 1, weightKg: 0.35 }];
    const res = await update({ id: made.id, version: 1, lines: next });
    expect(res.body.data).toMatchObject({ version: 2, lines: next });
    // Sent without lines: the lines stay.
    expect((await update({ id: made.id, version: 2, description: 'mugs' })).body.data).toMatchObject({ version: 3, lines: next });
    const bad = await update({ id: made.id, version: 3, lines: [{ sku: 'X', quantity: 'many' }] });
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['/lines/0/quantity']);
    expect((await update({ id: made.id, version: 1, lines: [] })).body.exceptioncode).toBe(ExceptionCode.Conflict);
    expect((await get(made.id)).body.data).toMatchObject({ version: 3, lines: next });
    expect((await update({ id: made.id, version: 3, lines: [] })).body.data).toMatchObject({ version: 4, lines: [] });
  });

  it('rolls the record back when writing a line fails in the database', async () => {
    await sql.raw(`CREATE FUNCTION test_refuse_line() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.sku = 'BOOM' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`).execute(t.db);
    await sql.raw('CREATE TRIGGER test_refuse_line BEFORE INSERT ON test_parcel_lines FOR EACH ROW EXECUTE FUNCTION test_refuse_line()').execute(t.db);
    const [parcelsBefore, linesBefore] = [await parcelCount(), await lineCount()];
    const res = await create({ reference: 'PCL1004', weightKg: 1, lines: [lines[0], { sku: 'BOOM', quantity: 1 }] });
    expect(res.body.exceptioncode).toBe(ExceptionCode.ServerError);
    expect([await parcelCount(), await lineCount()]).toEqual([parcelsBefore, linesBefore]);
  });

  it('deletes the lines with the record', async () => {
    const made = (await create({ reference: 'PCL1005', weightKg: 2, lines })).body.data;
    const before = await lineCount();
    expect((await t.call('DELETE', '/testParcel', { token: demo, query: { ids: JSON.stringify([made.id]) } })).body.success).toBe(true);
    expect(await lineCount()).toBe(before - lines.length);
  });
});
