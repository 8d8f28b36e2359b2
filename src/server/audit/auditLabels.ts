// The audit log as people read it (issue 44): the record kind as its entity's title, the operation as a
// label, and each change as "City: Ningbo → Shanghai" under the entity's field titles, in the reader's
// language. Titles come from the one field catalogue (i18n/fieldTitles.ts) and, for a named action,
// the client's function labels (access.json `func.*`); nothing is copied here.
import type { Language } from '../../shared/constants';
import enAccess from '../../client/i18n/locales/en/access.json';
import esAccess from '../../client/i18n/locales/es/access.json';
import trAccess from '../../client/i18n/locales/tr/access.json';
import zhAccess from '../../client/i18n/locales/zh/access.json';
import { fieldTitle } from '../i18n/fieldTitles';
import type { ResourceDef } from '../resources/types';

const FUNC_LABELS: Record<Language, Record<string, string>> = { en: enAccess.func, zh: zhAccess.func, es: esAccess.func, tr: trAccess.func };

/** A resource of the registry by the name the log stores (its wire name). */
export type DefLookup = (name: string) => ResourceDef | undefined;

/** The record kind in the reader's language: the entity's title, or the log's own kinds (sign-ins). */
export function resourceLabel(language: Language, resource: string, lookup: DefLookup): string {
  const def = lookup(resource);
  if (def) return fieldTitle(language, typeof def.schema.title === 'string' ? def.schema.title : `field.entity.${def.name}`, resource);
  return fieldTitle(language, `field.auditEntry.resourceOption.${resource}`, resource);
}

/** The operation in the reader's language: the log's own labels, else the named action's function label. */
export function operationLabel(language: Language, operation: string): string {
  const own = fieldTitle(language, `field.auditEntry.operationOption.${operation}`, '');
  return own || FUNC_LABELS[language][operation] || FUNC_LABELS.en[operation] || operation;
}

const parse = (text: unknown): Record<string, unknown> | null => {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '∅';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Fields the log keeps but a reader learns nothing from. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt', 'updatedBy', 'createdBy']);

/**
 * The change as lines "Title: before → after", one per field whose value differs (a created record lists
 * what it was made with, a deleted one what it held); titles are the entity's, other keys as stored.
 */
export function changesText(language: Language, resource: string, beforeText: unknown, afterText: unknown, lookup: DefLookup): string {
  const before = parse(beforeText);
  const after = parse(afterText);
  if (!before && !after) return '';
  const def = lookup(resource);
  const titleOf = (key: string) => {
    const prop = def?.schema.properties[key];
    const key18n = typeof prop?.title === 'string' ? prop.title : def ? `field.${def.schema['x-entity'] ?? def.name}.${key}` : `field.auditEntry.${key}`;
    return fieldTitle(language, key18n, key);
  };
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !BOOKKEEPING.has(k));
  const lines: string[] = [];
  for (const key of keys) {
    const [b, a] = [before?.[key], after?.[key]];
    if (before && after) {
      if (JSON.stringify(b) === JSON.stringify(a)) continue;
      lines.push(`${titleOf(key)}: ${shown(b)} → ${shown(a)}`);
    } else if (after) {
      if (a === null || a === undefined || a === '') continue;
      lines.push(`${titleOf(key)}: ${shown(a)}`);
    } else {
      if (b === null || b === undefined || b === '') continue;
      lines.push(`${titleOf(key)}: ${shown(b)}`);
    }
  }
  return lines.join('; ');
}

/** A log row's labels in the reader's language, added to the record the list and the export answer. */
export function labelled<T extends { resource: string; operation: string; before?: unknown; after?: unknown }>(language: Language, entry: T, lookup: DefLookup): T & { resourceTitle: string; operationTitle: string; changes: string } {
  return {
    ...entry,
    resourceTitle: resourceLabel(language, entry.resource, lookup),
    operationTitle: operationLabel(language, entry.operation),
    changes: changesText(language, entry.resource, entry.before, entry.after, lookup),
  };
}
