// A booking's quoted total: the price row its priceReference names, on the price list of its mode and
// load, quoted for the booking's own cargo by the price screens' rules (spaceAndPrices/quote) on its
// ETD, or today when it has none. Stored at every save, so the form shows what the quote knew and a
// changed cargo re-prices; null while the booking cannot be priced (no reference, an expired or unknown
// price, a cargo the row has no rate for, incomplete lines).
import { type Kysely, sql } from 'kysely';
import { measuresOf, measuresOfTotals } from '../../../shared/freight/cargoMeasures';
import { pieceOf } from '../../../shared/freight/chargeableWeight';
import { Exact } from '../../../shared/freight/exactDecimal';
import { PRICE_LISTS } from '../spaceAndPrices/resources';
import { CONTAINER_TYPES, type ContainerType } from '../spaceAndPrices/quote/fclQuote';
import { PRICE_KINDS } from '../spaceAndPrices/quote/priceKinds';
import { todayInChina } from '../../../shared/format/zonedTime';
import type { Cargo } from '../spaceAndPrices/quote/quoteCargo';
import { selectPriceRows } from '../spaceAndPrices/quote/priceRows';
import type { EntityRecord } from '../../resources/types';

type Lines = EntityRecord[];
const linesOf = (record: EntityRecord, field: string): Lines => (Array.isArray(record[field]) ? (record[field] as Lines) : []);

/** The price list a booking's reference is a row of. */
export function priceListOf(record: EntityRecord): string | null {
  const lcl = record.loadType === 'LCL';
  switch (record.mode) {
    case 'SEA':
      return lcl ? 'seaLclPrice' : 'seaFclPrice';
    case 'RAIL':
      return lcl ? 'railLclPrice' : 'railFclPrice';
    case 'AIR':
      return 'airPrice';
    case 'TRUCK':
      return record.truckLoad === 'LTL' ? 'truckLtlPrice' : 'truckFtlPrice';
    default:
      return null;
  }
}

/** The booking's cargo as the quote rules read it, or null while a line it needs is incomplete. */
export function bookingCargo(record: EntityRecord): Cargo | null {
  const containers = linesOf(record, 'equipment').map((l) => ({ type: String(l.isoCode ?? '') as ContainerType, count: Number(l.units) }));
  if (containers.some((c) => !(CONTAINER_TYPES as readonly string[]).includes(c.type) || !Number.isInteger(c.count) || c.count < 1)) return null;
  const pieces = linesOf(record, 'pieces').map((l) => pieceOf(l));
  if (pieces.some((p) => p === null)) return null;
  // The cargo lines' totals: what LCL, LTL (and air without pieces) are priced by.
  let grossKg = Exact.ZERO;
  let cbm = Exact.ZERO;
  for (const line of linesOf(record, 'cargoLines')) {
    grossKg = grossKg.plus(Exact.of(line.grossKg ?? 0) ?? Exact.ZERO);
    cbm = cbm.plus(Exact.of(line.cbm ?? 0) ?? Exact.ZERO);
  }
  const measured = pieces.length > 0 ? measuresOf(pieces as NonNullable<(typeof pieces)[number]>[]) : measuresOfTotals(grossKg, cbm);
  const trucks = record.trucks === undefined || record.trucks === null ? 1 : Number(record.trucks);
  return {
    containers,
    pieces: pieces as NonNullable<(typeof pieces)[number]>[],
    measures: measured,
    loadingMetres: Exact.of(record.loadingMetres ?? 0) ?? Exact.ZERO,
    trucks: Number.isInteger(trucks) && trucks > 0 ? trucks : 1,
  };
}

/** Does the cargo give the price kind what it prices by? */
function enoughFor(need: string, cargo: Cargo): boolean {
  if (need === 'containers') return cargo.containers.length > 0;
  if (need === 'trucks') return true;
  const m = cargo.measures!;
  if (need === 'piecesOrLdm') return m.grossKg.isPositive() || m.cbm.isPositive() || cargo.loadingMetres.isPositive();
  return m.grossKg.isPositive() || m.cbm.isPositive();
}

export interface BookingQuote {
  total: string;
  currency: string;
}

export async function quoteBooking<DB>(db: Kysely<DB>, record: EntityRecord): Promise<BookingQuote | null> {
  const reference = typeof record.priceReference === 'string' ? record.priceReference.trim() : '';
  const list = priceListOf(record);
  const def = list ? PRICE_LISTS.get(list) : undefined;
  const kind = list ? PRICE_KINDS[list] : undefined;
  const cargo = bookingCargo(record);
  if (!reference || !def || !kind || !cargo || !enoughFor(kind.needs, cargo)) return null;
  const date = typeof record.etd === 'string' && record.etd >= todayInChina() ? record.etd : todayInChina();
  const [row] = await selectPriceRows(db, def, sql`${sql.ref('price_no')} = ${reference}`, 1);
  if (!row || row.validFrom! > date || row.validTo! < date || kind.unquotable(row, cargo)) return null;
  return { total: kind.quote(row, cargo).total.toFixed(2), currency: String(row.currency) };
}
