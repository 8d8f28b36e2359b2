// Tally-order messages by a signed short-lived link: the owner gets a link, the link opens the
// message without a session, and a guessed, altered, other-company or expired link shows nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../../src/server/resources/rowStore';
import { LINK_TTL_MS, readTallyLink, signTallyLink } from '../../../src/server/domains/bookings/tallyMessageLink';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

let t: TestContext;
let demo: string;
let acme: string;
let tallyId: number;
const NOW = Date.parse('2026-11-23T00:00:00Z');

const open = (token: string) => t.call<Record<string, unknown>>('GET', '/tallyOrderMessage', { token: '', query: { t: token } });
const link = (id: number, token = demo) => t.call<{ path: string; token: string }>('POST', '/tallyOrder/messageLink', { token, form: { data: JSON.stringify({ id }) } });

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
  // Receipts come from the warehouse, not through the portal (customers cannot write them).
  const receipt = { tallyNo: 'TL-T-0001', warehouse: 'Ningbo CFS 2', receivedAt: '2026-11-20T02:00:00.000Z', packages: 118, grossKg: 1822.4, cbm: 12.1, discrepancies: '2 cartons short', message: '<b>2 cartons short</b>, photos on file' };
  const refused = await t.call('POST', '/tallyOrder', { token: demo, form: { data: JSON.stringify(receipt) } });
  expect(refused.body.exceptioncode).toBe(ExceptionCode.Forbidden);
  const owner = (await sql<{ customer_id: number; id: number }>`SELECT customer_id, id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0];
  const def = t.app.resourceEngine.find('tallyOrder')!;
  const [row] = await insertRecords(t.db, def, { scope: { customerId: Number(owner.customer_id) }, userId: Number(owner.id) }, [receipt]);
  tallyId = Number(row.id);
});
afterAll(() => t?.close());

describe('tally message link', () => {
  it('opens the message of the linked tally order without a session', async () => {
    const res = await link(tallyId);
    expect(res.body.data.path).toMatch(/^\/messagecenter\/tallyordermsg\?t=/);
    const msg = await open(res.body.data.token);
    expect(msg.body.data).toMatchObject({ tallyNo: 'TL-T-0001', packages: 118, discrepancies: '2 cartons short', message: '<b>2 cartons short</b>, photos on file' });
  });

  it('shows nothing for a guessed, altered or other-company link', async () => {
    const { token } = (await link(tallyId)).body.data;
    const [id, customer, expires, mac] = token.split('.');
    for (const bad of [`${tallyId}`, `${tallyId + 1}.${customer}.${expires}.${mac}`, `${id}.${Number(customer) + 1}.${expires}.${mac}`, `${id}.${customer}.${Number(expires) + 1000}.${mac}`, `${id}.${customer}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, ''])
      expect((await open(bad)).body.exceptioncode, bad).toBe(ExceptionCode.NotFound);
    expect((await link(tallyId, acme)).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it("names the company's own booking of its reference, for the message's way to the shipment page", async () => {
    const owner = (await sql<{ customer_id: number; id: number }>`SELECT customer_id, id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0];
    const ofCompany = async (account: string, mode: string) =>
      (await sql<{ id: number; booking_no: string }>`SELECT b.id, b.booking_no FROM bookings b JOIN users u ON u.customer_id = b.customer_id WHERE u.account = ${account} AND b.mode = ${mode} AND b.booking_no IS NOT NULL ORDER BY b.id LIMIT 1`.execute(t.db)).rows[0];
    const own = await ofCompany('demo', 'AIR');
    const acmes = await ofCompany('acme', 'SEA');
    const def = t.app.resourceEngine.find('tallyOrder')!;
    const receipt = { tallyNo: 'TL-T-0002', orderReference: own.booking_no, warehouse: 'Ningbo CFS 2', receivedAt: '2026-11-21T02:00:00.000Z', packages: 4, grossKg: 310, cbm: 1.6 };
    const rows = await insertRecords(t.db, def, { scope: { customerId: Number(owner.customer_id) }, userId: Number(owner.id) }, [
      receipt,
      { ...receipt, tallyNo: 'TL-T-0003', orderReference: 'FBA15K2Q7XYZ' },
      { ...receipt, tallyNo: 'TL-T-0004', orderReference: acmes.booking_no },
    ]);
    const message = async (row: Record<string, unknown>) => (await open((await link(Number(row.id))).body.data.token)).body.data;
    expect(await message(rows[0])).toMatchObject({ orderReference: own.booking_no, bookingId: Number(own.id), bookingMode: 'AIR' });
    // An FBA shipment's reference names no booking, nor does another company's booking number: no way there.
    for (const other of rows.slice(1)) {
      const shown = await message(other);
      expect(shown.orderReference).toBeTruthy();
      expect(shown.bookingId).toBeUndefined();
      expect(shown.bookingMode).toBeUndefined();
    }
  });

  it('expires after its time', () => {
    const { token } = signTallyLink(7, 3, NOW);
    expect(readTallyLink(token, NOW + LINK_TTL_MS - 1)).toEqual({ tallyId: 7, customerId: 3 });
    expect(readTallyLink(token, NOW + LINK_TTL_MS + 1)).toBeNull();
  });
});
