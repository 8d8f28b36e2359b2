// A resource that exists only in a test: an entity schema written here, its table made by the same
// generator code as the real migrations (generators/tableModel.ts, migrationPlan.ts), served on the
// engine by a domain plugin of its own. Shows that a new resource needs no engine change and that
// the engine-wide tests pick it up with no test written for it.
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { planMigration } from '../../../generators/migrationPlan';
import { childTableModels, tableModel } from '../../../generators/tableModel';
import type { Database } from '../../../src/server/db/schema';
import type { EntitySchema } from '../../../src/server/resources/entityFields';
import { defineResource } from '../../../src/server/resources/registry';
import type { Grant, ResourceDef } from '../../../src/server/resources/types';

const stored = {
  id: { type: 'integer', readOnly: true, title: 'field.common.id' },
  version: { type: 'integer', readOnly: true, title: 'field.common.version' },
  createdAt: { type: 'string', format: 'date-time', readOnly: true, title: 'field.common.createdAt' },
  updatedAt: { type: 'string', format: 'date-time', readOnly: true, title: 'field.common.updatedAt' },
};
const owned = {
  customerId: { type: 'integer', readOnly: true, 'x-indexed': true, title: 'field.common.customerId' },
  createdBy: { type: 'integer', readOnly: true, title: 'field.common.createdBy' },
};

/** A parcel a customer books: every kind of field the engine maps (text, pattern, enum, number, integer, boolean, date) and line items. */
export const PARCEL_SCHEMA = {
  type: 'object',
  'x-entity': 'testParcel',
  'x-table': 'test_parcels',
  'x-customerScoped': true,
  'x-keyField': 'reference',
  'x-defaultSort': 'reference',
  properties: {
    ...stored,
    ...owned,
    reference: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Z]{3}[0-9]{4,8}$', 'x-indexed': true },
    description: { type: 'string', maxLength: 200 },
    service: { type: 'string', enum: ['express', 'economy'] },
    weightKg: { type: 'number', minimum: 0, maximum: 30000 },
    pieces: { type: 'integer', minimum: 1, maximum: 999 },
    fragile: { type: 'boolean' },
    shipDate: { type: 'string', format: 'date' },
    lines: {
      type: 'array',
      'x-childTable': 'test_parcel_lines',
      maxItems: 50,
      items: {
        type: 'object',
        properties: { sku: { type: 'string', minLength: 1, maxLength: 40 }, quantity: { type: 'integer', minimum: 1, maximum: 9999 }, weightKg: { type: 'number', minimum: 0, maximum: 30000 } },
        required: ['sku', 'quantity'],
        additionalProperties: false,
      },
    },
  },
  required: ['id', 'version', 'createdAt', 'updatedAt', 'customerId', 'createdBy', 'reference', 'weightKg'],
  additionalProperties: false,
} as unknown as EntitySchema;

/** A price list customers read and administrators write (not customer-scoped). */
export const RATE_SCHEMA = {
  type: 'object',
  'x-entity': 'testRate',
  'x-table': 'test_rates',
  'x-keyField': 'lane',
  'x-defaultSort': 'lane',
  properties: {
    ...stored,
    lane: { type: 'string', minLength: 1, maxLength: 40 },
    rate: { type: 'number', minimum: 0, maximum: 100000 },
  },
  required: ['id', 'version', 'createdAt', 'updatedAt', 'lane', 'rate'],
  additionalProperties: false,
} as unknown as EntitySchema;

export async function createTableOf(db: Kysely<Database>, schema: EntitySchema): Promise<void> {
  const plan = planMigration({ tables: {} }, [tableModel(schema as never), ...childTableModels(schema as never)]);
  for (const statement of plan.statements) await sql.raw(statement).execute(db);
}

export function resourceOf(name: string, schema: EntitySchema, write: Grant, read?: Grant[]): ResourceDef {
  return defineResource({ name, schema, write, read });
}

/** A domain plugin serving the given resources, as the real domains do. */
export function domainOf(resources: ResourceDef[]): FastifyPluginAsync {
  return async (app) => {
    for (const def of resources) app.resourceEngine.serve(app, def);
  };
}
