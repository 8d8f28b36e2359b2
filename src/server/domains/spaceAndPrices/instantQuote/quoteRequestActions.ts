// The forwarder's answer to a quote request (the quoteRequest resource, administrators): a lane no price
// list covers, priced by hand. `POST quoteRequest/answer` turns the customer's saved quote QUOTED with the
// mode, carrier, places, all-in total and a validity, so the customer books it from My quotes at that price
// (bookingHooks holds a booking to it as to any quote). Any company's request, by id; one answer each.
import { type Kysely, sql } from 'kysely';
import { addCalendarDays, todayInChina } from '../../../../shared/format/zonedTime';
import { Exact } from '../../../../shared/freight/exactDecimal';
import { invalidInput, notFound } from '../../../http/apiError';
import type { FieldError } from '../../../../shared/wire/envelope';
import { translate } from '../../../i18n/translate';
import { rowToRecord } from '../../../resources/records';
import { selectByIds } from '../../../resources/rowStore';
import { ROW_ID } from '../../../resources/columnBounds';
import type { ResourceAction } from '../../../resources/types';

/** An answer holds its price for at most this many days: long enough to book, short enough to stay true. */
export const ANSWER_VALID_DAYS_MAX = 90;
const MAX_TOTAL = Exact.of('1000000000')!;
const LOCODE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' };

export interface Answer {
  id: number;
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  carrier?: string;
  pol?: string;
  pod?: string;
  total: number | string;
  currency: string;
  transitDays?: number;
  validTo: string;
  note?: string;
}

const PAYLOAD = {
  type: 'object',
  properties: {
    id: ROW_ID,
    mode: { type: 'string', enum: ['SEA', 'RAIL', 'AIR', 'TRUCK'] },
    carrier: { type: 'string', maxLength: 10 },
    pol: LOCODE,
    pod: LOCODE,
    total: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    transitDays: { type: 'integer', minimum: 0, maximum: 1000 },
    validTo: { type: 'string', format: 'date' },
    note: { type: 'string', maxLength: 500 },
  },
  required: ['id', 'mode', 'total', 'currency', 'validTo'],
  additionalProperties: false,
};

/** How the answer books: containers as FCL (sea, rail) or a full truck, other cargo as LCL or part loads; air as air. */
function loadTypeOf(mode: Answer['mode'], cargo: string): string {
  const byContainer = Array.isArray((JSON.parse(cargo) as { containers?: unknown }).containers);
  if (mode === 'AIR') return 'AIR';
  if (mode === 'TRUCK') return byContainer ? 'FTL' : 'LTL';
  return byContainer ? 'FCL' : 'LCL';
}

/**
 * Writes a checked answer to request `a.id` (locked): QUOTED at the total, one all-in line, the validity and
 * note; 'missing' or 'answered' (a request answers once) write nothing. The demo seed answers through it too.
 */
export async function storeAnswer<DB>(db: Kysely<DB>, a: Answer, total: Exact): Promise<'stored' | 'missing' | 'answered'> {
  const { rows } = await sql<{ status: string; cargo: string }>`SELECT status, cargo FROM saved_quotes WHERE id = ${a.id} FOR UPDATE`.execute(db);
  if (!rows[0]) return 'missing';
  if (rows[0].status !== 'REQUESTED') return 'answered';
  const amount = total.toFixed(2);
  const lines = [{ code: 'ALL_IN', name: 'All-in', quantity: '1', unit: 'shipment', rate: amount, amount, basis: 'forwarder' }];
  await sql`UPDATE saved_quotes SET status = 'QUOTED', mode = ${a.mode}, load_type = ${loadTypeOf(a.mode, rows[0].cargo)}, carrier = ${a.carrier || null},
      pol = ${a.pol ?? null}, pod = ${a.pod ?? null}, total = ${amount}, currency = ${a.currency}, lines = ${JSON.stringify(lines)},
      transit_days = ${a.transitDays ?? null}, valid_to = ${a.validTo}, forwarder_note = ${a.note?.trim() || null}, answered_at = now(),
      version = version + 1, updated_at = now()
    WHERE id = ${a.id}`.execute(db);
  return 'stored';
}

export const answerQuoteRequest: ResourceAction = {
  name: 'answer',
  summary:
    'Answer a quote request with a price: mode, carrier, ports, the all-in total and currency, transit days and the last day it books at that price (at most 90 days on); the customer\'s quote becomes QUOTED (data: {"id","mode","total","currency","validTo","carrier"?,"pol"?,"pod"?,"transitDays"?,"note"?})',
  answer: { record: true },
  payloadSchema: PAYLOAD,
  async run({ db, def, language }, payload) {
    const a = payload as Answer;
    const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
    const errors: FieldError[] = [];
    const total = Exact.of(a.total);
    if (!total || !total.isPositive() || total.cmp(MAX_TOTAL) > 0 || total.round(2).cmp(total) !== 0) errors.push({ field: '/total', message: t('quoteRequest.badTotal') });
    const today = todayInChina();
    const latest = addCalendarDays(today, ANSWER_VALID_DAYS_MAX);
    if (a.validTo < today || a.validTo > latest) errors.push({ field: '/validTo', message: t('quoteRequest.badValidTo', { today, latest }) });
    // Known and in use: a place or carrier taken out of use (active false) no longer answers a request.
    const places = [a.pol, a.pod].filter((p): p is string => !!p);
    const known = places.length ? (await sql<{ un_locode: string }>`SELECT un_locode FROM locations WHERE un_locode IN (${sql.join(places)}) AND active IS NOT FALSE`.execute(db)).rows.map((r) => r.un_locode) : [];
    for (const field of ['pol', 'pod'] as const) {
      if (a[field] && !known.includes(a[field]!)) errors.push({ field: `/${field}`, message: t('quote.unknownLocation', { value: a[field]! }) });
    }
    if (a.carrier && !(await sql`SELECT 1 FROM carriers WHERE code = ${a.carrier} AND active IS NOT FALSE`.execute(db)).rows.length) errors.push({ field: '/carrier', message: t('quoteRequest.unknownCarrier', { value: a.carrier }) });
    if (errors.length) throw invalidInput(errors, 'quoteRequest.refused');

    const outcome = await storeAnswer(db, a, total!);
    if (outcome === 'missing') throw notFound();
    if (outcome === 'answered') throw invalidInput([{ field: '/id', message: t('quoteRequest.answered') }], 'quoteRequest.answered');
    const [row] = await selectByIds(db, def, { customerId: null }, [a.id]);
    if (!row) throw notFound();
    return rowToRecord(def, row);
  },
};
