// A form field whose choices are the fields of an entity named by another field of the same form
// (widgetOptions `{ "optionsFrom": "entityFields", "dependsOn": "tableName" }`), e.g. a required-field
// rule's field name offered from the fields of the table chosen above it.
import type { EntitySchema } from '../core/entitySchemas';
import type { FormValues } from './formValues';

/** The `optionsFrom` value that selects this widget, and the widget's registered name. */
export const ENTITY_FIELDS_SOURCE = 'entityFields';
export const ENTITY_FIELD_WIDGET = 'entityField';
/** `optionsFrom: "formTables"`: the entities the form of the menu named by `dependsOn` edits (FormTableWidget). */
export const FORM_TABLES_SOURCE = 'formTables';
export const FORM_TABLE_WIDGET = 'formTable';

/** What the form hands its widgets (RJSF `formContext`, stable for the form's life): the values being edited, for dependent choices. */
export interface FormContext {
  values: FormValues;
  /** Sets other fields of the form at once (a reference widget filling what its picked record knows). */
  patch?(values: Record<string, unknown>): void;
}

export interface FieldChoice {
  value: string;
  label: string;
}

/**
 * The fields a user fills in (server-managed, read-only ones are never required of anyone), labelled
 * by their translated title; `shownOnForm`, when known, narrows them to the fields a menu's form shows
 * (a sea booking has no train date). A current value the entity does not have stays offered as it is, so an
 * old rule shows what it holds instead of an empty box.
 */
export function entityFieldChoices(schema: EntitySchema, current: unknown, label: (titleKey: string, name: string) => string, shownOnForm?: readonly string[] | null): FieldChoice[] {
  const entity = String(schema['x-entity'] ?? '');
  const choices = Object.entries(schema.properties ?? {})
    .filter(([name, prop]) => !prop.readOnly && (!shownOnForm || shownOnForm.includes(name)))
    .map(([name, prop]) => ({ value: name, label: label(typeof prop.title === 'string' ? prop.title : `field.${entity}.${name}`, name) }));
  if (typeof current === 'string' && current !== '' && !choices.some((c) => c.value === current)) choices.push({ value: current, label: current });
  return choices;
}
