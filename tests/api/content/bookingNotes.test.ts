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
