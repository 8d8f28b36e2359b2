// Pickers offer the places of the screen's mode (issue 41: the sea price port search offered airports):
// a location serves sea, rail or air (UN/LOCODE functions; always its own kind's, air with an IATA code,
// set by the database for every write), a price list's ports and carrier are of its mode (`@referenceFilter`),
// what the pickers ask for is exactly those, and a write naming another is refused on the field, in the
// user's language, while a record already holding one keeps it.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const [admin, demo] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234')]);

type Row = Record<string, unknown> & { id: number; version: number };
type Place = Row & { unLocode: string; kind: string; servesSea: boolean; servesRail: boolean; servesAir: boolean };
const places = async (filter: object = {}) =>
  (await t.call<ListResult<Place>>('GET', '/location-list', { token: demo, query: { size: '500', filter: JSON.stringify(filter) } })).body.data.result;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const seaPrice = (priceNo: string, changes: object = {}) => ({ priceNo, carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: today, validTo: today, currency: 'USD', rate45G1: 1000, ...changes });
const write = (method: 'POST' | 'PUT', resource: string, data: object, culture = 'en-US') => t.call<Row>(method, `/${resource}`, { token: admin, culture, form: { data: JSON.stringify(data) } });

describe('the modes a place serves', () => {
  it('follow its kind, its IATA code and Hamburg’s rail terminal in the demo data', async () => {
    const byCode = new Map((await places()).map((p) => [p.unLocode, p]));
    expect(byCode.get('CNSHA')).toMatchObject({ kind: 'seaport', servesSea: true, servesRail: false, servesAir: false });
    expect(byCode.get('CNPVG')).toMatchObject({ kind: 'airport', servesSea: false, servesAir: true });
    expect(byCode.get('DEHAM')).toMatchObject({ servesSea: true, servesRail: true, servesAir: false });
    expect(byCode.get('DEDUI')).toMatchObject({ kind: 'railTerminal', servesRail: true, servesSea: false });
    // Los Angeles is a seaport named by its airport's IATA code too.
    expect(byCode.get('USLAX')).toMatchObject({ servesSea: true, servesAir: true });
    for (const p of byCode.values()) {
      if (p.kind === 'seaport') expect(p.servesSea, p.unLocode).toBe(true);
      if (p.kind === 'airport') expect(p.servesAir, p.unLocode).toBe(true);
      if (p.kind === 'railTerminal') expect(p.servesRail, p.unLocode).toBe(true);
    }
  });

  it('are set by the database when a write leaves them empty, and a place always serves its own kind', async () => {
    const made = await write('POST', 'location', { unLocode: 'CNWUX', nameEn: 'Wuxi Shuofang Airport', country: 'CN', kind: 'airport', iataCode: 'WUX' });
    expect(made.body.data).toMatchObject({ servesAir: true, servesSea: false, servesRail: false });
    const moved = await write('PUT', 'location', { id: made.body.data.id, version: made.body.data.version, servesAir: false, servesRail: true });
    expect(moved.body.data).toMatchObject({ servesAir: true, servesRail: true });
  });
});

describe('a price list’s ports and carrier', () => {
  it('are what the sea price search offers: ports and sea carriers, no airport, no airline', async () => {
    const schema = (await import('../../../schemas/entities/seaFclPrice.schema.json')).default as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.pol['x-referenceFilter']).toEqual({ servesSea: true });
    expect(schema.properties.carrier['x-referenceFilter']).toEqual({ mode: 'sea' });
    const offered = await places({ servesSea: { eq: true }, active: { eq: true } });
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.map((p) => p.unLocode)).not.toContain('CNPVG');
    expect(offered.every((p) => p.kind !== 'airport')).toBe(true);
    const air = (await places({ servesAir: { eq: true } })).map((p) => p.unLocode);
    expect(air).toEqual(expect.arrayContaining(['CNPVG', 'DEFRA', 'USLAX']));
    expect(air).not.toContain('CNSHA');
  });

  it('refuse a place or carrier of another mode, naming the field in the user’s language', async () => {
    const airport = await write('POST', 'seaFclPrice', seaPrice('SF-TEST-AIR-1', { pol: 'CNPVG' }));
    expect(errorsOf(airport.body)).toEqual([{ field: '/pol', message: 'Location “CNPVG” cannot be used here: it must be a Sea port.' }]);
    const zh = await write('POST', 'seaFclPrice', seaPrice('SF-TEST-AIR-2', { pod: 'DEFRA', carrier: 'LH' }), 'zh-CN');
    expect(errorsOf(zh.body).map((e) => e.field).sort()).toEqual(['/carrier', '/pod']);
    expect(errorsOf(zh.body).find((e) => e.field === '/pod')?.message).toBe('地点“DEFRA”不适用于此处：须为海港。');
    const rail = await write('POST', 'railFclPrice', { priceNo: 'RF-TEST-1', carrier: 'CRE', pol: 'CNSHA', pod: 'DEHAM', validFrom: today, validTo: today, currency: 'USD', rate45G1: 1000 });
    expect(errorsOf(rail.body).map((e) => e.field)).toEqual(['/pol']);
    expect((await write('POST', 'seaFclPrice', seaPrice('SF-TEST-OK-1'))).body.success).toBe(true);
  });

  it('let a price already holding another place keep it when it is edited', async () => {
    const made = (await write('POST', 'seaFclPrice', seaPrice('SF-TEST-KEEP-1'))).body.data;
    await sql`UPDATE sea_fcl_prices SET pol = 'CNPVG' WHERE id = ${made.id}`.execute(t.db);
    const kept = await write('PUT', 'seaFclPrice', { id: made.id, version: made.version, remark: 'still from Pudong' });
    expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
  });
});
