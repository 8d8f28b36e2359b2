// What an entity's named action requires of a record beyond what a save does (`@requiredFor` on the
// entity, `x-requiredFor` in its schema): fields, and collections that need a line with fields in
// each, under a condition on the record. One rule set: the server refuses the action naming each
// missing field; a form marks the same fields before the user tries.
import { conditionHolds } from '../page/condition';
import type { Condition } from '../page/pageSchema';

export const REQUIRED_FOR_KEYWORD = 'x-requiredFor';

export interface RequiredForRule {
  /** The rule applies while the record meets this; always without it. */
  when?: Condition;
  /** Fields of the record, or, with `lines`, of each of its lines. */
  fields: string[];
  /** A child collection: it needs at least one line, and every line the fields. */
  lines?: string;
}

/** A missing value, named by its JSON pointer: `/etd`, `/cargoLines` (no line), `/cargoLines/1/hsCode`. */
export interface MissingValue {
  field: string;
  /** The collection and the 0-based line, for a line's field or a collection without lines. */
  lines?: string;
  line?: number;
  /** The field's name (of the record, or of its line). */
  name: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The rules an action requires, from an entity schema. */
export function requiredForRules(schema: { [keyword: string]: unknown } | null | undefined, action: string): RequiredForRule[] {
  const all = schema?.[REQUIRED_FOR_KEYWORD] as Record<string, RequiredForRule[]> | undefined;
  return Array.isArray(all?.[action]) ? all[action] : [];
}

/** The record's fields and collections the rules require now (their conditions hold): what a form marks. */
export function requiredNow(rules: readonly RequiredForRule[], record: Record<string, unknown>): { fields: Set<string>; lineFields: Map<string, Set<string>> } {
  const fields = new Set<string>();
  const lineFields = new Map<string, Set<string>>();
  for (const rule of rules) {
    if (!conditionHolds(rule.when, record)) continue;
    if (!rule.lines) for (const f of rule.fields) fields.add(f);
    else {
      fields.add(rule.lines);
      const held = lineFields.get(rule.lines) ?? new Set<string>();
      for (const f of rule.fields) held.add(f);
      lineFields.set(rule.lines, held);
    }
  }
  return { fields, lineFields };
}

/** Every value the rules require that the record lacks, in the rules' order. */
export function missingFor(rules: readonly RequiredForRule[], record: Record<string, unknown>): MissingValue[] {
  const out: MissingValue[] = [];
  const seen = new Set<string>();
  const add = (m: MissingValue) => {
    if (seen.has(m.field)) return;
    seen.add(m.field);
    out.push(m);
  };
  for (const rule of rules) {
    if (!conditionHolds(rule.when, record)) continue;
    if (!rule.lines) {
      for (const f of rule.fields) if (isEmpty(record[f])) add({ field: `/${f}`, name: f });
      continue;
    }
    const lines = Array.isArray(record[rule.lines]) ? (record[rule.lines] as Array<Record<string, unknown>>) : [];
    if (lines.length === 0) add({ field: `/${rule.lines}`, lines: rule.lines, name: rule.lines });
    lines.forEach((line, i) => {
      for (const f of rule.fields) if (isEmpty(line?.[f])) add({ field: `/${rule.lines}/${i}/${f}`, lines: rule.lines, line: i, name: f });
    });
  }
  return out;
}
