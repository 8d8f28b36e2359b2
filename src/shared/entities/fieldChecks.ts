// Checks a field declares (`@fieldCheck <name>` on an entity field, `x-fieldCheck` in its schema) beyond
// what JSON Schema can say, run alike by the forms (errors on submit, warnings under the field as it is
// typed) and by the engine on every write (errors refused as 10002 on the field; warnings never stop a
// write), with messages in the user's language.
import type { Language } from '../constants';
import { splitVins, vinProblem, vinProblemSeverity } from '../vin/vinCheck';
import { vinMessage } from '../vin/vinMessages';
import type { EntityPropertySchema } from './entitySchema';

export const FIELD_CHECK_KEYWORD = 'x-fieldCheck';

export interface FieldFinding {
  severity: 'error' | 'warning';
  message: string;
}

type FieldCheck = (value: string, language: Language) => FieldFinding[];

const vinFindings = (vins: string[], language: Language, strict: boolean): FieldFinding[] =>
  vins.flatMap((vin) => {
    const problem = vinProblem(vin);
    return problem ? [{ severity: vinProblemSeverity(problem, strict), message: vinMessage(language, vin, problem) }] : [];
  });

export const FIELD_CHECKS = {
  /** One ISO 3779 VIN, the North American check digit included (a vehicle's own record). */
  vin: (value, language) => vinFindings([value], language, true),
  /** VINs separated by commas or spaces (a booking's vehicles): a wrong check digit is a warning. */
  vinList: (value, language) => vinFindings(splitVins(value), language, false),
} satisfies Record<string, FieldCheck>;

export type FieldCheckName = keyof typeof FIELD_CHECKS;

/** What the field's check finds in the value; none for a field without one, or an empty value. */
export function fieldFindings(prop: EntityPropertySchema | undefined, value: unknown, language: Language): FieldFinding[] {
  const name = prop?.[FIELD_CHECK_KEYWORD];
  if (typeof name !== 'string' || typeof value !== 'string' || value.trim() === '') return [];
  const check = (FIELD_CHECKS as Record<string, FieldCheck>)[name];
  if (!check) throw new Error(`unknown field check ${name}`);
  return check(value, language);
}
