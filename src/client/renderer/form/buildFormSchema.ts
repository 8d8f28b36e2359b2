// The final RJSF schema and uiSchema of a form block: the entity schema, cut to the block's fields,
// titled in the UI language, merged with the menu's required-field rules. Pure, so the form computes
// it once (useMemo) and tests can read it.
import { fieldConditions, REFERENCE_FILTER_KEYWORD } from '../../../shared/entities/referenceConditions';
import type { FormBlock } from '../../../shared/page/pageSchema';
import { REQUIRED_MESSAGES_KEYWORD, mergeRequiredConfig } from '../../../shared/requiredConfig/mergeRequired';
import type { ReqItemEntry } from '../../../shared/requiredConfig/reqItem';
import type { EntityProperty, EntitySchema } from '../core/entitySchemas';
import { displayFormatOf } from '../../../shared/format/timeOfDay';
import { choicesKeyOf, choicesOfProperty } from '../../../shared/entities/entitySchema';
import { ENTITY_FIELD_WIDGET, ENTITY_FIELDS_SOURCE, FORM_TABLE_WIDGET, FORM_TABLES_SOURCE } from './entityFieldOptions';
import { FORMATTED_VALUE_WIDGET } from './FormattedValueWidget';
import { REFERENCE_WIDGET } from './ReferenceWidget';
import { TREE_WIDGET } from './tree/TreeWidget';
import { LINE_ITEMS_FIELD } from './lineItems/lineItemsModel';

type Audience = 'admin' | 'customer';

export interface FormSchemaInput {
  entity: string;
  schema: EntitySchema;
  block: FormBlock;
  mode: 'create' | 'edit';
  /** Who fills the form: a customer's leaves out the block's staffOnly fields. */
  audience?: Audience;
  rules: readonly ReqItemEntry[];
  language: string;
  /** Message of a key; `fallback` when the key has none. */
  translate(key: string, fallback?: string): string;
}

export interface FormSchemaResult {
  schema: EntitySchema & { required: string[] };
  uiSchema: Record<string, unknown>;
  /** Field → the required-field hint shown when it is missing. */
  requiredMessages: Record<string, string>;
  /** The fields the form shows, in order. */
  fields: string[];
}

/**
 * Fields a form shows: the block's list (or its sections'), else every field the client may write;
 * a customer's form leaves out the block's `staffOnly` fields.
 */
export function formFields(block: FormBlock, schema: EntitySchema, mode: 'create' | 'edit', audience: Audience = 'admin'): string[] {
  const props = schema.properties ?? {};
  let fields: string[];
  if (block.sections) fields = block.sections.flatMap((s) => s.fields);
  else if (block.fields) fields = block.fields;
  else fields = Object.keys(props).filter((f) => !props[f]?.readOnly || block.readOnly?.includes(f));
  fields = fields.filter((f) => f in props);
  if (mode === 'edit' && block.createOnly) fields = fields.filter((f) => !block.createOnly?.includes(f));
  if (audience === 'customer' && block.staffOnly) fields = fields.filter((f) => !block.staffOnly?.includes(f));
  return fields;
}

/**
 * An inline array of objects (an action form's cargo lines) titles its columns with i18n keys too;
 * entity line items (`x-childTable`) are titled by their own widget.
 */
function itemTitlesTranslated(prop: EntityProperty, translate: FormSchemaInput['translate']): EntityProperty {
  const items = prop.items as EntityProperty | undefined;
  if (prop.type !== 'array' || prop['x-childTable'] || !items || typeof items !== 'object' || !items.properties) return prop;
  const properties = Object.fromEntries(
    Object.entries(items.properties).map(([name, p]) => [name, typeof p.title === 'string' && p.title.includes('.') ? { ...p, title: translate(p.title, p.title) } : p]),
  );
  return { ...prop, items: { ...items, properties } };
}

/** An array whose items are objects with named properties (lines). */
function isObjectArray(prop: EntityProperty | undefined): boolean {
  const items = prop?.items as EntityProperty | undefined;
  return prop?.type === 'array' && !!items && typeof items === 'object' && items.type === 'object' && !!items.properties;
}

export function buildFormSchema(input: FormSchemaInput): FormSchemaResult {
  const { entity, schema, block, mode, rules, language, translate } = input;
  const fields = formFields(block, schema, mode, input.audience);
  const source = schema.properties ?? {};
  const properties: Record<string, EntityProperty> = {};
  for (const f of fields) {
    // The entity's `description` documents the field for developers and analysts, in English: it is
    // not user text, so the form leaves it out.
    const { description: _doc, ...prop } = source[f] ?? {};
    const titleKey = typeof prop.title === 'string' && prop.title.includes('.') ? prop.title : `field.${entity}.${f}`;
    // A plain title (an inline schema's, not a key) is what shows when no message has that key.
    const plain = typeof prop.title === 'string' && !prop.title.includes('.') ? prop.title : undefined;
    properties[f] = itemTitlesTranslated({ ...prop, title: translate(titleKey, plain) }, translate);
    // The page narrows what a reference field offers on this form (a sea booking's ports).
    const narrowed = block.referenceFilters?.[f];
    if (narrowed && typeof prop['x-reference'] === 'string') properties[f][REFERENCE_FILTER_KEYWORD] = { ...fieldConditions(prop), ...narrowed };
  }
  const cut: EntitySchema = {
    ...schema,
    properties,
    required: (schema.required ?? []).filter((f) => fields.includes(f)),
  };
  // Definitions and references are not needed once the entity object is unwrapped; the dialog
  // carries the heading, so the entity's own title and description are not repeated.
  delete cut.$schema;
  delete cut.title;
  delete cut.description;
  const merged = mergeRequiredConfig(cut, rules, language);

  const uiSchema: Record<string, unknown> = { 'ui:order': [...fields, '*'] };
  if (block.sections) {
    const visible = new Set(fields);
    uiSchema['ui:options'] = {
      sections: block.sections.map((s) => ({ title: translate(s.title), fields: s.fields.filter((f) => visible.has(f)) })),
    };
  }
  for (const f of fields) {
    const ui: Record<string, unknown> = {};
    const widget = block.widgets?.[f];
    if (widget && widget !== 'text') ui['ui:widget'] = widget;
    const options = block.widgetOptions?.[f];
    if (options) ui['ui:options'] = options;
    if (options?.optionsFrom === ENTITY_FIELDS_SOURCE) ui['ui:widget'] = ENTITY_FIELD_WIDGET;
    if (options?.optionsFrom === FORM_TABLES_SOURCE) ui['ui:widget'] = FORM_TABLE_WIDGET;
    // A reference is always picked from its resource's records, whatever the page says.
    if (typeof properties[f]?.['x-reference'] === 'string') ui['ui:widget'] = REFERENCE_WIDGET;
    // A tree of checkboxes whose nodes a resource's reading action answers.
    if (properties[f]?.['x-tree']) ui['ui:widget'] = TREE_WIDGET;
    // Line items (a child collection, or an inline array of objects such as a quote's containers) are
    // edited as a small table with titled columns, not as numbered sub-forms; widgetOptions may name `totals`.
    if (typeof properties[f]?.['x-childTable'] === 'string' || isObjectArray(properties[f])) ui['ui:field'] = LINE_ITEMS_FIELD;
    if (block.readOnly?.includes(f) || properties[f]?.readOnly) {
      ui['ui:readonly'] = true;
      // Shown as grids and details show it (a quoted total as 19,350.00); a date-time keeps its own widget.
      const format = properties[f]?.format === 'date-time' ? undefined : displayFormatOf(undefined, properties[f]);
      if (format && !ui['ui:widget'] && !ui['ui:field']) {
        ui['ui:widget'] = FORMATTED_VALUE_WIDGET;
        ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), format };
      }
    }
    // Choices are labelled `field.<entity>.<field>Option.<value>` (the entity messages' convention),
    // or `<optionsKey>.<value>` when the values are names of something else (menus: `route`).
    // A multi-select (an array of choices, `uniqueItems`) is labelled the same way, by its items' values.
    const choices = choicesOfProperty(properties[f]);
    const labelPrefix = typeof options?.optionsKey === 'string' ? options.optionsKey : choicesKeyOf(entity, f, properties[f]);
    if (choices) ui['ui:enumNames'] = choices.map((v) => translate(`${labelPrefix}.${v}`, String(v)));
    // A help line under the field (the page form's `help`), in the UI language.
    const help = block.help?.[f];
    if (help) ui['ui:help'] = translate(help);
    if (Object.keys(ui).length > 0) uiSchema[f] = ui;
  }
  for (const f of headedByTheirSection(block, fields, properties, translate)) {
    const ui = (uiSchema[f] ?? {}) as Record<string, unknown>;
    uiSchema[f] = { ...ui, 'ui:options': { ...(ui['ui:options'] as object | undefined), label: false } };
  }
  return {
    schema: merged as FormSchemaResult['schema'],
    uiSchema,
    requiredMessages: merged[REQUIRED_MESSAGES_KEYWORD],
    fields,
  };
}

/**
 * Line items alone in a section that their own title would only repeat (a sea booking's "Equipment"
 * section holding the equipment lines: "箱型箱量" twice, one under the other). Their table keeps the title
 * as its accessible name; a field drawn as an input keeps its label, which names the input.
 */
function headedByTheirSection(block: FormBlock, fields: string[], properties: Record<string, EntityProperty>, translate: FormSchemaInput['translate']): string[] {
  const shown = new Set(fields);
  return (block.sections ?? []).flatMap((section) => {
    const own = section.fields.filter((f) => shown.has(f));
    const [only] = own;
    const prop = properties[only];
    const lines = own.length === 1 && prop && (typeof prop['x-childTable'] === 'string' || isObjectArray(prop));
    return lines && prop.title === translate(section.title) ? [only] : [];
  });
}

/** The values a save sends: the fields the form shows (server-managed fields are the server's). */
export function payloadOf(formData: Record<string, unknown>, fields: string[], schema: EntitySchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (schema.properties?.[f]?.readOnly) continue;
    if (formData[f] !== undefined) out[f] = formData[f];
  }
  return out;
}
