// Entity JSON Schemas (schemas/entities/<name>.schema.json, generated from src/shared/entities), each
// its own lazy chunk, loaded once and cached. Forms, filters and titles read them.
import { useEffect, useState } from 'react';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';

export type EntityProperty = EntityPropertySchema;

export interface EntitySchema {
  type?: string;
  properties?: Record<string, EntityProperty>;
  required?: string[];
  [keyword: string]: unknown;
}

const loaders = import.meta.glob<{ default: EntitySchema }>('../../../../schemas/entities/*.schema.json');
const cache = new Map<string, Promise<EntitySchema>>();
/** Schemas already arrived: a block mounting after that draws with its schema in its first render. */
const loaded = new Map<string, EntitySchema>();

/** Resolves a definition-wrapped schema ({$ref, definitions}) to the entity's own object schema. */
export function unwrapSchema(schema: EntitySchema): EntitySchema {
  const ref = schema.$ref;
  const defs = (schema.definitions ?? schema.$defs) as Record<string, EntitySchema> | undefined;
  if (typeof ref === 'string' && defs) {
    const name = decodeURIComponent(ref.split('/').pop() ?? '');
    const inner = defs[name];
    if (inner) {
      const { $ref: _ref, ...rest } = schema;
      return { ...rest, ...inner };
    }
  }
  return schema;
}

/** Whether the entity exists (its schema is built in); every entity is a resource the server serves. */
export function entityExists(entity: string): boolean {
  return `../../../../schemas/entities/${entity}.schema.json` in loaders;
}

export function loadEntitySchema(entity: string): Promise<EntitySchema> {
  let p = cache.get(entity);
  if (!p) {
    const key = `../../../../schemas/entities/${entity}.schema.json`;
    const loader = loaders[key];
    p = loader
      ? loader().then((m) => {
          const schema = unwrapSchema(m.default);
          loaded.set(entity, schema);
          return schema;
        })
      : Promise.reject(new Error(`Unknown entity: ${entity}`));
    cache.set(entity, p);
  }
  return p;
}

export type EntitySchemaState = { schema: EntitySchema | null; error: string | null };

/** An empty name loads nothing (a form with an inline schema). */
export function useEntitySchema(entity: string): EntitySchemaState {
  // Already arrived (the page's chunks are fetched from a menu hint): no render without it first, where a
  // grid would show raw choice values and a filter a spinner for a frame.
  const [state, setState] = useState<EntitySchemaState>(() => ({ schema: loaded.get(entity) ?? null, error: null }));
  useEffect(() => {
    if (!entity) return;
    // Held already: the same state (no render) unless the entity changed.
    const held = loaded.get(entity);
    if (held) {
      setState((s) => (s.schema === held ? s : { schema: held, error: null }));
      return;
    }
    let live = true;
    loadEntitySchema(entity).then(
      (schema) => live && setState({ schema, error: null }),
      (e: unknown) => live && setState({ schema: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [entity]);
  return state;
}

/** The JSON type of a property, ignoring `null` in a type list. */
export function propertyType(prop: EntityProperty | undefined): string | undefined {
  if (!prop) return undefined;
  if (Array.isArray(prop.type)) return prop.type.find((t) => t !== 'null');
  return prop.type;
}
