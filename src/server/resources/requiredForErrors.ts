// What an entity's named action requires of a record (`@requiredFor`, shared/entities/requiredFor.ts)
// and the record lacks, as field errors naming each field by its label in the user's language, with
// the labels joined for the refusal's one-line summary. The domain's action calls it; the form marks
// the same fields from the same rule set.
import type { Language } from '../../shared/constants';
import { missingFor, requiredForRules } from '../../shared/entities/requiredFor';
import type { FieldError } from '../../shared/wire/envelope';
import { fieldTitle } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';
import type { EntityPropertySchema, EntitySchema } from './entityFields';
import type { EntityRecord } from './types';

/** A field's label in `language` (its `field.…` title), else its name. */
export function labelOf(prop: EntityPropertySchema | undefined, name: string, language: Language): string {
  return fieldTitle(language, typeof prop?.title === 'string' ? prop.title : undefined, name);
}

const itemProps = (schema: EntitySchema, lines: string) => ((schema.properties[lines]?.items as { properties?: Record<string, EntityPropertySchema> } | undefined)?.properties ?? {});

export function requiredForErrors(schema: EntitySchema, action: string, record: EntityRecord, language: Language): FieldError[] {
  return missingFor(requiredForRules(schema, action), record).map((m) => {
    if (m.line !== undefined) return { field: m.field, message: translate(language, 'validation.lineFieldMissing', { line: m.line + 1, field: labelOf(itemProps(schema, m.lines!)[m.name], m.name, language) }) };
    const label = labelOf(schema.properties[m.name], m.name, language);
    return { field: m.field, message: translate(language, m.lines ? 'validation.linesMissing' : 'validation.required', { field: label }) };
  });
}

/** The labels of the fields refused, once each and in order, joined as the language lists them. */
export function refusedLabels(schema: EntitySchema, errors: FieldError[], language: Language): string {
  const names = [...new Set(errors.map((e) => e.field.split('/').filter(Boolean)[0] ?? e.field))];
  return names.map((n) => labelOf(schema.properties[n], n, language)).join(language === 'zh' || language === 'tr' ? '、' : ', ');
}

/** Field errors with one per field (the first), as a refusal names them. */
export function onePerField(errors: FieldError[]): FieldError[] {
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
}
