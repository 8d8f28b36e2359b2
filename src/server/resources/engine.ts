// The generic resource engine: knows no domain. Each domain plugin (server/domains/<domain>/) hands
// it the resources it owns; the engine serves their routes in that plugin's scope and keeps the
// list of every resource served (for OpenAPI, the contract test and tools).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { referenceNameOf } from '../../shared/wire/resourceContract';
import { registerResourceRoutes } from './resourceRoutes';
import type { ResourceDef } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    resourceEngine: ResourceEngine;
  }
}

export class ResourceEngine {
  private readonly served = new Map<string, ResourceDef>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The database, for a domain's own calls that are not a resource's (e.g. an administrator's review of customers' records). */
  get database(): Kysely<Database> {
    return this.db;
  }

  /** Every resource served so far, in the order the domains registered them. */
  get resources(): ResourceDef[] {
    return [...this.served.values()];
  }

  find(name: string): ResourceDef | undefined {
    return this.served.get(name);
  }

  /** Every reference field names a resource some domain serves (run once the domains are registered). */
  assertReferences(): void {
    for (const def of this.served.values())
      for (const field of def.fields) {
        if (field.ref && !this.served.has(field.ref)) throw new Error(`resource ${def.name}: field ${field.name} refers to ${field.ref}, which no domain serves`);
        // The joined display name (referenceNames.ts) must not shadow a field of the record.
        if (field.ref && referenceNameOf(field.name) in def.schema.properties) throw new Error(`resource ${def.name}: field ${referenceNameOf(field.name)} clashes with the display name of reference ${field.name}`);
      }
  }

  /** Serves a resource's routes in `scope` (the calling domain plugin). A name is served once. */
  serve(scope: FastifyInstance, def: ResourceDef): void {
    if (this.served.has(def.name)) throw new Error(`resource ${def.name} is served twice`);
    // Checked here, not in defineResource: the import worker defines resources without their SQL.
    for (const f of def.fields) if (f.computed && !def.computed.has(f.name)) throw new Error(`resource ${def.name}: computed field ${f.name} needs its SQL expression in the resource's computed`);
    this.served.set(def.name, def);
    registerResourceRoutes(scope, this.db, def, (name) => this.find(name), () => this.resources);
  }
}
