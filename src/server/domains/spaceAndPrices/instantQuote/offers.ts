// The instant quote's offers (issue 48): for an origin and a destination (a port, airport, rail terminal or
// city, resolved to the places of each mode), a ready date and a cargo, every price row of every mode
// whose lane and validity cover it, each priced by THAT MODE'S OWN quote rule (quote/priceKinds.ts, the
// rule behind `POST <price list>/quote`), with its charge lines, chargeable quantity and rule, transit days,
// the next departures still open for booking, and CO₂e (emissions.ts). Nothing is priced twice.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../../shared/constants';
import { measuresOf, measuresOfTotals, revenueTons } from '../../../../shared/freight/cargoMeasures';
import { chargeableKg } from '../../../../shared/freight/chargeableWeight';
import { Exact } from '../../../../shared/freight/exactDecimal';
import { formatThousands } from '../../../../shared/format/numbers';
import { todayInChina } from '../../../../shared/format/zonedTime';
import type { FieldError } from '../../../../shared/wire/envelope';
import type { Database } from '../../../db/schema';
import { invalidInput } from '../../../http/apiError';
import { translate } from '../../../i18n/translate';
import { displayNamesFrom, displayNamesSql } from '../../../resources/referenceNames';
import { inChosenCurrency, type Rate, ratesFrom, ratesSql } from './exchangeRates';
import type { ResourceDef } from '../../../resources/types';
import { BOOKABLE_SQL } from '../bookableDeparture';
import { EQUIPMENT_TYPE_RESOURCE } from '../referenceResources';
import { ltlChargeable } from '../quote/ltlQuote';
import { PRICE_KINDS, type PriceRow } from '../quote/priceKinds';
import { selectPriceRows } from '../quote/priceRows';
import { CARGO_PROPERTIES, type Cargo, type CargoPayload, readCargo } from '../quote/quoteCargo';
import { quotedRow } from '../quote/quoteAction';
import { cargoTonnes, co2eOf, type TransportMode } from './emissions';

/** Each price list the search reads: its mode, its load and the places its rows run between. */
export const OFFER_LISTS = [
  { list: 'seaFclPrice', mode: 'SEA', load: 'FCL', serves: 'serves_sea' },
  { list: 'railFclPrice', mode: 'RAIL', load: 'FCL', serves: 'serves_rail' },
  { list: 'seaLclPrice', mode: 'SEA', load: 'LCL', serves: 'serves_sea' },
  { list: 'railLclPrice', mode: 'RAIL', load: 'LCL', serves: 'serves_rail' },
  { list: 'airPrice', mode: 'AIR', load: 'AIR', serves: 'serves_air' },
  { list: 'truckFtlPrice', mode: 'TRUCK', load: 'FTL', serves: null },
  { list: 'truckLtlPrice', mode: 'TRUCK', load: 'LTL', serves: null },
] as const;
export type OfferList = (typeof OFFER_LISTS)[number];

export const MODES = ['SEA', 'RAIL', 'AIR', 'TRUCK'] as const;
export const SORTS = ['cheapest', 'fastest', 'greenest'] as const;
export type OfferSort = (typeof SORTS)[number];
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

const LOCODE = { type: 'string', maxLength: 5 };
const NUMBER = { type: ['number', 'string'], maxLength: 20 };
/** The search's payload (also what a saved quote keeps as its inputs). */
export const SEARCH_PROPERTIES = {
  origin: LOCODE,
  destination: LOCODE,
  readyDate: { type: 'string', maxLength: 10 },
  incoterm: { type: 'string', enum: [...INCOTERMS] },
  containers: CARGO_PROPERTIES.containers,
  pieces: CARGO_PROPERTIES.pieces,
  /** Or the cargo by its totals. */
  grossKg: NUMBER,
  cbm: NUMBER,
  modes: { type: 'array', maxItems: 4, items: { type: 'string', enum: [...MODES] } },
  sort: { type: 'string', enum: [...SORTS] },
  /** Each offer's total also in this currency, at the forwarder's rate valid on the ready date. */
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
};

export interface SearchPayload extends Pick<CargoPayload, 'containers' | 'pieces'> {
  origin?: string;
  destination?: string;
  readyDate?: string;
  incoterm?: string;
  grossKg?: number | string;
  cbm?: number | string;
  modes?: string[];
  sort?: string;
  currency?: string;
}

/** The search after its checks: every value known good. */
export interface Search {
  origin: string;
  destination: string;
  readyDate: string;
  incoterm?: string;
  cargo: Cargo;
  /** What the cargo was given as: containers, pieces, or totals. */
  cargoKind: 'containers' | 'pieces' | 'totals';
  modes: TransportMode[];
  sort: OfferSort;
  /** The currency the customer reads totals in besides each price's own (none: the prices' own only). */
  currency?: string;
  /** The places the origin and the destination stand for (placesOf). */
  places: Places;
  /** The inputs as sent back on each offer (what saving one sends again). */
  echo: SearchPayload;
}

const MAX_MEASURE = Exact.int(1_000_000);

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Checks the search; a bad value is refused (10002) naming its field in the request's language. */
export async function readSearch(db: Kysely<Database>, payload: SearchPayload, language: Language): Promise<Search> {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
  const errors: FieldError[] = [];
  const readyDate = payload.readyDate ?? todayInChina();
  if (!isCalendarDate(readyDate)) errors.push({ field: '/readyDate', message: t('quote.badDate', { value: readyDate }) });
  for (const field of ['origin', 'destination'] as const) if (!payload[field]) errors.push({ field: `/${field}`, message: t('quoteSearch.needPlace') });
  // Both places and the places of their cities in one query; a place unknown has none.
  const places = await placesOf(db, payload.origin ?? '', payload.destination ?? '');
  for (const field of ['origin', 'destination'] as const) {
    const code = payload[field];
    if (code && !places[field === 'origin' ? 'from' : 'to'].length) errors.push({ field: `/${field}`, message: t('quote.unknownLocation', { value: code }) });
  }
  const cargo = readCargo({ containers: payload.containers, pieces: payload.pieces }, language, errors);
  const given = [cargo.containers.length > 0, cargo.pieces.length > 0, payload.grossKg !== undefined || payload.cbm !== undefined].filter(Boolean).length;
  if (given !== 1) errors.push({ field: '/containers', message: t('quoteSearch.oneCargo') });
  let cargoKind: Search['cargoKind'] = cargo.containers.length > 0 ? 'containers' : cargo.pieces.length > 0 ? 'pieces' : 'totals';
  if (cargoKind === 'totals' && given === 1) {
    const measure = (value: unknown, field: 'grossKg' | 'cbm') => {
      const exact = Exact.of(value);
      if (!exact || !exact.isPositive() || exact.cmp(MAX_MEASURE) > 0) {
        errors.push({ field: `/${field}`, message: t(`quoteSearch.bad.${field}`) });
        return Exact.ZERO;
      }
      return exact;
    };
    cargo.measures = measuresOfTotals(measure(payload.grossKg, 'grossKg'), measure(payload.cbm, 'cbm'));
  } else if (cargoKind === 'pieces') cargo.measures = measuresOf(cargo.pieces);
  else cargoKind = cargo.containers.length > 0 ? 'containers' : cargoKind;
  if (errors.length) throw invalidInput(errors, 'quote.refused');
  const modes = (payload.modes?.length ? payload.modes : MODES) as TransportMode[];
  return {
    origin: payload.origin!,
    destination: payload.destination!,
    readyDate,
    incoterm: payload.incoterm,
    cargo,
    cargoKind,
    modes,
    sort: (payload.sort ?? 'cheapest') as OfferSort,
    currency: payload.currency,
    places,
    echo: Object.fromEntries(Object.entries({ ...payload, readyDate }).filter(([, v]) => v !== undefined)) as SearchPayload,
  };
}

/** The lists that price this cargo: containers by FCL, the rest by LCL, air and truck. */
export function listsFor(search: Search): OfferList[] {
  const loads = search.cargoKind === 'containers' ? ['FCL'] : ['LCL', 'AIR', 'FTL', 'LTL'];
  return OFFER_LISTS.filter((l) => loads.includes(l.load) && search.modes.includes(l.mode));
}

type Place = { code: string; serves_sea: boolean; serves_rail: boolean; serves_air: boolean };
type Places = { from: Place[]; to: Place[] };

/**
 * The places each of a search's places stands for: itself, the places of its city (an airport serving it),
 * and its city's when it is one of them; with the modes each serves. None for a code no location has.
 */
export async function placesOf(db: Kysely<Database>, origin: string, destination: string): Promise<Places> {
  const { rows } = await sql<Place & { side: string }>`
    WITH place AS (SELECT un_locode, COALESCE(city_code, un_locode) AS city, CASE WHEN un_locode = ${origin} THEN 'from' ELSE 'to' END AS side
      FROM locations WHERE un_locode IN (${origin}, ${destination}))
    SELECT place.side, l.un_locode AS code, l.serves_sea, l.serves_rail, l.serves_air FROM locations l JOIN place
      ON l.un_locode = place.un_locode OR l.un_locode = place.city OR l.city_code = place.city`.execute(db);
  const from = rows.filter((r) => r.side === 'from');
  // A search from a place to itself has the same places on both sides.
  return { from, to: origin === destination ? from : rows.filter((r) => r.side === 'to') };
}

const placesFor = (places: Place[], list: OfferList) => places.filter((p) => (list.serves ? p[list.serves] : true)).map((p) => p.code);

export interface Departure {
  departureNo: string;
  etd: string;
  cutoff: string | null;
  transport: string | null;
}

export interface Offer {
  offerKey: string;
  mode: TransportMode;
  loadType: OfferList['load'];
  priceList: string;
  priceId: number;
  priceNo: string | null;
  carrier: string | null;
  pol: string | null;
  pod: string | null;
  borderCrossing: string | null;
  currency: string | null;
  total: string;
  lines: ReturnType<typeof quotedRow>['lines'];
  chargeableQuantity: string;
  chargeableUnit: string;
  chargeRule: string;
  chargeable: string;
  transitDays: number | null;
  validTo: string | null;
  departures: Departure[];
  nextDeparture: string | null;
  distanceKm: string | null;
  co2eKg: string | null;
  co2eMethod: string;
  /** The search's chosen currency, the total in it at the stated rate, and that rate in words (exchangeRates.ts). */
  chosenCurrency: string | null;
  chosenTotal: string | null;
  rateNote: string | null;
}

/** The chargeable quantity of a cargo on a list, and the rule that set it, in words. */
function chargeableOf(list: OfferList, cargo: Cargo, language: Language): { quantity: Exact; unit: string; rule: string } {
  const t = (key: string) => translate(language, `quoteSearch.rule.${key}`);
  const m = cargo.measures ?? measuresOf(cargo.pieces);
  switch (list.load) {
    case 'FCL':
      return { quantity: Exact.int(cargo.containers.reduce((n, c) => n + c.count, 0)), unit: 'ctr', rule: t('fcl') };
    case 'LCL':
      return { quantity: revenueTons(m), unit: 'RT', rule: t('lcl') };
    case 'AIR':
      return { quantity: chargeableKg(m), unit: 'kg', rule: t('air') };
    case 'LTL':
      return { quantity: ltlChargeable({ grossKg: m.grossKg, cbm: m.cbm, loadingMetres: cargo.loadingMetres }).kg, unit: 'kg', rule: t('ltl') };
    default:
      return { quantity: Exact.int(cargo.trucks), unit: 'truck', rule: t('ftl') };
  }
}

interface Context {
  db: Kysely<Database>;
  language: Language;
  search: Search;
  distances: Map<string, Exact>;
  departures: Map<string, Departure[]>;
  equipment: ReadonlyMap<string, string>;
  /** The rate into the chosen currency of each currency that has one (exchangeRates.ts). */
  rates: ReadonlyMap<string, Rate>;
}

const laneKey = (mode: string, pol: unknown, pod: unknown) => `${mode}|${String(pol)}|${String(pod)}`;

/** One price row as an offer: priced by its list's own rule. */
function offerOf(list: OfferList, def: ResourceDef, row: PriceRow & { id: number }, ctx: Context): Offer {
  const { search, language } = ctx;
  const kind = PRICE_KINDS[def.name];
  const quote = kind.quote(row, search.cargo);
  const quoted = quotedRow(row, quote, language, ctx.equipment);
  const charge = chargeableOf(list, search.cargo, language);
  const km = ctx.distances.get(laneKey(list.mode, row.pol, row.pod));
  const m = search.cargo.measures ?? measuresOf(search.cargo.pieces);
  const co2e = km ? co2eOf(list.mode, cargoTonnes(search.cargoKind === 'containers' ? Exact.ZERO : m.grossKg, search.cargo.containers), km) : null;
  // Sea sailings are the carrier's own; a price without a carrier (LCL consolidations) takes any sailing of the lane.
  const departures = (ctx.departures.get(laneKey(list.mode, row.pol, row.pod)) ?? []).filter((d) => !row.carrier || list.mode !== 'SEA' || d.departureNo.startsWith(`${row.carrier}-`)).slice(0, 3);
  const chargeable = `${formatThousands(charge.quantity.toFixed())} ${translate(language, `quote.unit.${charge.unit}`)} · ${charge.rule}`;
  return {
    offerKey: `${def.name}:${row.id}`,
    mode: list.mode,
    loadType: list.load,
    priceList: def.name,
    priceId: row.id,
    priceNo: row.priceNo ?? null,
    carrier: row.carrier ?? null,
    pol: row.pol ?? null,
    pod: row.pod ?? null,
    borderCrossing: row.borderCrossing ?? null,
    currency: row.currency ?? null,
    total: quoted.total,
    lines: quoted.lines,
    chargeableQuantity: charge.quantity.toFixed(),
    chargeableUnit: charge.unit,
    chargeRule: charge.rule,
    chargeable,
    transitDays: quoted.transitDays,
    validTo: row.validTo ?? null,
    departures,
    nextDeparture: departures[0] ? `${departures[0].departureNo} · ${departures[0].etd.slice(0, 10)}` : null,
    distanceKm: co2e ? co2e.distanceKm.toFixed() : null,
    co2eKg: co2e ? co2e.kg.toFixed(1) : null,
    co2eMethod: co2e
      ? translate(language, 'quoteSearch.co2eMethod', { tonneKm: formatThousands(co2e.tonneKm.round(1).toFixed()), km: formatThousands(co2e.distanceKm.toFixed()), g: co2e.intensity.gPerTkm.toFixed() })
      : translate(language, 'quoteSearch.co2eUnknown'),
    ...inChosenCurrency(quoted.total, row.currency ?? null, search.currency, ctx.rates, language),
  };
}

/**
 * Reads what the offers need besides their rows — lane distances, the next open departures, the container
 * types' names — in one round trip (three subqueries as JSON): the instant quote's time is mostly queries.
 */
async function contextOf(db: Kysely<Database>, language: Language, search: Search, rows: Array<{ list: OfferList; row: PriceRow }>): Promise<Context> {
  const pols = [...new Set(rows.map((r) => String(r.row.pol)))];
  const pods = [...new Set(rows.map((r) => String(r.row.pod)))];
  const scheduled = rows.some((r) => r.list.mode === 'SEA' || r.list.mode === 'RAIL');
  const km = rows.length
    ? sql`(SELECT json_agg(json_build_object('mode', mode, 'origin', origin, 'destination', destination, 'km', km::text)) FROM lane_distances WHERE origin IN (${sql.join(pols)}) AND destination IN (${sql.join(pods)}))`
    : sql`NULL::json`;
  const open = scheduled
    ? sql`(SELECT json_agg(d ORDER BY d.etd, d.departure_no) FROM (
        SELECT mode, pol, pod, departure_no, etd, LEAST(doc_cutoff, vgm_cutoff, fcl_cutoff, lcl_cutoff) AS cutoff, COALESCE(vessel, train_no) AS transport
        FROM departures WHERE mode IN ('sea', 'rail') AND pol IN (${sql.join(pols)}) AND pod IN (${sql.join(pods)})
          AND ${BOOKABLE_SQL} AND etd >= ${search.readyDate}::date ORDER BY etd, departure_no LIMIT 500) d)`
    : sql`NULL::json`;
  const names = displayNamesSql(EQUIPMENT_TYPE_RESOURCE, search.cargo.containers.map((c) => c.type), language);
  const currencies = [...new Set(rows.map((r) => r.row.currency).filter((c): c is string => typeof c === 'string' && c !== search.currency))];
  const rates = ratesSql(currencies, search.currency, search.readyDate);
  const { rows: read } = await sql<{ km: unknown; open: unknown; names: unknown; rates: unknown }>`SELECT ${km} AS km, ${open} AS open, ${names} AS names, ${rates} AS rates`.execute(db);
  const got = read[0] ?? { km: null, open: null, names: null, rates: null };
  const distances = new Map<string, Exact>();
  for (const d of jsonRows<{ mode: string; origin: string; destination: string; km: string }>(got.km)) distances.set(laneKey(d.mode, d.origin, d.destination), Exact.of(d.km)!);
  const departures = new Map<string, Departure[]>();
  for (const d of jsonRows<{ mode: string; pol: string; pod: string; departure_no: string; etd: string; cutoff: string | null; transport: string | null }>(got.open)) {
    const key = laneKey(d.mode.toUpperCase(), d.pol, d.pod);
    const list = departures.get(key) ?? [];
    list.push({ departureNo: d.departure_no, etd: new Date(d.etd).toISOString(), cutoff: d.cutoff ? new Date(d.cutoff).toISOString() : null, transport: d.transport });
    departures.set(key, list);
  }
  return { db, language, search, distances, departures, equipment: displayNamesFrom(got.names), rates: ratesFrom(jsonRows(got.rates)) };
}

/** A JSON array a subquery answered (json_agg of no rows is null), parsed or as text. */
function jsonRows<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Rows a list gives the search at most (each list's cheapest are kept after pricing). */
const ROWS_PER_LIST = 200;
/** Offers answered at most. */
export const OFFERS_ANSWERED = 50;

/** Every offer for the search, sorted as asked. */
export async function searchOffers(db: Kysely<Database>, lists: ReadonlyMap<string, ResourceDef>, search: Search, language: Language): Promise<Offer[]> {
  const { from, to } = search.places;
  const found: Array<{ list: OfferList; def: ResourceDef; row: PriceRow & { id: number } }> = [];
  for (const list of listsFor(search)) {
    const def = lists.get(list.list);
    const pols = placesFor(from, list);
    const pods = placesFor(to, list);
    if (!def || !pols.length || !pods.length) continue;
    const rows = await selectPriceRows(db, def, sql`pol IN (${sql.join(pols)}) AND pod IN (${sql.join(pods)})
      AND valid_from <= ${search.readyDate}::date AND valid_to >= ${search.readyDate}::date`, ROWS_PER_LIST);
    const kind = PRICE_KINDS[list.list];
    for (const row of rows) if (!kind.unquotable(row, search.cargo)) found.push({ list, def, row });
  }
  const ctx = await contextOf(db, language, search, found);
  return sortOffers(found.map(({ list, def, row }) => offerOf(list, def, row, ctx)), search.sort).slice(0, OFFERS_ANSWERED);
}

/** The one offer a saved quote is made of: the row named by `offerKey`, if it still covers the search. */
export async function offerByKey(db: Kysely<Database>, lists: ReadonlyMap<string, ResourceDef>, search: Search, offerKey: string, language: Language): Promise<Offer | null> {
  const [name, idText] = offerKey.split(':');
  const list = listsFor(search).find((l) => l.list === name);
  const def = list ? lists.get(list.list) : undefined;
  const id = Number(idText);
  if (!list || !def || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const { from, to } = search.places;
  const pols = placesFor(from, list);
  const pods = placesFor(to, list);
  if (!pols.length || !pods.length) return null;
  const [row] = await selectPriceRows(db, def, sql`id = ${id} AND pol IN (${sql.join(pols)}) AND pod IN (${sql.join(pods)})
    AND valid_from <= ${search.readyDate}::date AND valid_to >= ${search.readyDate}::date`, 1);
  if (!row || PRICE_KINDS[list.list].unquotable(row, search.cargo)) return null;
  const ctx = await contextOf(db, language, search, [{ list, row }]);
  return offerOf(list, def, row, ctx);
}

const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);
const exactOf = (text: string | null) => (text === null ? null : Exact.of(text));
const cmpExact = (a: Exact | null, b: Exact | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.cmp(b));

/**
 * Cheapest: by the total in the chosen currency when the search names one (offers without a rate into it
 * last); otherwise within one currency: offers in different currencies are ordered by currency, then total. Fastest: by transit days.
 * Lowest CO₂e: by kg CO₂e (unknown last). Ties go to the cheaper, then the list and row.
 */
export function sortOffers(offers: Offer[], sort: OfferSort): Offer[] {
  const byTotal = (a: Offer, b: Offer) => (a.currency ?? '').localeCompare(b.currency ?? '') || Exact.of(a.total)!.cmp(Exact.of(b.total)!);
  const tie = (a: Offer, b: Offer) => byTotal(a, b) || a.offerKey.localeCompare(b.offerKey);
  // In a chosen currency every offer with a rate compares by its converted total (those without, after).
  const chosen = (a: Offer, b: Offer) => cmpExact(exactOf(a.chosenTotal), exactOf(b.chosenTotal));
  const cheapest = offers.some((o) => o.chosenTotal !== null) ? (a: Offer, b: Offer) => chosen(a, b) || tie(a, b) : tie;
  const order = {
    cheapest,
    fastest: (a: Offer, b: Offer) => nullsLast(a.transitDays, b.transitDays) || tie(a, b),
    greenest: (a: Offer, b: Offer) => cmpExact(exactOf(a.co2eKg), exactOf(b.co2eKg)) || tie(a, b),
  }[sort];
  return [...offers].sort(order);
}
