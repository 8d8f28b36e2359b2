// Entity JSON Schemas (schemas/entities/<name>.schema.json, generated from src/shared/entities), each
// its own lazy chunk, loaded once and cached. Forms, filters and titles read them.
import { useMemo } from 'react';
import { loadedOnce, useLoadedOnce } from './loadedOnce';
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
const schemas = loadedOnce(loadEntitySchema);
const NO_SCHEMA: EntitySchemaState = { schema: null, error: null };

export function useEntitySchema(entity: string): EntitySchemaState {
  // Already arrived (the page's chunks are fetched from a menu hint): in the first render, where a grid
  // would otherwise show raw choice values and a filter a spinner for a frame.
  const loaded = useLoadedOnce(schemas, entity || null);
  return useMemo(() => (!loaded ? NO_SCHEMA : loaded.error !== undefined ? { schema: null, error: loaded.error } : { schema: loaded.value, error: null }), [loaded]);
}

/** The JSON type of a property, ignoring `null` in a type list. */
export function propertyType(prop: EntityProperty | undefined): string | undefined {
  if (!prop) return undefined;
  if (Array.isArray(prop.type)) return prop.type.find((t) => t !== 'null');
  return prop.type;
}
