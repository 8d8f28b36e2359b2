// Writes the demo content and reports (domains/content, domains/reports) once, relative to today: on
// the first start, or the first start of a database made before they existed. A system option marks
// it done, so rows an administrator deletes do not come back.
import type { Kysely } from 'kysely';
import { CONTENT_RESOURCES } from '../domains/content/resources';
import { DEMO_ANNOUNCEMENT_TYPES, DEMO_BOOKING_NOTES, DEMO_CODE_ENTRIES, DEMO_SYSTEM_MESSAGES, demoAnnouncements } from '../domains/content/demoContent';
import { DEMO_MENU_REPORTS, DEMO_REPORT_TEMPLATES, DEMO_REPORTS } from '../domains/reports/demoReports';
import { sendSystemMessage } from '../domains/content/sendSystemMessage';
import { REPORT_RESOURCES } from '../domains/reports/resources';
import type { Database } from '../db/schema';
import { writeChildren } from '../resources/childRows';
import { insertRecords } from '../resources/rowStore';
import type { EntityRecord } from '../resources/types';

export const CONTENT_MARKER = 'DEMOCONTENT';

export async function insertDemoContent(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', CONTENT_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  const byResource: Array<[string, EntityRecord[]]> = [
    ['codeEntry', DEMO_CODE_ENTRIES],
    ['announcementType', DEMO_ANNOUNCEMENT_TYPES],
    ['announcement', demoAnnouncements(now)],
    ['bookingNote', DEMO_BOOKING_NOTES],
    ['systemMessage', DEMO_SYSTEM_MESSAGES],
    ['reportTemplate', DEMO_REPORT_TEMPLATES],
    ['reportSql', DEMO_REPORTS],
    ['menuReport', DEMO_MENU_REPORTS],
  ];
  for (const [name, rows] of byResource) {
    const def = [...CONTENT_RESOURCES, ...REPORT_RESOURCES].find((r) => r.name === name);
    if (!def) throw new Error(`demo content names ${name}, which no domain serves`);
    // One at a time: records differ in the fields they give, and each writes its own lines.
    for (const record of rows) {
      const [row] = await insertRecords(db, def, { scope: { customerId: null }, userId: admin?.id ?? 0 }, [record]);
      await writeChildren(db, def, Number(row.id), record);
    }
  }
  // The demo message is sent, so it is in its recipients' home messages.
  const message = await db.selectFrom('system_messages').select('id').orderBy('id').executeTakeFirst();
  if (message) await sendSystemMessage(db, message.id, 'en');
  await db.insertInto('sys_options').values({ sys_cd: CONTENT_MARKER, sys_value1: 'T', remark: 'Demo content and reports written (remove to write them again)' }).execute();
  return true;
}
