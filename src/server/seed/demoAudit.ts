// Writes a few days of the administrators' audit trail once, relative to now, so the Audit Log shows on
// the first start what it records: the demo administrator opening an account for Acme, correcting a
// code's name, adding a required-field rule (when the demo has one) and publishing an announcement. Each
// entry is the demo's own record as the engine answers it (auditRow, as a real change writes it), whose
// times are made those of the change. A system option marks it done: written once, however often the
// server starts.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type AuditEntry, auditRow } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { findDomainResource } from '../domains/index';
import { rowToRecord } from '../resources/records';
import { selectByIds } from '../resources/rowStore';
import type { EntityRecord, ResourceDef } from '../resources/types';

export const AUDIT_MARKER = 'DEMOAUDIT';
const HOUR = 3_600_000;

const resource = (name: string): ResourceDef => {
  const def = findDomainResource(name);
  if (!def) throw new Error(`demo audit names ${name}, which no domain serves`);
  return def;
};

/** The lowest id matching `where`, or null. */
async function firstId(db: Kysely<Database>, def: ResourceDef, where: RawBuilder<unknown>): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(def.table)} WHERE ${where} ORDER BY id LIMIT 1`.execute(db);
  return rows[0]?.id ?? null;
}

/** A record as the engine answers it. */
async function recordOf(db: Kysely<Database>, def: ResourceDef, id: number): Promise<EntityRecord> {
  const [row] = await selectByIds(db, def, { customerId: null }, [id]);
  return rowToRecord(def, row);
}

/**
 * The record's own times (and version) made those of the trail: a created record was created then; an
 * updated one was written a month before (`stage` 'before', read as the entry's before), then changed then.
 */
async function dateRecord(db: Kysely<Database>, def: ResourceDef, id: number, at: Date, stage: 'created' | 'before' | 'changed'): Promise<void> {
  const has = (column: string) => def.fields.some((f) => f.column === column);
  const earlier = sql`LEAST(created_at, ${at}::timestamptz - interval '30 days')`;
  const sets = {
    created: [...(has('created_at') ? [sql`created_at = ${at}`] : []), ...(has('updated_at') ? [sql`updated_at = ${at}`] : [])],
    before: [...(has('created_at') ? [sql`created_at = ${earlier}`] : []), ...(has('updated_at') && has('created_at') ? [sql`updated_at = ${earlier}`] : [])],
    changed: [...(has('updated_at') ? [sql`updated_at = ${at}`] : []), ...(has('version') ? [sql`version = version + 1`] : [])],
  }[stage];
  if (sets.length) await sql`UPDATE ${sql.table(def.table)} SET ${sql.join(sets)} WHERE id = ${id}`.execute(db);
}

interface DemoChange {
  resource: string;
  where: RawBuilder<unknown>;
  operation: 'create' | 'update';
  hoursAgo: number;
  /** An update: the fields as they were before it. */
  was?: EntityRecord;
}

const CHANGES: DemoChange[] = [
  { resource: 'cususer', where: sql`account = 'acme'`, operation: 'create', hoursAgo: 126 },
  { resource: 'codeEntry', where: sql`code = 'USD'`, operation: 'update', hoursAgo: 75, was: { nameEn: 'Dollar (US)' } },
  { resource: 'requiredRule', where: sql`TRUE`, operation: 'create', hoursAgo: 50 },
  { resource: 'announcement', where: sql`TRUE`, operation: 'create', hoursAgo: 26 },
];

export async function insertDemoAudit(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', AUDIT_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select(['id', 'account']).where('account', '=', 'admin').executeTakeFirst();
  if (!admin) return false;
  for (const change of CHANGES) {
    const def = resource(change.resource);
    const id = await firstId(db, def, change.where);
    if (id === null) continue;
    const at = new Date(now.getTime() - change.hoursAgo * HOUR);
    let before: EntityRecord | undefined;
    if (change.operation === 'update') {
      await dateRecord(db, def, id, at, 'before');
      before = await recordOf(db, def, id);
    }
    await dateRecord(db, def, id, at, change.operation === 'create' ? 'created' : 'changed');
    const after = await recordOf(db, def, id);
    const entry: AuditEntry = { resource: change.resource, operation: change.operation, recordId: id, after, ...(before ? { before: { ...before, ...change.was } } : {}) };
    await db
      .insertInto('audit_log')
      .values({ ...auditRow({ userId: admin.id, account: admin.account, customerId: null }, entry), at })
      .execute();
  }
  await db.insertInto('sys_options').values({ sys_cd: AUDIT_MARKER, sys_value1: 'T', remark: 'Demo audit trail written (remove to write it again)' }).execute();
  return true;
}
