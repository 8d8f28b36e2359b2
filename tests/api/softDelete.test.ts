// Soft delete (issue 44): master data and roles go to a bin on delete. Binned rows are out of every
// list, count, get, export and picker search; the bin lists them with when and by whom; a restore brings
// them back (only the company's own, within 30 days); the purge removes older ones one at a time,
// keeping a row another table still refers to; a code is free again once its record is binned; the
// audit log has the delete and the restore.
import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeBin } from '../../src/server/resources/softDelete';
import type { ListResult } from '../../src/shared/wire/envelope';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

type Rec = Record<string, unknown> & { id: number; version: number };
interface Binned {
  record: Rec;
  deletedAt: string;
  deletedBy: string | null;
}

let t: TestContext;
let demo: string;
let acme: string;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
});
afterAll(() => t?.close());

const address = (name: string) => ({ name, country: 'NL', city: 'Rotterdam', line1: 'Waalhaven Z.z. 2' });
const create = async (resource: string, token: string, data: Record<string, unknown>) => {
  const res = await t.call<Rec>('POST', `/${resource}`, { token, form: { data: JSON.stringify(data) }, culture: 'en-US' });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
};
const remove = (resource: string, token: string, ids: number[]) => t.call<{ deleted: number }>('DELETE', `/${resource}`, { token, query: { ids: JSON.stringify(ids) }, culture: 'en-US' });
const restore = (resource: string, token: string, ids: number[], culture = 'en-US') => t.call<{ restored: number }>('POST', `/${resource}-restore`, { token, form: { ids: JSON.stringify(ids) }, culture });
const bin = async (resource: string, token: string) => {
  const res = await t.call<{ result: Binned[] }>('GET', `/${resource}-bin`, { token, culture: 'en-US' });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data.result;
};
const listed = async (resource: string, token: string, filter?: object) => {
  const res = await t.call<ListResult<Rec>>('GET', `/${resource}-list`, { token, query: { size: '500', ...(filter ? { filter: JSON.stringify(filter) } : {}) }, culture: 'en-US' });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
};
const exported = async (resource: string, token: string) => {
  const res = await t.call('GET', `/${resource}-export`, { token, query: { mode: 'all' } });
  return (Papa.parse(res.text.replace(/^\uFEFF/, '').trim(), { header: true }).data as Record<string, string>[]).map((r) => Number(r.id));
};
const audits = async (resource: string, id: number) =>
  (await sql<{ operation: string; account: string }>`SELECT operation, account FROM audit_log WHERE resource = ${resource} AND record_id = ${String(id)} ORDER BY id`.execute(t.db)).rows;
const backdate = (table: string, id: number, days: number) => sql`UPDATE ${sql.table(table)} SET deleted_at = now() - make_interval(days => ${days}) WHERE id = ${id}`.execute(t.db);

describe('a deleted address', () => {
  it('is gone from the list, its count, get, the picker search and the export; the bin shows it with when and by whom', async () => {
    const made = await create('address', demo, address('Bin Harbour One'));
    const before = await listed('address', demo);
    expect((await remove('address', demo, [made.id])).body.data.deleted).toBe(1);
    const after = await listed('address', demo);
    expect(after.page.total).toBe(before.page.total - 1);
    expect(after.result.map((r) => r.id)).not.toContain(made.id);
    // The picker's search is the list with a search filter.
    expect((await listed('address', demo, { name: { contains: 'Bin Harbour One' } })).result).toEqual([]);
    expect((await t.call('GET', '/address', { token: demo, query: { id: String(made.id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(await exported('address', demo)).not.toContain(made.id);
    // Deleting or changing it again: not found.
    expect((await remove('address', demo, [made.id])).body.exceptioncode).toBe(ExceptionCode.NotFound);
    const update = await t.call('PUT', '/address', { token: demo, form: { data: JSON.stringify({ ...address('Bin Harbour Changed'), id: made.id, version: made.version }) } });
    expect(update.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const binned = (await bin('address', demo)).find((b) => b.record.id === made.id);
    expect(binned).toMatchObject({ record: { name: 'Bin Harbour One' }, deletedBy: 'demo' });
    expect(Math.abs(Date.parse(binned!.deletedAt) - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('comes back with a restore, as it was, and the audit log has the delete and the restore', async () => {
    const made = await create('address', demo, address('Bin Harbour Two'));
    await remove('address', demo, [made.id]);
    const res = await restore('address', demo, [made.id]);
    expect(res.body.data.restored).toBe(1);
    expect((await listed('address', demo)).result.find((r) => r.id === made.id)).toMatchObject({ name: 'Bin Harbour Two', city: 'Rotterdam' });
    expect((await bin('address', demo)).map((b) => b.record.id)).not.toContain(made.id);
    expect(await audits('address', made.id)).toEqual([
      { operation: 'create', account: 'demo' },
      { operation: 'delete', account: 'demo' },
      { operation: 'restore', account: 'demo' },
    ]);
    // Restored already: a second restore finds nothing to restore.
    expect((await restore('address', demo, [made.id])).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('is not another company’s to see or restore', async () => {
    const made = await create('address', demo, address('Bin Harbour Three'));
    await remove('address', demo, [made.id]);
    expect((await bin('address', acme)).map((b) => b.record.id)).not.toContain(made.id);
    const refused = await restore('address', acme, [made.id], 'zh-CN');
    expect(refused.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await bin('address', demo)).map((b) => b.record.id)).toContain(made.id);
    // A clerk reads the bin but may not restore (restoring needs the delete grant).
    const clerk = await t.login('demo.clerk', 'clerk1234');
    expect((await restore('address', clerk, [made.id])).status).toBe(403);
  });

  it('can no longer be restored after 30 days, and the purge removes it', async () => {
    const old = await create('address', demo, address('Bin Harbour Old'));
    const young = await create('address', demo, address('Bin Harbour Young'));
    await remove('address', demo, [old.id, young.id]);
    await backdate('addresses', old.id, 31);
    await backdate('addresses', young.id, 29);
    expect((await bin('address', demo)).map((b) => b.record.id)).not.toContain(old.id);
    expect((await restore('address', demo, [old.id])).body.exceptioncode).toBe(ExceptionCode.NotFound);
    const outcome = await purgeBin(t.db, t.app.resourceEngine.resources);
    expect(outcome.purged).toBeGreaterThanOrEqual(1);
    const left = (await sql<{ id: number }>`SELECT id FROM addresses WHERE id IN (${old.id}, ${young.id})`.execute(t.db)).rows.map((r) => r.id);
    expect(left).toEqual([young.id]);
    expect((await restore('address', demo, [young.id])).body.data.restored).toBe(1);
  });
});

describe('a deleted role', () => {
  const role = (roleCd: string) => ({ roleCd, name: `Bin role ${roleCd}`, audience: 'customer' });

  it('leaves the list and the bin brings it back; its code is free to reuse while binned', async () => {
    const made = await create('role', admin, role('BINROLE1'));
    expect((await remove('role', admin, [made.id])).body.data.deleted).toBe(1);
    expect((await listed('role', admin)).result.map((r) => r.id)).not.toContain(made.id);
    expect((await bin('role', admin)).find((b) => b.record.id === made.id)).toMatchObject({ record: { roleCd: 'BINROLE1' }, deletedBy: 'admin' });
    // The same code again, while the old one waits in the bin.
    const again = await create('role', admin, role('BINROLE1'));
    expect(again.id).not.toBe(made.id);
    // Restoring the old one now would make two live roles with one code: refused, in the caller's language.
    const clash = await restore('role', admin, [made.id]);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A record with the same value already exists.');
    await remove('role', admin, [again.id]);
    expect((await restore('role', admin, [made.id])).body.data.restored).toBe(1);
    expect((await listed('role', admin)).result.find((r) => r.id === made.id)).toMatchObject({ roleCd: 'BINROLE1' });
    expect(await audits('role', made.id)).toEqual(expect.arrayContaining([{ operation: 'restore', account: 'admin' }]));
  });

  it('is kept by the purge while another table still refers to it, and the others are purged', async () => {
    const held = await create('role', admin, role('BINROLE2'));
    const free = await create('role', admin, role('BINROLE3'));
    await remove('role', admin, [held.id, free.id]);
    await backdate('roles', held.id, 40);
    await backdate('roles', free.id, 40);
    // A user who still names the binned role (written around the API, as an old row would).
    await sql`UPDATE users SET cus_role_id = ${held.id} WHERE account = 'acme.ops'`.execute(t.db);
    try {
      const outcome = await purgeBin(t.db, t.app.resourceEngine.resources);
      expect(outcome.kept).toBeGreaterThanOrEqual(1);
      const left = (await sql<{ id: number }>`SELECT id FROM roles WHERE id IN (${held.id}, ${free.id})`.execute(t.db)).rows.map((r) => r.id);
      expect(left).toEqual([held.id]);
    } finally {
      await sql`UPDATE users SET cus_role_id = (SELECT id FROM roles WHERE role_cd = 'CUSUSER' AND deleted_at IS NULL) WHERE account = 'acme.ops'`.execute(t.db);
    }
  });
});
