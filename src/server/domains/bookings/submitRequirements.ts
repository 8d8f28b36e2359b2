// What a booking must hold to be submitted: the entity's own rule set (`@requiredFor` submit on the
// booking, which the booking forms mark before the user tries) on top of what the menu's
// required-field rules of the mode's form ask, each missing value named by its label in the user's
// language (resources/requiredForErrors.ts); and a truck's pickup window in order. A draft may leave
// any of it empty.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntitySchema } from '../../resources/entityFields';
import { requiredForErrors } from '../../resources/requiredForErrors';
import type { BookingMode } from './bookingNumber';
import type { EntityRecord, HookContext, HookError, ResourceDef } from '../../resources/types';
import { loadMenuRules } from '../../requiredConfig/load';
import { validateWrite } from '../../resources/writeValidation';
import { writablePart } from '../../resources/records';
import { screenOfRecord } from '../../../shared/menus/menuTree';

/**
 * The form (menu) of a booking of this mode, as its page file says (menu.edits): its "on submit" required-field
 * rules apply at submission, its "on every save" ones at every save too. None: no rules.
 */
export const formMenuOf = (mode: BookingMode): string | undefined => screenOfRecord('edits', 'booking', { mode });

export function submitErrors(schema: EntitySchema, record: EntityRecord, language: Language): FieldError[] {
  const errors = requiredForErrors(schema, 'submit', record, language);
  if (record.mode === 'TRUCK' && typeof record.pickupFrom === 'string' && typeof record.pickupTo === 'string' && Date.parse(record.pickupTo) <= Date.parse(record.pickupFrom))
    errors.push({ field: '/pickupTo', message: translate(language, 'booking.windowOrder') });
  return errors;
}

/**
 * What the "on every save" rules of the booking's form (its mode's menu) find missing in a save (create or
 * update: the stored record with the change), as field errors with each rule's hint.
 */
export async function formSaveRuleErrors(def: ResourceDef, record: EntityRecord, { db, language }: HookContext, stored?: EntityRecord): Promise<HookError[]> {
  const mode = (record.mode ?? stored?.mode) as BookingMode | undefined;
  const menu = mode ? formMenuOf(mode) : undefined;
  if (!menu) return [];
  const rules = await loadMenuRules(db, menu, 'save');
  if (rules.length === 0) return [];
  return validateWrite({ name: `booking.save.${mode}`, schema: def.schema }, writablePart(def, { ...(stored ?? {}), ...record }), rules, language);
}
