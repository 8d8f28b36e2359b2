// List and get answers are stringified by their response schema (fast-json-stringify, resources/
// recordAnswers.ts), which drops what the schema does not list and coerces what it types otherwise. For
// every resource the engine serves, read as an administrator and as a customer, each record answered
// equals the same record read by the engine and stringified whole (JSON.stringify): nothing is lost
// or changed on the way out.
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { readListPage } from '../../../src/server/resources/listPage';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { readRecord, recordService } from '../../../src/server/resources/records/recordService';
import type { ResourceDef, Scope } from '../../../src/server/resources/types';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';

type Rec = Record<string, unknown>;

const t = await createTestContext({}, { checkAnswers: true });
afterAll(() => t.close());
const [admin, demo] = [await t.login('admin', 'admin1234', 'admin'), await t.login('demo', 'demo1234')];
const { rows } = await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db);
const demoCompany = Number(rows[0].id);
const engine = t.app.resourceEngine;
const QUERY = { size: '200' };
/** Resources no caller had a record of. */
const uncompared: string[] = [];

/** The rows the caller's scope reaches at most (a resource's own row scope narrows it further: records are matched by id). */
const scopeOf = (def: ResourceDef, who: 'admin' | 'customer'): Scope => (who === 'customer' && def.customerScoped ? { customerId: demoCompany } : { customerId: null });
const asWritten = (value: unknown) => JSON.parse(JSON.stringify(value)) as Rec;

it.each(engine.resources.map((def) => [def.name, def] as const))('%s answers its records whole', async (_name, def) => {
  const service = recordService(t.db, def, (name) => engine.find(name), () => engine.resources);
  let compared = 0;
  for (const [token, who] of [[admin, 'admin'], [demo, 'customer']] as const) {
    // A company's own rows are read by its users; administrators read them only where the forwarder writes them.
    if (who === 'admin' && def.customerScoped && !def.adminWritten) continue;
    const listed = await t.call<ListResult<Rec>>('GET', `/${def.name}-list`, { token, culture: 'en-US', query: QUERY });
    if (!listed.body.success) continue;
    const scope = scopeOf(def, who);
    // The same records read by the engine itself, by their ids (the caller's own row scope is the route's to apply).
    const ids = listed.body.data.result.map((r) => r[def.idField]);
    if (ids.length === 0) continue;
    const query = { size: '200', filter: JSON.stringify({ [def.idField]: { in: ids } }) };
    const direct = await readListPage(t.db, def, scope, parseListQuery(def, query, 'en'), query, 'en', service.namesIn('en'));
    const byId = new Map(direct.records.map((r) => [r[def.idField], asWritten(r)]));
    for (const record of listed.body.data.result) {
      expect(record, `${def.name} ${String(record[def.idField])}`).toEqual(byId.get(record[def.idField]));
      compared++;
    }
    const first = listed.body.data.result[0];
    if (!first) continue;
    const got = await t.call<Rec>('GET', `/${def.name}`, { token, culture: 'en-US', query: { id: String(first[def.idField]) } });
    expect(got.body.data).toEqual(asWritten(await readRecord(service, t.db, scope, Number(first[def.idField]), 'en')));
  }
  if (compared === 0) uncompared.push(def.name);
});

it('compared every resource that has demo rows', () => {
  // Required-field rules come with no demo rows: a deployment writes its own.
  expect(uncompared).toEqual(['requiredRule']);
});
