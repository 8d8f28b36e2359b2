// The engine's SQL is parameterised: whatever a filter holds travels as a bound value, identifiers
// come only from the entity's fields, and every statement is scoped to the caller's company.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { findDomainResource } from '../../../src/server/domains';
import { heldFragment, orderSql, selectColumns, tableRef, whereSql } from '../../../src/server/resources/sqlParts';

const db = new Kysely<unknown>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const product = findDomainResource('product')!;

function compiled(query: Record<string, string>, customerId = 7) {
  const spec = parseListQuery(product, query, 'en');
  return sql`SELECT ${selectColumns(product)} FROM ${tableRef(product)} WHERE ${whereSql(product, { customerId }, spec.filters)} ORDER BY ${orderSql(spec)} LIMIT ${spec.size}`.compile(db);
}

describe('list SQL', () => {
  it('binds every filter value, escaping LIKE wildcards, and scopes to the company', () => {
    const hostile = "x'; DROP TABLE products; --";
    const q = compiled({ filter: JSON.stringify({ nameEn: hostile, sku: { contains: '50%_off' }, hsCode: { in: ['847130', '940360'] }, declaredValue: { from: 1, to: 9.5 } }) });
    expect(q.sql).not.toContain('DROP');
    expect(q.sql).toContain('"customer_id" = $1');
    expect(q.sql).toContain('"name_en" ILIKE $2');
    expect(q.sql).toContain('"hs_code" IN ($4, $5)');
    expect(q.sql).toContain('"declared_value" >= $6 AND "declared_value" <= $7');
    expect(q.parameters).toEqual([7, `%${hostile}%`, '%50\\%\\_off%', '847130', '940360', 1, 9.5, 10]);
  });

  it('sorts on the column of a known field with id as the tie breaker', () => {
    expect(compiled({ sort: 'unitWeightKg', order: 'desc' }).sql).toContain('ORDER BY "unit_weight_kg" DESC, "id" DESC');
    expect(compiled({}).sql).toContain('ORDER BY "sku" ASC, "id" ASC');
  });

  it('refuses a sort or filter on anything but a known field', () => {
    expect(() => compiled({ sort: 'sku" DESC; --' })).toThrow();
    expect(() => compiled({ filter: JSON.stringify({ 'sku" = sku OR 1=1 --': 'x' }) })).toThrow();
    expect(() => compiled({ filter: JSON.stringify({ customerId: 1 }) })).toThrow();
  });
});

describe('fragments held as compiled text', () => {
  it('holds identifier-only SQL once and compiles it as Kysely would', () => {
    let builds = 0;
    const held = heldFragment(() => {
      builds++;
      return sql`${sql.ref('products.sku')}, ${sql.ref('id')}`;
    });
    expect(sql`SELECT ${held()} FROM x`.compile(db).sql).toBe('SELECT "products"."sku", "id" FROM x');
    held();
    expect(builds).toBe(1);
    expect(selectColumns(product)).toBe(selectColumns(product));
  });

  it('never holds a fragment that binds a value: it is built again, with its values, on every call', () => {
    let value = 1;
    const fragment = heldFragment(() => sql`${sql.ref('customer_id')} = ${value}`);
    value = 2;
    const q = sql`SELECT 1 WHERE ${fragment()}`.compile(db);
    expect(q.sql).toBe('SELECT 1 WHERE "customer_id" = $1');
    expect(q.parameters).toEqual([2]);
  });
});
