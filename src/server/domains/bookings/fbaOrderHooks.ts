// What the server derives at every save of an FBA order: its number when first saved (the form names
// the record at once), its gross kg and m³ over its cartons, and its chargeable weight by the shared rule
// its form shows live (shared/freight/chargeableWeight.ts): max(gross kg, L×W×H/6000); and the quoted
// total of its price reference, priced as the booking it will ship under (fbaOrderFreight.ts).
import { type Kysely, sql } from 'kysely';
import { CHARGEABLE_DIGITS, chargeableKg, shipmentMeasures } from '../../../shared/freight/chargeableWeight';
import type { Exact } from '../../../shared/freight/exactDecimal';
import { allocateBookingNo } from './bookingNumber';
import { quoteBooking } from './bookingQuote';
import { cartonsOf, fbaOrderFreight } from './fbaOrderFreight';
import type { EntityRecord, ResourceHooks } from '../../resources/types';
import type { Database } from '../../db/schema';

/** An FBA carton line counts its identical cartons in `cartonCount`. */
export const CARTON_FIELDS = { count: 'cartonCount' };

export const fbaOrderHooks: ResourceHooks = {
  derive: ({ db }, id, record, stored) => deriveFbaOrder(db, id, record, stored),
};

/** Stores what the server derives of the order `id` as `record` now holds it (the demo seed's orders too). */
export async function deriveFbaOrder(db: Kysely<Database>, id: number, record: EntityRecord, stored?: EntityRecord): Promise<void> {
  const quote = await quoteBooking(db, fbaOrderFreight(record));
  const number = stored?.orderNo ? null : await allocateBookingNo(db, 'FBA');
  const measures = shipmentMeasures(cartonsOf(record), CARTON_FIELDS);
  const digits = (value: Exact | undefined) => value?.toFixed(CHARGEABLE_DIGITS) ?? null;
  await sql`UPDATE fba_orders SET chargeable_kg = ${digits(measures ? chargeableKg(measures) : undefined)},
    gross_kg = ${digits(measures?.grossKg)}, cbm = ${digits(measures?.cbm)},
    quoted_total = ${quote?.total ?? null}, quoted_currency = ${quote?.currency ?? null}
    ${number ? sql`, order_no = ${number}` : sql``} WHERE id = ${id}`.execute(db);
}
