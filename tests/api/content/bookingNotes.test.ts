// Booking precautions carry their heading in each language (issue 41: the Chinese UI showed English
// headings): the demo notes are written with them, and a database seeded before they existed gets them
// from migration 0252, which leaves a note an administrator has given headings of its own as it is.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations, splitStatements } from '../../../src/server/db/migrate';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

type Note = { title: string; titleZh?: string; titleTr?: string; titleEs?: string };
let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

const seaNotes = async () =>
  (await t.call<ListResult<Note>>('GET', '/bookingNote-list', { token: demo, query: { filter: JSON.stringify({ mode: { eq: 'SEA' } }), sort: 'sno', order: 'asc' } })).body.data.result;

describe('booking note headings', () => {
  it('are written in every demo language', async () => {
    expect((await seaNotes()).map((n) => [n.title, n.titleZh, n.titleTr])).toEqual([
      ['Sea: VGM and dangerous goods', '海运：VGM 与危险品', '海運：VGM 與危險品'],
      ['Shanghai – Hamburg: winter surcharge', '上海—汉堡：冬季附加费', '上海—漢堡：冬季附加費'],
    ]);
  });

  it('reach a database seeded before them (migration 0252), leaving an administrator’s own headings alone', async () => {
    await sql`UPDATE booking_notes SET title_zh = NULL, title_tr = NULL, title_es = NULL`.execute(t.db);
    await sql`UPDATE booking_notes SET title_zh = '自定标题' WHERE title = 'Shanghai – Hamburg: winter surcharge'`.execute(t.db);
    const migration = readMigrations().find((m) => m.name.startsWith('0252_'))!;
    for (const statement of splitStatements(migration.sql)) await sql.raw(statement).execute(t.db);
    expect((await seaNotes()).map((n) => [n.titleZh, n.titleEs ?? null])).toEqual([
      ['海运：VGM 与危险品', 'Marítimo: VGM y mercancías peligrosas'],
      ['自定标题', null],
    ]);
  });
});

describe("a lane's notes", () => {
  // Asked as the booking form asks them (notes block `matchForm`): the lane's own and those for every lane,
  // however many notes the mode has (the form once filtered a mode's first 20 in the browser).
  const laneNotes = async (pol: string | null, pod: string | null) => {
    const either = (v: string | null) => ({ in: v === null ? [null] : [v, null] });
    const filter = JSON.stringify({ mode: { eq: 'AIR' }, pol: either(pol), pod: either(pod) });
    const answer = await t.call<ListResult<Note>>('GET', '/bookingNote-list', { token: demo, query: { filter, sort: 'sno', order: 'asc', size: '50' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.result.map((n) => n.title);
  };

  it('are the notes of that lane and those for every lane, past the first 20 of the mode', async () => {
    await sql`DELETE FROM booking_notes WHERE mode = 'AIR'`.execute(t.db);
    await sql`INSERT INTO booking_notes (mode, title, sno, active) SELECT 'AIR', 'Air general ' || i, i, true FROM generate_series(1, 25) AS i`.execute(t.db);
    await sql`INSERT INTO booking_notes (mode, pol, pod, title, sno, active) VALUES
      ('AIR', 'CNPVG', 'DEFRA', 'Shanghai – Frankfurt: lithium batteries', 100, true),
      ('AIR', 'CNPVG', '', 'From Shanghai: export licence', 101, true),
      ('AIR', 'HKHKG', 'DEFRA', 'Hong Kong – Frankfurt: security screening', 102, true)`.execute(t.db);
    const general = Array.from({ length: 25 }, (_, i) => `Air general ${i + 1}`);
    expect(await laneNotes('CNPVG', 'DEFRA')).toEqual([...general, 'Shanghai – Frankfurt: lithium batteries', 'From Shanghai: export licence']);
    expect(await laneNotes('HKHKG', 'DEFRA')).toEqual([...general, 'Hong Kong – Frankfurt: security screening']);
    // No lane in the form yet: only the notes for every lane (an empty text counts as none).
    expect(await laneNotes(null, null)).toEqual(general);
    expect(await laneNotes('CNPVG', null)).toEqual([...general, 'From Shanghai: export licence']);
  });

  it('"or none" also holds for a field that is no text; a wrong value beside null is still refused', async () => {
    const bills = await t.call<ListResult<unknown>>('GET', '/bill-list', { token: demo, query: { filter: JSON.stringify({ dueDate: { in: [null] } }) } });
    expect(bills.status, JSON.stringify(bills.body)).toBe(200);
    const notNull = await t.call('GET', '/bookingNote-list', { token: demo, query: { filter: JSON.stringify({ sno: { in: [null, 'x'] } }) } });
    expect(notNull.status).toBe(400);
  });
});
