// A booking's tracking milestones (arrival, plan, latest estimate) are stored on the booking and kept
// by triggers (migration 0250): every way the events or the booking change must leave them as the
// rule over the events says, whoever writes (the API, an import, a bulk load, an operator's SQL).
// shipmentEvents.test.ts checks the rule itself against the shared etaOf.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../src/server/db/connect';
import { migrate, readMigrations } from '../../../src/server/db/migrate';
import { createTestContext, type TestContext } from '../support/testContext';

type Summary = { bookingNo: string; pod: string; arrivedAt?: string | null; plannedEta?: string | null; trackedEta?: string | null; delayed?: boolean; delayHours?: number | null };

let t: TestContext;
let demo: string;
let first: { no: string; pod: string };
let second: { no: string; pod: string };

/** The booking as the tracking list shows it to its customer (an empty field is left out: null here). */
async function summary(no: string): Promise<Summary> {
  const row = (await t.call<{ result: Summary[] }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ bookingNo: { eq: no } }) } })).body.data.result[0]!;
  return { ...row, arrivedAt: row.arrivedAt ?? null, plannedEta: row.plannedEta ?? null, trackedEta: row.trackedEta ?? null, delayHours: row.delayHours ?? null };
}
const at = (iso?: string | null) => (iso ? Date.parse(iso) : null);
const event = (no: string, type: string, classifier: string, time: string, place: string, reported = time) =>
  sql`(${no}, 'SEA', ${type}, ${classifier}, ${time}::timestamptz, 'UTC', ${reported}::timestamptz, ${place})`;
const insertEvents = (...rows: ReturnType<typeof event>[]) =>
  sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, reported_at, location) VALUES ${sql.join(rows)}`.execute(t.db);

beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
  const { rows } = await sql<{ no: string; pod: string }>`SELECT b.booking_no AS no, b.pod FROM bookings b JOIN customers c ON c.id = b.customer_id
    WHERE c.customer_cd = 'DEMO' AND b.booking_no IS NOT NULL AND b.pod IS NOT NULL ORDER BY b.id LIMIT 2`.execute(t.db);
  [first, second] = rows;
  await sql`DELETE FROM shipment_events WHERE booking_no IN (${first.no}, ${second.no})`.execute(t.db);
});
afterAll(() => t?.close());

describe('tracking milestones kept on the booking', () => {
  it('a booking without events has none; events removed take theirs with them', async () => {
    expect(await summary(first.no)).toMatchObject({ arrivedAt: null, plannedEta: null, trackedEta: null, delayed: false });
  });

  it('one statement writing events of two bookings: each takes its plan, its latest estimate, its delay', async () => {
    await insertEvents(
      event(first.no, 'ARRI', 'PLN', '2026-12-01T00:00:00Z', first.pod, '2026-11-01T00:00:00Z'),
      // Two estimates: the one reported last counts, though its arrival is earlier.
      event(first.no, 'ARRI', 'EST', '2026-12-04T00:00:00Z', first.pod, '2026-11-10T00:00:00Z'),
      event(first.no, 'ARRI', 'EST', '2026-12-03T00:00:00Z', first.pod, '2026-11-12T00:00:00Z'),
      event(second.no, 'ARRI', 'PLN', '2026-12-05T00:00:00Z', second.pod),
    );
    const one = await summary(first.no);
    expect(at(one.plannedEta)).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(at(one.trackedEta)).toBe(Date.parse('2026-12-03T00:00:00Z'));
    expect(one).toMatchObject({ arrivedAt: null, delayed: true, delayHours: 48 });
    const two = await summary(second.no);
    expect(at(two.trackedEta)).toBe(Date.parse('2026-12-05T00:00:00Z'));
    expect(two.delayed).toBe(false);
  });

  it('an event corrected (an estimate become the actual arrival) or moved to another booking changes both bookings', async () => {
    await sql`UPDATE shipment_events SET classifier = 'ACT', event_time = '2026-12-02T00:00:00Z' WHERE booking_no = ${first.no} AND reported_at = '2026-11-12T00:00:00Z'`.execute(t.db);
    const arrived = await summary(first.no);
    expect(at(arrived.arrivedAt)).toBe(Date.parse('2026-12-02T00:00:00Z'));
    expect(at(arrived.trackedEta)).toBe(Date.parse('2026-12-02T00:00:00Z'));
    expect(arrived.delayHours).toBe(24);

    await sql`UPDATE shipment_events SET booking_no = ${second.no}, location = ${second.pod} WHERE booking_no = ${first.no} AND classifier = 'ACT'`.execute(t.db);
    expect((await summary(first.no)).arrivedAt).toBe(null);
    expect(at((await summary(second.no)).arrivedAt)).toBe(Date.parse('2026-12-02T00:00:00Z'));
  });

  it('a booking sent to another destination takes the arrivals there', async () => {
    await sql`DELETE FROM shipment_events WHERE booking_no = ${first.no}`.execute(t.db);
    expect(await summary(first.no)).toMatchObject({ plannedEta: null, trackedEta: null, delayed: false });
    await insertEvents(event(first.no, 'ARRI', 'ACT', '2026-11-20T00:00:00Z', 'SGSIN'), event(first.no, 'ARRI', 'EST', '2026-12-10T00:00:00Z', first.pod));
    // An estimate at the destination: the transhipment port's arrival is not the arrival.
    expect((await summary(first.no)).arrivedAt).toBe(null);
    const original = first.pod === 'SGSIN' ? 'NLRTM' : first.pod;
    await sql`UPDATE bookings SET pod = 'SGSIN' WHERE booking_no = ${first.no}`.execute(t.db);
    expect(at((await summary(first.no)).arrivedAt)).toBe(Date.parse('2026-11-20T00:00:00Z'));
    await sql`UPDATE bookings SET pod = ${original} WHERE booking_no = ${first.no}`.execute(t.db);
    expect((await summary(first.no)).arrivedAt).toBe(null);
  });

  it('clearing every event clears every booking’s milestones', async () => {
    const stored = sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE tracking_arrived_at IS NOT NULL OR tracking_planned_eta IS NOT NULL OR tracking_expected_eta IS NOT NULL`;
    expect((await stored.execute(t.db)).rows[0].n).toBeGreaterThan(3);
    const afterTruncate = await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`TRUNCATE shipment_events`.execute(trx);
        const { rows } = await stored.execute(trx);
        throw Object.assign(new Error('rollback'), { count: rows[0].n });
      })
      .catch((error: { count?: number }) => error.count);
    expect(afterTruncate).toBe(0);
    expect((await stored.execute(t.db)).rows[0].n).toBeGreaterThan(3);
  });

  it('a database written before the milestones were stored takes them from the events it holds', async () => {
    const before = readMigrations().filter((m) => m.name < '0250');
    const handle = await connect({ kind: 'pglite', dataDir: null });
    try {
      await migrate(handle.db, before);
      await sql`INSERT INTO bookings (customer_id, created_by, mode, booking_no, pod) VALUES (1, 1, 'SEA', 'OLD0001', 'DEHAM'), (1, 1, 'SEA', 'OLD0002', 'DEHAM')`.execute(handle.db);
      await sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location) VALUES
        ('OLD0001', 'SEA', 'ARRI', 'PLN', '2026-10-01T00:00:00Z', 'UTC', 'DEHAM'), ('OLD0001', 'SEA', 'ARRI', 'ACT', '2026-10-03T00:00:00Z', 'UTC', 'DEHAM')`.execute(handle.db);
      expect(await migrate(handle.db)).toContain('0250_booking_tracking_milestones.sql');
      const { rows } = await sql<{ booking_no: string; arrived: Date | null; planned: Date | null }>`SELECT booking_no, tracking_arrived_at AS arrived, tracking_planned_eta AS planned FROM bookings ORDER BY booking_no`.execute(handle.db);
      expect(rows.map((r) => [r.booking_no, r.arrived?.toISOString() ?? null, r.planned?.toISOString() ?? null])).toEqual([
        ['OLD0001', '2026-10-03T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
        ['OLD0002', null, null],
      ]);
    } finally {
      await handle.close();
    }
  });
});
