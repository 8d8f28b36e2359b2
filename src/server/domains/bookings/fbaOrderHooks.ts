// What the server derives at every save of an FBA order: its number when first saved (the form names
// the record at once), and its chargeable weight by the shared rule its form shows live
// (shared/freight/chargeableWeight.ts): max(gross kg, L×W×H/6000) over its cartons.
import { sql } from 'kysely';
import { shipmentChargeableKg } from '../../../shared/freight/chargeableWeight';
import type { ResourceHooks } from '../../resources/resourceHooks';
import { allocateBookingNo } from './bookingNumber';

/** An FBA carton line counts its identical cartons in `cartonCount`. */
export const CARTON_FIELDS = { count: 'cartonCount' };

export const fbaOrderHooks: ResourceHooks = {
  async derive({ db }, id, record, stored) {
    const cartons = Array.isArray(record.cartons) ? (record.cartons as Array<Record<string, unknown>>) : [];
    const number = stored?.orderNo ? null : await allocateBookingNo(db, 'FBA');
    await sql`UPDATE fba_orders SET chargeable_kg = ${shipmentChargeableKg(cartons, CARTON_FIELDS)}
      ${number ? sql`, order_no = ${number}` : sql``} WHERE id = ${id}`.execute(db);
  },
};
