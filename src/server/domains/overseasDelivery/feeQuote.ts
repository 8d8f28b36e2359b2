// `POST deliveryFee/quote`: the delivery fee of a shipment to a destination, computed on the server
// from the fee table in exact decimals. The destination is a fulfilment-centre code or a zone: a
// centre's own fees win over its zone's. Each fee of the destination whose basis the cargo has
// (cartons, pallets, kg, m³) gives a charge line, quantity × rate rounded to cents half away from zero,
// raised to the fee's minimum; the total is their sum. A quote changes nothing (a reading action).
import { sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { invalidInput } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { Exact } from '../../../shared/freight/exactDecimal';
import type { ResourceAction } from '../../resources/types';
import { arrayOf, exactObject, TEXT } from '../../http/answerSchemas';

type Basis = 'CARTON' | 'PALLET' | 'KG' | 'CBM';
/** The payload field giving the quantity of each basis. */
const QUANTITY_FIELD: Record<Basis, 'cartons' | 'pallets' | 'kg' | 'cbm'> = { CARTON: 'cartons', PALLET: 'pallets', KG: 'kg', CBM: 'cbm' };
const DECIMAL = { anyOf: [{ type: 'number', minimum: 0, maximum: 100_000_000 }, { type: 'string', maxLength: 20 }] };

export interface FeeRow {
  feeNo: string;
  basis: Basis;
  rate: string;
  minimum: string | null;
  currency: string;
  description: string | null;
}

export interface FeeLine {
  feeNo: string;
  basis: Basis;
  quantity: Exact;
  rate: Exact;
  amount: Exact;
  minimumApplied: boolean;
}

/** The charge lines of the rows whose basis has a positive quantity, and their total. */
export function feeLines(rows: FeeRow[], quantities: Partial<Record<Basis, Exact>>): { lines: FeeLine[]; total: Exact } {
  const lines: FeeLine[] = [];
  for (const row of rows) {
    const quantity = quantities[row.basis];
    if (!quantity?.isPositive()) continue;
    const rate = Exact.of(row.rate)!;
    const charged = quantity.times(rate).round(2);
    const minimum = row.minimum === null ? null : Exact.of(row.minimum)!.round(2);
    const raised = minimum !== null && charged.cmp(minimum) < 0;
    lines.push({ feeNo: row.feeNo, basis: row.basis, quantity, rate, amount: raised ? minimum : charged, minimumApplied: raised });
  }
  return { lines, total: lines.reduce((sum, l) => sum.plus(l.amount), Exact.ZERO) };
}

interface Payload {
  destination: string;
  cartons?: number | string;
  pallets?: number | string;
  kg?: number | string;
  cbm?: number | string;
}

function readQuantities(payload: Payload, language: Language, errors: FieldError[]): Partial<Record<Basis, Exact>> {
  const out: Partial<Record<Basis, Exact>> = {};
  for (const [basis, field] of Object.entries(QUANTITY_FIELD) as Array<[Basis, keyof Payload]>) {
    const raw = payload[field];
    if (raw === undefined || raw === '') continue;
    const value = Exact.of(raw);
    if (!value || value.cmp(Exact.ZERO) < 0 || value.cmp(Exact.int(100_000_000)) > 0) errors.push({ field: `/${field}`, message: translate(language, 'feeQuote.badQuantity', { value: String(raw) }) });
    else out[basis] = value;
  }
  return out;
}

const AMOUNT = { type: 'string', description: 'exact decimal' };
/** The quote as answered: each fee line in words and numbers, the total (also under the amount column). */
const FEE_QUOTE = exactObject({
  destination: TEXT,
  currency: TEXT,
  lines: arrayOf(exactObject({ feeNo: TEXT, item: TEXT, basis: TEXT, quantity: AMOUNT, rate: AMOUNT, amount: AMOUNT, currency: TEXT })),
  total: AMOUNT,
  totals: exactObject({ amount: AMOUNT }),
});

export const feeQuoteAction: ResourceAction = {
  name: 'quote',
  answer: { schema: FEE_QUOTE },
  summary: 'Delivery fee to a fulfilment centre or zone (data: {"destination","cartons"?,"pallets"?,"kg"?,"cbm"?}); charge lines and total in the fee\'s currency',
  reads: true,
  payloadSchema: {
    type: 'object',
    properties: { destination: { type: 'string', minLength: 1, maxLength: 20 }, cartons: DECIMAL, pallets: DECIMAL, kg: DECIMAL, cbm: DECIMAL },
    required: ['destination'],
    additionalProperties: false,
  },
  async run({ db, language }, raw) {
    const payload = raw as Payload;
    const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
    const destination = payload.destination.trim().toUpperCase();
    const errors: FieldError[] = [];
    const quantities = readQuantities(payload, language, errors);
    const { rows: all } = await sql<FeeRow & { byCentre: boolean }>`SELECT fee_no AS "feeNo", basis, rate::text AS rate, minimum::text AS minimum, currency, description,
        (fulfilment_centre = ${destination}) AS "byCentre"
      FROM delivery_fees WHERE fulfilment_centre = ${destination} OR zone = ${destination} ORDER BY fee_no`.execute(db);
    // A centre's own fees replace its zone's.
    const rows = all.some((r) => r.byCentre) ? all.filter((r) => r.byCentre) : all;
    if (rows.length === 0) errors.push({ field: '/destination', message: t('feeQuote.noFee', { destination }) });
    const currencies = [...new Set(rows.map((r) => r.currency))];
    if (currencies.length > 1) errors.push({ field: '/destination', message: t('feeQuote.mixedCurrency', { destination, currencies: currencies.join(', ') }) });
    if (errors.length) throw invalidInput(errors, 'feeQuote.refused');
    const { lines, total } = feeLines(rows, quantities);
    if (lines.length === 0) {
      const bases = [...new Set(rows.map((r) => r.basis))];
      const names = bases.map((b) => t(`feeQuote.basis.${b}`)).join(', ');
      throw invalidInput(bases.map((b) => ({ field: `/${QUANTITY_FIELD[b]}`, message: t('feeQuote.needQuantity', { destination, bases: names }) })), 'feeQuote.refused');
    }
    const currency = currencies[0];
    return {
      destination,
      currency,
      lines: lines.map((l) => ({
        feeNo: l.feeNo,
        item: `${t(`feeQuote.basis.${l.basis}`)}${rows.find((r) => r.feeNo === l.feeNo)?.description ? ` — ${rows.find((r) => r.feeNo === l.feeNo)!.description}` : ''}`,
        basis: `${l.quantity.toFixed()} × ${l.rate.toFixed(2)}${l.minimumApplied ? ` (${t('quote.minimum')})` : ''}`,
        quantity: l.quantity.toFixed(),
        rate: l.rate.toFixed(2),
        amount: l.amount.toFixed(2),
        currency,
      })),
      total: total.toFixed(2),
      totals: { amount: total.toFixed(2) },
    };
  },
};
