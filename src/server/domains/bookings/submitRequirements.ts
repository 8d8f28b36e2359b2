// What a booking must hold to be submitted, per mode (DOMAIN.md), on top of what the menu's
// required-field rules of the mode's form ask. A draft may leave any of it empty.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntityRecord } from '../../resources/records';
import type { BookingMode } from './bookingNumber';

const COMMON = ['shipper', 'consignee', 'pol', 'pod', 'etd', 'incoterm'];

export const REQUIRED_ON_SUBMIT: Record<BookingMode, string[]> = {
  SEA: [...COMMON, 'loadType', 'receiptDeliveryType', 'transportDocumentType'],
  RAIL: [...COMMON, 'trainDate'],
  AIR: [...COMMON],
  TRUCK: [...COMMON, 'truckLoad', 'pickAddress', 'deliveryAddress', 'pickupFrom', 'pickupTo'],
};

/** The form (menu) of each mode: its required-field rules apply at submission. */
export const FORM_MENU: Record<BookingMode, string> = { SEA: 'seaBooking', RAIL: 'railBooking', AIR: 'airBooking', TRUCK: 'truckBooking' };

const CARGO_FIELDS = ['description', 'hsCode', 'packageCount', 'packageCode', 'grossKg'];
const PIECE_FIELDS = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'];

function linesComplete(record: EntityRecord, collection: string, fields: string[], language: Language): FieldError[] {
  const lines = Array.isArray(record[collection]) ? (record[collection] as EntityRecord[]) : [];
  if (lines.length === 0) return [{ field: `/${collection}`, message: translate(language, 'booking.linesMissing', { field: collection }) }];
  return lines.flatMap((line, i) =>
    fields.filter((f) => line[f] === undefined || line[f] === null || line[f] === '').map((f) => ({ field: `/${collection}/${i}/${f}`, message: translate(language, 'booking.lineFieldMissing', { line: i + 1, field: f }) })),
  );
}

/** Lines and mode-dependent fields the schema's `required` cannot express. */
export function submitLineErrors(record: EntityRecord, language: Language): FieldError[] {
  const mode = record.mode as BookingMode;
  const errors = linesComplete(record, 'cargoLines', CARGO_FIELDS, language);
  if (mode === 'AIR') errors.push(...linesComplete(record, 'pieces', PIECE_FIELDS, language));
  if (mode === 'SEA' && record.loadType === 'FCL') errors.push(...linesComplete(record, 'equipment', ['isoCode', 'units'], language));
  const required = (field: string) => ({ field: `/${field}`, message: translate(language, 'validation.required', { field }) });
  if (mode === 'TRUCK' && record.truckLoad === 'FTL' && !record.vehicleType) errors.push(required('vehicleType'));
  if (mode === 'TRUCK' && record.truckLoad === 'LTL' && record.loadingMetres === undefined) errors.push(required('loadingMetres'));
  if (mode === 'TRUCK' && typeof record.pickupFrom === 'string' && typeof record.pickupTo === 'string' && Date.parse(record.pickupTo) <= Date.parse(record.pickupFrom))
    errors.push({ field: '/pickupTo', message: translate(language, 'booking.windowOrder') });
  return errors;
}
