// How a reference (the key of another resource's record) reads to people: the key with the record's
// display name beside it ("CNSHA · Shanghai"), the name being the server's `<field>Name` (resourceContract.ts).
import { LANGUAGE_FALLBACKS, type Language } from '../../../shared/constants';
import { referenceNameOf } from '../../../shared/wire/resourceContract';
import type { EntitySchema } from './entitySchemas';

export function referenceLabel(key: unknown, name: unknown): string {
  const code = key === null || key === undefined ? '' : String(key);
  const text = typeof name === 'string' ? name.trim() : '';
  return text && text !== code ? `${code} · ${text}` : code;
}

/** Whether the entity's `field` holds the key of another resource's record (`x-reference`). */
export const isReferenceField = (schema: EntitySchema | null | undefined, field: string): boolean => typeof schema?.properties?.[field]?.['x-reference'] === 'string';

/** The name the server joined to a row's reference field, if any. */
export const joinedName = (row: Record<string, unknown>, field: string): unknown => row[referenceNameOf(field)];

/** The field naming a record of `schema` to people in `language` (`x-display`, en when the language has none). */
export function displayFieldOf(schema: EntitySchema, language: Language): string | undefined {
  const raw = schema['x-display'];
  if (typeof raw === 'string') return raw;
  if (!raw || typeof raw !== 'object') return undefined;
  const map = raw as Partial<Record<Language, string>>;
  return map[language] ?? map.en;
}

/** A record's display text in `language`, falling back as the texts do (tr → zh → en) when that one is empty. */
export function displayTextOf(schema: EntitySchema, record: Record<string, unknown>, language: Language): string {
  const pick = (f: string | undefined) => (f && typeof record[f] === 'string' ? (record[f] as string).trim() : '');
  for (const lang of [language, ...LANGUAGE_FALLBACKS[language]]) {
    const text = pick(displayFieldOf(schema, lang));
    if (text) return text;
  }
  return pick(displayFieldOf(schema, 'en'));
}
