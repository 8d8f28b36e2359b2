// The cargo of a quote request, read from the payload into exact values. Every line is checked:
// a count, size or weight that is missing, zero, negative or not a number is refused with a message
// naming the line and the measure, in the request's language; nothing is guessed.
import type { Language } from '../../../../shared/constants';
import type { FieldError } from '../../../../shared/wire/envelope';
import { translate } from '../../../i18n/translate';
import type { CargoMeasures, PieceLine } from '../../../../shared/freight/cargoMeasures';
import { Exact } from '../../../../shared/freight/exactDecimal';
import bookingSchema from '../../../../../schemas/entities/booking.schema.json';
import { CONTAINER_TYPES, type ContainerLine, type ContainerType } from './fclQuote';

const NUMBER = { type: ['number', 'string'], maxLength: 20 };
/** A full trailer's loading metres: the most a truck booking takes (its loadingMetres field), so no quote goes beyond what can be booked. */
const TRAILER_LOADING_METRES = Exact.of(String((bookingSchema.properties.loadingMetres as { maximum: number }).maximum))!;
const COUNT = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 };

/** The cargo part of the quote payload's JSON Schema (values are checked by `readCargo`). */
export const CARGO_PROPERTIES = {
  containers: {
    type: 'array',
    maxItems: 20,
    items: { type: 'object', properties: { type: { type: 'string', maxLength: 10 }, count: COUNT }, required: ['type', 'count'], additionalProperties: false },
  },
  pieces: {
    type: 'array',
    maxItems: 200,
    items: {
      type: 'object',
      properties: { count: COUNT, lengthCm: NUMBER, widthCm: NUMBER, heightCm: NUMBER, weightKg: NUMBER },
      required: ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'],
      additionalProperties: false,
    },
  },
  loadingMetres: NUMBER,
  trucks: COUNT,
};

export interface CargoPayload {
  containers?: Array<{ type: string; count: number }>;
  pieces?: Array<{ count: number; lengthCm: number | string; widthCm: number | string; heightCm: number | string; weightKg: number | string }>;
  loadingMetres?: number | string;
  trucks?: number;
}

export interface Cargo {
  containers: ContainerLine[];
  pieces: PieceLine[];
  /** The totals when known without pieces (a booking's cargo lines: kg and m³); else measured from the pieces. */
  measures?: CargoMeasures;
  loadingMetres: Exact;
  trucks: number;
}

/** Largest measure accepted per piece: 100 m, 100 t. */
const MAX_MEASURE = Exact.int(100_000);

export function readCargo(payload: CargoPayload, language: Language, errors: FieldError[]): Cargo {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
  const positive = (value: unknown, field: string, line: number, what: string): Exact => {
    const exact = Exact.of(value);
    if (!exact || !exact.isPositive() || exact.cmp(MAX_MEASURE) > 0) {
      errors.push({ field, message: t('quote.notPositive', { line, what: t(`quote.measure.${what}`) }) });
      return Exact.int(1);
    }
    return exact;
  };
  const count = (value: number, field: string, line: number) => {
    if (!Number.isInteger(value) || value < 1 || value > 9999) errors.push({ field, message: t('quote.badCount', { line }) });
    return value;
  };
  const containers = (payload.containers ?? []).map((c, i) => {
    if (!(CONTAINER_TYPES as readonly string[]).includes(c.type)) errors.push({ field: `/containers/${i}/type`, message: t('quote.badContainerType', { line: i + 1, type: c.type, types: CONTAINER_TYPES.join(', ') }) });
    return { type: c.type as ContainerType, count: count(c.count, `/containers/${i}/count`, i + 1) };
  });
  const pieces = (payload.pieces ?? []).map((p, i) => ({
    count: count(p.count, `/pieces/${i}/count`, i + 1),
    lengthCm: positive(p.lengthCm, `/pieces/${i}/lengthCm`, i + 1, 'length'),
    widthCm: positive(p.widthCm, `/pieces/${i}/widthCm`, i + 1, 'width'),
    heightCm: positive(p.heightCm, `/pieces/${i}/heightCm`, i + 1, 'height'),
    weightKg: positive(p.weightKg, `/pieces/${i}/weightKg`, i + 1, 'weight'),
  }));
  let loadingMetres = Exact.ZERO;
  if (payload.loadingMetres !== undefined) {
    const ldm = Exact.of(payload.loadingMetres);
    if (!ldm || !ldm.isPositive() || ldm.cmp(TRAILER_LOADING_METRES) > 0) errors.push({ field: '/loadingMetres', message: t('quote.badLoadingMetres') });
    else loadingMetres = ldm;
  }
  const trucks = payload.trucks === undefined ? 1 : payload.trucks;
  if (!Number.isInteger(trucks) || trucks < 1 || trucks > 99) errors.push({ field: '/trucks', message: t('quote.badTrucks') });
  return { containers, pieces, loadingMetres, trucks };
}
