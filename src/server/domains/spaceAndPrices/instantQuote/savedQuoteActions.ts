// The instant quote's calls on `savedQuote` (issue 48):
//   POST savedQuote/search       the offers of every mode for a lane, date and cargo (a reading action);
//   POST savedQuote/save         one offer kept as a quote: number, inputs, the offer, validity;
//   POST savedQuote/requestQuote a lane no price covers, asked of the forwarder (a quote without a price).
// The price is always the server's: `save` names the offer by its key and prices it again from the search.
import { type Kysely, sql } from 'kysely';
import { chinaDay } from '../../bookings/bookingNumber';
import { addCalendarDays, todayInChina } from '../../../../shared/format/zonedTime';
import { Exact } from '../../../../shared/freight/exactDecimal';
import type { Database } from '../../../db/schema';
import { invalidInput } from '../../../http/apiError';
import { arrayOf, exactObject, INTEGER, orNull, TEXT } from '../../../http/answerSchemas';
import { translate } from '../../../i18n/translate';
import type { ResourceAction, ResourceDef, Scope } from '../../../resources/types';
import { type Offer, offerByKey, readSearch, SEARCH_PROPERTIES, type Search, type SearchPayload, searchOffers } from './offers';

/** A quote books at its price for 7 days at most (or until its price's valid-to, when sooner). */
export const QUOTE_VALID_DAYS = 7;

const DECIMAL = { type: 'string', description: 'exact decimal' };
const LINE = exactObject({ code: TEXT, name: TEXT, quantity: DECIMAL, unit: TEXT, rate: DECIMAL, amount: DECIMAL, basis: TEXT, note: TEXT }, ['code', 'name', 'quantity', 'unit', 'rate', 'amount', 'basis']);
const OFFER = exactObject({
  offerKey: TEXT,
  mode: TEXT,
  loadType: TEXT,
  priceList: TEXT,
  priceId: INTEGER,
  priceNo: orNull(TEXT),
  carrier: orNull(TEXT),
  pol: orNull(TEXT),
  pod: orNull(TEXT),
  borderCrossing: orNull(TEXT),
  currency: orNull(TEXT),
  total: DECIMAL,
  lines: arrayOf(LINE),
  chargeableQuantity: DECIMAL,
  chargeableUnit: TEXT,
  chargeRule: TEXT,
  chargeable: TEXT,
  transitDays: orNull({ type: 'number' }),
  validTo: orNull(TEXT),
  departures: arrayOf(exactObject({ departureNo: TEXT, etd: TEXT, cutoff: orNull(TEXT), transport: orNull(TEXT) })),
  nextDeparture: orNull(TEXT),
  distanceKm: orNull(DECIMAL),
  co2eKg: orNull(DECIMAL),
  co2eMethod: TEXT,
  chosenCurrency: orNull(TEXT),
  chosenTotal: orNull(DECIMAL),
  rateNote: orNull(TEXT),
  search: { type: 'object', description: 'the search as sent (what `save` takes back with the offer key)' },
});

const SEARCH_SCHEMA = { type: 'object', properties: SEARCH_PROPERTIES, additionalProperties: false };

type Lists = () => ReadonlyMap<string, ResourceDef>;

/** The customer company of the call: quotes are a company's own. */
function companyOf(scope: Scope): number {
  if (scope.customerId === null) throw new Error('a saved quote belongs to a customer company');
  return scope.customerId;
}

/** QT + China date + a four-digit sequence of the day, from the numbers' locked counter row. */
async function allocateQuoteNo(db: Kysely<Database>, now = new Date()): Promise<string> {
  const prefix = `QT${chinaDay(now)}`;
  const { rows } = await sql<{ last_value: number }>`INSERT INTO booking_number_counters (prefix, last_value) VALUES (${prefix}, 1)
    ON CONFLICT (prefix) DO UPDATE SET last_value = booking_number_counters.last_value + 1 RETURNING last_value`.execute(db);
  return `${prefix}${String(Number(rows[0].last_value)).padStart(4, '0')}`;
}


/** What a search's cargo is kept as (JSON text): the cargo as given. */
const cargoText = (search: Search) =>
  JSON.stringify(Object.fromEntries(Object.entries({ containers: search.echo.containers, pieces: search.echo.pieces, grossKg: search.echo.grossKg, cbm: search.echo.cbm }).filter(([, v]) => v !== undefined)));

/**
 * Keeps a quote of the company: the offer as priced (QUOTED, valid to its price's valid-to or 7 days after
 * today, whichever is first), or none (REQUESTED: a lane no price covers, for the forwarder).
 */
export async function storeQuote(db: Kysely<Database>, customerId: number, userId: number, s: Search, offer: Offer | null, now = new Date()) {
  const quoteNo = await allocateQuoteNo(db, now);
  if (!offer) {
    const { rows } = await sql<{ id: number }>`INSERT INTO saved_quotes (customer_id, created_by, quote_no, status, origin, destination, ready_date, incoterm, cargo)
      VALUES (${customerId}, ${userId}, ${quoteNo}, 'REQUESTED', ${s.origin}, ${s.destination}, ${s.readyDate}, ${s.incoterm ?? null}, ${cargoText(s)})
      RETURNING id`.execute(db);
    return { id: Number(rows[0].id), quoteNo, validTo: null };
  }
  const week = addCalendarDays(todayInChina(now), QUOTE_VALID_DAYS);
  const validTo = offer.validTo && offer.validTo < week ? offer.validTo : week;
  const { rows } = await sql<{ id: number }>`INSERT INTO saved_quotes (customer_id, created_by, quote_no, status, origin, destination, ready_date, incoterm, cargo,
      mode, load_type, price_reference, carrier, pol, pod, border_crossing, total, currency, lines, chargeable, transit_days, co2e_kg, valid_to)
    VALUES (${customerId}, ${userId}, ${quoteNo}, 'QUOTED', ${s.origin}, ${s.destination}, ${s.readyDate}, ${s.incoterm ?? null}, ${cargoText(s)},
      ${offer.mode}, ${offer.loadType}, ${offer.priceNo}, ${offer.carrier}, ${offer.pol}, ${offer.pod}, ${offer.borderCrossing}, ${offer.total}, ${offer.currency},
      ${JSON.stringify(offer.lines)}, ${offer.chargeable}, ${offer.transitDays}, ${offer.co2eKg}, ${validTo})
    RETURNING id`.execute(db);
  return { id: Number(rows[0].id), quoteNo, validTo };
}

export function savedQuoteActions(lists: Lists): ResourceAction[] {
  const search: ResourceAction = {
    name: 'search',
    reads: true,
    withoutTransaction: true,
    summary: 'Instant quote: the offers of every mode and carrier whose price covers the lane and date, each priced by its mode\'s own quote rule (data: {"origin","destination","readyDate"?,"incoterm"?, "containers" | "pieces" | "grossKg"+"cbm", "modes"?, "sort"?})',
    payloadSchema: SEARCH_SCHEMA,
    answer: {
      schema: exactObject({
        count: INTEGER,
        origin: TEXT,
        destination: TEXT,
        readyDate: TEXT,
        sort: TEXT,
        notice: orNull(TEXT),
        offers: arrayOf(OFFER),
      }),
    },
    async run({ db, language }, payload) {
      const s = await readSearch(db, payload as SearchPayload, language);
      const offers = await searchOffers(db, lists(), s, language);
      return {
        count: offers.length,
        origin: s.origin,
        destination: s.destination,
        readyDate: s.readyDate,
        sort: s.sort,
        notice: offers.length ? null : translate(language, 'quoteSearch.noOffer', { origin: s.origin, destination: s.destination, date: s.readyDate }),
        offers: offers.map((o) => ({ ...o, search: s.echo })),
      };
    },
  };

  const QUOTE_ANSWER = exactObject({
    id: INTEGER,
    quoteNo: TEXT,
    status: TEXT,
    mode: orNull(TEXT),
    loadType: orNull(TEXT),
    priceReference: orNull(TEXT),
    carrier: orNull(TEXT),
    pol: orNull(TEXT),
    pod: orNull(TEXT),
    borderCrossing: orNull(TEXT),
    origin: TEXT,
    destination: TEXT,
    readyDate: TEXT,
    incoterm: orNull(TEXT),
    total: orNull(DECIMAL),
    currency: orNull(TEXT),
    validTo: orNull(TEXT),
    equipment: arrayOf(exactObject({ isoCode: TEXT, units: INTEGER })),
    pieces: arrayOf(exactObject({ count: INTEGER, lengthCm: DECIMAL, widthCm: DECIMAL, heightCm: DECIMAL, weightKg: DECIMAL })),
    cargoLines: arrayOf(exactObject({ grossKg: DECIMAL, cbm: DECIMAL })),
    truckLoad: orNull(TEXT),
  });

  /** The answer of save, requestQuote and bookingValues: the quote, and the values a booking form takes from it. */
  const answerOf = (id: number, quoteNo: string, s: Search, priced: Priced | null, validTo: string | null) => {
    const m = s.cargo.measures;
    return {
      id,
      quoteNo,
      status: priced ? 'QUOTED' : 'REQUESTED',
      mode: priced?.mode ?? null,
      loadType: priced ? (priced.mode === 'TRUCK' || priced.mode === 'AIR' ? null : priced.loadType) : null,
      priceReference: priced?.priceNo ?? null,
      carrier: priced?.carrier ?? null,
      pol: priced?.pol ?? null,
      pod: priced?.pod ?? null,
      borderCrossing: priced?.borderCrossing ?? null,
      origin: s.origin,
      destination: s.destination,
      readyDate: s.readyDate,
      incoterm: s.incoterm ?? null,
      total: priced?.total ?? null,
      currency: priced?.currency ?? null,
      validTo,
      equipment: s.cargo.containers.map((c) => ({ isoCode: c.type, units: c.count })),
      pieces: s.cargo.pieces.map((p) => ({ count: p.count, lengthCm: p.lengthCm.toFixed(), widthCm: p.widthCm.toFixed(), heightCm: p.heightCm.toFixed(), weightKg: p.weightKg.toFixed() })),
      // LCL and LTL book by their cargo lines' totals.
      cargoLines: s.cargoKind === 'containers' || !m ? [] : [{ grossKg: m.grossKg.toFixed(), cbm: m.cbm.toFixed() }],
      truckLoad: priced?.mode === 'TRUCK' ? priced.loadType : null,
    };
  };

  const save: ResourceAction = {
    name: 'save',
    summary: 'Keep one offer of a search as a quote: number, inputs, the offer priced again by the server, valid to its price\'s valid-to or 7 days, whichever is first (data: {"offer": offerKey, "search": the search})',
    payloadSchema: { type: 'object', properties: { offer: { type: 'string', maxLength: 40 }, search: SEARCH_SCHEMA }, required: ['offer', 'search'], additionalProperties: false },
    answer: { schema: QUOTE_ANSWER },
    async run({ db, scope, principal, language }, payload) {
      const { offer: key, search: given } = payload as { offer: string; search: SearchPayload };
      const s = await readSearch(db, given, language);
      const offer = await offerByKey(db, lists(), s, key, language);
      if (!offer) throw invalidInput([{ field: '/offer', message: translate(language, 'quoteSearch.offerGone') }], 'quoteSearch.offerGone');
      const { id, quoteNo, validTo } = await storeQuote(db, companyOf(scope), principal.userId, s, offer);
      return answerOf(id, quoteNo, s, offer, validTo);
    },
  };

  const requestQuote: ResourceAction = {
    name: 'requestQuote',
    summary: 'Ask the forwarder for a quote on a lane no price covers: kept as a quote REQUESTED, without a price (data: the search)',
    payloadSchema: SEARCH_SCHEMA,
    answer: { schema: QUOTE_ANSWER },
    async run({ db, scope, principal, language }, payload) {
      const s = await readSearch(db, payload as SearchPayload, language);
      const { id, quoteNo } = await storeQuote(db, companyOf(scope), principal.userId, s, null);
      return answerOf(id, quoteNo, s, null, null);
    },
  };

  const bookingValues: ResourceAction = {
    name: 'bookingValues',
    reads: true,
    withoutTransaction: true,
    summary: "A saved quote's values for a booking form, its price held (a quote of the company, priced and still valid; refused in the caller's language otherwise) (data: {\"quoteNo\"})",
    payloadSchema: { type: 'object', properties: { quoteNo: { type: 'string', minLength: 1, maxLength: 20 } }, required: ['quoteNo'], additionalProperties: false },
    answer: { schema: QUOTE_ANSWER },
    async run({ db, scope, language }, payload) {
      const { quoteNo } = payload as { quoteNo: string };
      const stored = await storedQuoteOf(db, companyOf(scope), quoteNo);
      const refusal = quoteRefusal(stored, quoteNo, undefined);
      if (!stored || refusal) throw invalidInput([{ field: '/quoteNo', message: translate(language, refusal!.key, refusal!.values) }], refusal!.key);
      // The inputs as kept, read again as a search: the same cargo the quote priced.
      const s = await readSearch(db, { origin: stored.origin, destination: stored.destination, readyDate: stored.readyDate, incoterm: stored.incoterm ?? undefined, ...(JSON.parse(stored.cargo) as SearchPayload) }, language);
      return answerOf(stored.id, stored.quoteNo, s, { ...stored, mode: stored.mode as Priced['mode'], total: exactTotal(stored) }, stored.validTo);
    },
  };

  return [search, save, requestQuote, bookingValues];
}

/** What a booking is priced by: an offer of a search, or a quote as kept. */
type Priced = Pick<Offer, 'mode' | 'loadType' | 'priceNo' | 'carrier' | 'pol' | 'pod' | 'borderCrossing' | 'total' | 'currency'>;

interface StoredQuote extends QuoteHold {
  id: number;
  origin: string;
  destination: string;
  readyDate: string;
  incoterm: string | null;
  cargo: string;
  loadType: Priced['loadType'];
  priceNo: string | null;
  carrier: string | null;
  pol: string | null;
  pod: string | null;
  borderCrossing: string | null;
}

/** The company's saved quote of that number with everything a booking takes from it, or null. */
async function storedQuoteOf(db: Kysely<Database>, customerId: number, quoteNo: string): Promise<StoredQuote | null> {
  const { rows } = await sql<StoredQuote>`SELECT id, quote_no AS "quoteNo", status, mode, total::text AS total, currency, price_reference AS "priceReference",
      valid_to::text AS "validTo", origin, destination, ready_date::text AS "readyDate", incoterm, cargo, load_type AS "loadType",
      price_reference AS "priceNo", carrier, pol, pod, border_crossing AS "borderCrossing"
    FROM saved_quotes WHERE customer_id = ${customerId} AND quote_no = ${quoteNo}`.execute(db);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** A saved quote as a booking is held to it. */
export interface QuoteHold {
  quoteNo: string;
  status: string;
  mode: string | null;
  total: string | null;
  currency: string | null;
  priceReference: string | null;
  validTo: string | null;
}

/** The company's saved quote of that number, or null (another company's is not found either). */
export async function savedQuoteOf<DB>(db: Kysely<DB>, customerId: number | null, quoteNo: string): Promise<QuoteHold | null> {
  if (customerId === null) return null;
  const { rows } = await sql<QuoteHold>`SELECT quote_no AS "quoteNo", status, mode, total::text AS total, currency, price_reference AS "priceReference", valid_to::text AS "validTo"
    FROM saved_quotes WHERE customer_id = ${customerId} AND quote_no = ${quoteNo}`.execute(db);
  return rows[0] ?? null;
}

/** Why a booking may not be held to this quote on `today` (a message key and its values), or null when it may. */
export function quoteRefusal(quote: QuoteHold | null, quoteNo: string, mode: unknown, today = todayInChina()): { key: string; values: Record<string, string> } | null {
  if (!quote) return { key: 'savedQuote.unknown', values: { quoteNo } };
  if (quote.status !== 'QUOTED' || quote.total === null) return { key: 'savedQuote.notPriced', values: { quoteNo } };
  if (quote.validTo !== null && quote.validTo < today) return { key: 'savedQuote.expired', values: { quoteNo, validTo: quote.validTo } };
  if (typeof mode === 'string' && quote.mode && mode !== quote.mode) return { key: 'savedQuote.otherMode', values: { quoteNo, mode: quote.mode } };
  return null;
}

export const exactTotal = (quote: QuoteHold) => Exact.of(quote.total)!.toFixed(2);
