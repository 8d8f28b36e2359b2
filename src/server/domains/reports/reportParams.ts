// A report's parameter values as the database receives them: text, each checked against its kind
// (an exact decimal, a calendar date) and bound as $n — the SQL text never contains them.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';

export interface ParamDef {
  name: string;
  kind: 'string' | 'number' | 'date';
  title?: string | null;
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The values in the order of `params` ($1 first); a missing or bad value is an error on its name. */
export function bindValues(params: ParamDef[], given: Record<string, unknown>, language: Language): { values: string[]; errors: FieldError[] } {
  const values: string[] = [];
  const errors: FieldError[] = [];
  for (const p of params) {
    const raw = given[p.name];
    const label = p.title || p.name;
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (text === '') errors.push({ field: `/values/${p.name}`, message: translate(language, 'report.paramMissing', { name: label }) });
    else if (text.length > 500) errors.push({ field: `/values/${p.name}`, message: translate(language, 'report.paramTooLong', { name: label }) });
    else if (p.kind === 'number' && !DECIMAL.test(text)) errors.push({ field: `/values/${p.name}`, message: translate(language, 'report.paramNotNumber', { name: label }) });
    else if (p.kind === 'date' && !isCalendarDate(text)) errors.push({ field: `/values/${p.name}`, message: translate(language, 'report.paramNotDate', { name: label }) });
    values.push(text);
  }
  return { values, errors };
}
