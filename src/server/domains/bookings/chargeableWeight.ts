// An air booking's chargeable weight, by the shared rule the air quote prices and the form shows live
// (shared/freight/chargeableWeight.ts): max(gross kg, L×W×H/6000) over its pieces, three digits.
import { shipmentChargeableKg } from '../../../shared/freight/chargeableWeight';
import type { EntityRecord } from '../../resources/types';

/** The pieces' chargeable kg as decimal text, or null when the booking has no complete piece. */
export function bookingChargeableKg(record: EntityRecord): string | null {
  return shipmentChargeableKg(Array.isArray(record.pieces) ? (record.pieces as EntityRecord[]) : []);
}
