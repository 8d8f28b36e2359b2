// Cell validation of the grid (SPEC §5): required, min, max, pattern, number/array type and named
// custom validators. Returns the messages (i18n keys with values) of every rule the value breaks.
import type { CellRule } from '../../../shared/page/pageSchema';
import { cellValidator } from './cellValidators';

export interface CellMessage {
  key: string;
  values: Record<string, string | number>;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Length for strings and arrays, the value itself for numbers: what min and max compare. */
function measure(v: unknown): number | null {
  if (typeof v === 'string' && toNumber(v) === null) return v.length;
  if (Array.isArray(v)) return v.length;
  return toNumber(v);
}

export function validateCell(value: unknown, rules: readonly CellRule[] | undefined, row: Record<string, unknown>): CellMessage[] {
  if (!rules || rules.length === 0) return [];
  const out: CellMessage[] = [];
  const fail = (rule: CellRule, key: string, values: Record<string, string | number> = {}) => out.push({ key: rule.message ?? key, values });
  for (const rule of rules) {
    if (rule.kind === 'required') {
      if (isEmpty(value)) fail(rule, 'grid.validation.required');
      continue;
    }
    // Other rules judge only values that are there; emptiness is `required`'s business.
    if (isEmpty(value)) continue;
    switch (rule.kind) {
      case 'min': {
        const m = measure(value);
        if (m === null || m < rule.value) fail(rule, 'grid.validation.min', { limit: rule.value });
        break;
      }
      case 'max': {
        const m = measure(value);
        if (m === null || m > rule.value) fail(rule, 'grid.validation.max', { limit: rule.value });
        break;
      }
      case 'pattern': {
        let re: RegExp | null = null;
        try {
          re = new RegExp(rule.value);
        } catch {
          re = null;
        }
        if (!re?.test(String(value))) fail(rule, 'grid.validation.pattern');
        break;
      }
      case 'type':
        if (rule.value === 'number' && toNumber(value) === null) fail(rule, 'grid.validation.number');
        if (rule.value === 'array' && !Array.isArray(value)) fail(rule, 'grid.validation.array');
        break;
      case 'custom': {
        const check = cellValidator(rule.value);
        if (!check?.(value, row)) fail(rule, 'grid.validation.custom');
        break;
      }
    }
  }
  return out;
}
