// The one merge of required-field rules into an entity schema (DESIGN "Required-field config"),
// used by the client's forms and by the server's validation, so both demand the same fields.
import type { ReqItemEntry } from './reqItem';

/** The subset of an entity JSON schema the merge reads and writes. */
export interface EntitySchemaLike {
  properties?: Record<string, unknown>;
  required?: string[];
  /** Entity name and table name: a rule applies when its TableName names either. */
  'x-entity'?: string;
  'x-table'?: string;
  [keyword: string]: unknown;
}

/** Field → the hint to show when the field is missing, in the UI language. */
export const REQUIRED_MESSAGES_KEYWORD = 'x-requiredMessages';

export type MergedSchema<S extends EntitySchemaLike> = S & { required: string[]; [REQUIRED_MESSAGES_KEYWORD]: Record<string, string> };

const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const norm = (name: string) => name.replace(/_/g, '').toLowerCase();

/** The hint in the UI language: zh, en, or tr with the traditional-Chinese hint; es falls back to en. */
export function hintFor(entry: ReqItemEntry, language: string): string | undefined {
  const pick = (...hints: Array<string | null | undefined>) => hints.find((h) => typeof h === 'string' && h.trim() !== '')?.trim();
  if (language === 'zh') return pick(entry.HintZh, entry.HintTr, entry.HintEn);
  if (language === 'tr') return pick(entry.HintTr, entry.HintZh, entry.HintEn);
  return pick(entry.HintEn, entry.HintZh, entry.HintTr);
}

/**
 * Returns a new schema (the input is not changed): fields named by an entry without a precondition
 * become required, with the entry's hint as their message. An entry with a precondition never makes
 * a field required; it does not lift the entity's own required either, since such a row could not
 * be stored. Entries for another entity, or for fields the entity lacks, are ignored.
 */
export function mergeRequiredConfig<S extends EntitySchemaLike>(schema: S, entries: readonly ReqItemEntry[], language: string): MergedSchema<S> {
  const required = new Set(schema.required ?? []);
  const messages: Record<string, string> = { ...((schema[REQUIRED_MESSAGES_KEYWORD] as Record<string, string> | undefined) ?? {}) };
  for (const { field, entry } of appliedRules(schema, entries)) {
    required.add(field);
    const hint = hintFor(entry, language);
    if (hint) messages[field] = hint;
  }
  return { ...schema, required: [...required], [REQUIRED_MESSAGES_KEYWORD]: messages } as MergedSchema<S>;
}

/** The schema's fields the entries make required (what the merge adds), each with its rule; a form marks them too. */
export function appliedRules(schema: EntitySchemaLike, entries: readonly ReqItemEntry[]): Array<{ field: string; entry: ReqItemEntry }> {
  const properties = schema.properties ?? {};
  const names = new Set([schema['x-entity'], schema['x-table']].filter((n): n is string => !!n).map(norm));
  const out: Array<{ field: string; entry: ReqItemEntry }> = [];
  for (const entry of entries) {
    if (names.size > 0 && !names.has(norm(entry.TableName ?? ''))) continue;
    const field = resolveField(properties, entry.FieldName ?? '');
    if (!field) continue;
    const prop = properties[field] as { readOnly?: boolean } | undefined;
    if (prop?.readOnly) continue;
    if (entry.PreCondition && entry.PreCondition.trim() !== '') continue;
    out.push({ field, entry });
  }
  return out;
}

function resolveField(properties: Record<string, unknown>, name: string): string | undefined {
  if (name in properties) return name;
  const camel = snakeToCamel(name);
  if (camel in properties) return camel;
  const wanted = norm(name);
  return Object.keys(properties).find((p) => norm(p) === wanted);
}
