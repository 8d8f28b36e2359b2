// What a shipment event must satisfy beyond its schema (whose containerNo declares its ISO 6346 check
// digit, verified by the engine): a real IANA time zone, no air or rail code on another mode, a place.
import type { Language } from '../../../shared/constants';
import { containerNumberProblem, iso6346CheckDigit } from '../../../shared/tracking/iso6346';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntityRecord } from '../../resources/types';

const AIR_TYPES = new Set(['BKD', 'RCS', 'MAN', 'DEP', 'ARR', 'RCF', 'NFD', 'DLV']);
const RAIL_TYPES = new Set(['RDEP', 'BRDR', 'RARR']);

/** Whether the runtime's time-zone database knows `zone` (what the browser will format with). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The container number's own error, in the user's language, or null. */
export function containerNumberError(language: Language, value: string): string | null {
  const problem = containerNumberProblem(value);
  if (problem === null) return null;
  if (problem === 'format') return translate(language, 'tracking.containerFormat', { value });
  return translate(language, 'checkDigit.iso6346', { value, expected: iso6346CheckDigit(value.slice(0, 10)) });
}

export function checkShipmentEvent(record: EntityRecord, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  const text = (name: string) => (typeof record[name] === 'string' && record[name] !== '' ? (record[name] as string) : undefined);
  const zone = text('timeZone');
  if (zone && !isTimeZone(zone)) errors.push({ field: '/timeZone', message: translate(language, 'tracking.badTimeZone', { value: zone }) });
  const type = text('eventType');
  const mode = text('mode');
  if (type && mode && ((AIR_TYPES.has(type) && mode !== 'AIR') || (RAIL_TYPES.has(type) && mode !== 'RAIL'))) {
    errors.push({ field: '/eventType', message: translate(language, 'tracking.typeNotForMode', { type, mode }) });
  }
  if (!text('location') && !text('placeName')) errors.push({ field: '/location', message: translate(language, 'tracking.placeRequired') });
  return errors;
}

/** A port call's zone is checked as an event's. */
export function checkVoyageCall(record: EntityRecord, language: Language): FieldError[] {
  const zone = typeof record.timeZone === 'string' ? record.timeZone : undefined;
  return zone && !isTimeZone(zone) ? [{ field: '/timeZone', message: translate(language, 'tracking.badTimeZone', { value: zone }) }] : [];
}
