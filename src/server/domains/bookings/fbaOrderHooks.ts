// What the server derives at every save of an FBA order: its number when first saved (the form names
// the record at once), and its chargeable weight by the shared rule its form shows live
// (shared/freight/chargeableWeight.ts): max(gross kg, L×W×H/6000) over its cartons; and the quoted
// total of its price reference, priced as the booking it will ship under (fbaOrderFreight.ts).
import { sql } from 'kysely';
import { shipmentChargeableKg } from '../../../shared/freight/chargeableWeight';
import { allocateBookingNo } from './bookingNumber';
import { quoteBooking } from './bookingQuote';
import { cartonsOf, fbaOrderFreight } from './fbaOrderFreight';
import type { ResourceHooks } from '../../resources/types';

/** An FBA carton line counts its identical cartons in `cartonCount`. */
export const CARTON_FIELDS = { count: 'cartonCount' };

export const fbaOrderHooks: ResourceHooks = {
  async derive({ db }, id, record, stored) {
    const quote = await quoteBooking(db, fbaOrderFreight(record));
    const number = stored?.orderNo ? null : await allocateBookingNo(db, 'FBA');
    await sql`UPDATE fba_orders SET chargeable_kg = ${shipmentChargeableKg(cartonsOf(record), CARTON_FIELDS)},
      quoted_total = ${quote?.total ?? null}, quoted_currency = ${quote?.currency ?? null}
      ${number ? sql`, order_no = ${number}` : sql``} WHERE id = ${id}`.execute(db);
  },
};
