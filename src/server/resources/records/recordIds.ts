// Record ids as a call names them: one positive int4, or a JSON array of them (a delete, a selected export).
import { MAX_PAGE_SIZE } from '../../../shared/wire/resourceContract';
import type { Language } from '../../../shared/constants';
import { invalidInput } from '../../http/apiError';
import { INT4_MAX } from '../columnBounds';
import { engineMessage } from '../messages';
import type { ResourceDef } from '../types';

/** Ids one delete or selected export may name. */
export const MAX_IDS = MAX_PAGE_SIZE;

export const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX ? n : null;
};

/** The distinct ids of a JSON array text; refused naming the element that is wrong. */
export function parseIds(raw: unknown, def: ResourceDef, language: Language): number[] {
  // The spec's wire names the element that is wrong (`/ids/0`).
  const bad = (index?: number) => invalidInput([{ field: def.specWire && index !== undefined ? `/ids/${index}` : 'ids', message: engineMessage(language, 'badIds') }]);
  if (typeof raw !== 'string') throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_IDS) throw bad();
  const ids = parsed.map(positiveInt);
  if (ids.some((id) => id === null)) throw bad(ids.indexOf(null));
  return [...new Set(ids as number[])];
}
