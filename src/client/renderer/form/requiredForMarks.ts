// What the form's actions require of the record (the entity's `x-requiredFor`, e.g. a booking's
// submit), marked on the form while the user fills it in: each field that will be needed, and the
// columns of line items each line will need. The same rule set the server enforces; marks follow the
// rules' conditions on the current values (a truck's FTL asks for its vehicle type).
import { type RequiredForRule, requiredForRules, requiredNow } from '../../../shared/entities/requiredFor';
import type { FormBlock, PageAction } from '../../../shared/page/pageSchema';
import { appliedRules } from '../../../shared/requiredConfig/mergeRequired';
import type { ReqItemEntry } from '../../../shared/requiredConfig/reqItem';
import type { EntitySchema } from '../core/entitySchemas';
import type { FormSchemaResult } from './buildFormSchema';

/** The uiSchema option a marked field carries (SizedFieldTemplate draws the mark), and a line column list's. */
export const REQUIRED_FOR_OPTION = 'requiredFor';
export const REQUIRED_COLUMNS_OPTION = 'requiredColumns';

const callsOf = (block: FormBlock, actions: readonly PageAction[] | undefined) =>
  (block.actions ?? []).map((id) => actions?.find((a) => a.id === id)).filter((a): a is Extract<PageAction, { kind: 'call' }> => a?.kind === 'call' && !!a.action);

/**
 * The rules of every action the form offers (whether or not it is offered yet: a new record's marks come
 * first), and, on a form whose action has rules (a booking's submit), the menu's "on submit" required-field
 * rules (`submitEntries`): the server checks those at that action too.
 */
export function formActionRules(block: FormBlock, actions: readonly PageAction[] | undefined, schema: EntitySchema | null, submitEntries: readonly ReqItemEntry[] = []): RequiredForRule[] {
  const own = callsOf(block, actions).flatMap((a) => requiredForRules(schema, a.action!));
  const administered = own.length > 0 && schema ? appliedRules(schema, submitEntries).map((r) => r.field) : [];
  return administered.length > 0 ? [...own, { fields: administered }] : own;
}

/** The label key of the form's first action with rules (the legend names it). */
export function requiredForLabel(block: FormBlock, actions: readonly PageAction[] | undefined): string {
  const action = callsOf(block, actions)[0];
  return action?.label ?? 'renderer.action.call';
}

export interface Marks {
  fields: Set<string>;
  lineFields: Map<string, Set<string>>;
  /** Compared to tell a change of the marks from none. */
  key: string;
}

export function markedFields(rules: readonly RequiredForRule[], values: Record<string, unknown>): Marks {
  const { fields, lineFields } = requiredNow(rules, values);
  const key = JSON.stringify([[...fields].sort(), [...lineFields].map(([k, v]) => [k, [...v].sort()])]);
  return { fields, lineFields, key };
}

/** The built form with its marks in the uiSchema (none on a record that may not be changed: nothing is left to fill in). */
export function withMarks(built: FormSchemaResult, marks: Marks, editable: boolean): FormSchemaResult {
  if (marks.fields.size === 0 || !editable) return built;
  const uiSchema = { ...built.uiSchema } as Record<string, Record<string, unknown> | unknown>;
  for (const f of built.fields) {
    if (!marks.fields.has(f)) continue;
    const ui = { ...((uiSchema[f] as Record<string, unknown> | undefined) ?? {}) };
    const options: Record<string, unknown> = { ...((ui['ui:options'] as Record<string, unknown> | undefined) ?? {}), [REQUIRED_FOR_OPTION]: true };
    const columns = marks.lineFields.get(f);
    if (columns) options[REQUIRED_COLUMNS_OPTION] = [...columns];
    ui['ui:options'] = options;
    uiSchema[f] = ui;
  }
  return { ...built, uiSchema };
}
