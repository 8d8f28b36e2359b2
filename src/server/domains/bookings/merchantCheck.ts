// A company with merchants (systemmanager/customermerchant) books only for them: the shipper of a
// submitted booking must match one of the company's approved, active merchants, by name (as the
// master data writes it, ignoring case and outer spaces) or by unified social credit code. A company
// the forwarder has given no merchants books for any shipper of its own master data.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';

export interface ShipperIdentity {
  name: string;
  taxId: string | null;
}

/** Why the company may not book for this shipper, or null when it may. */
export async function merchantRefusal<DB>(db: Kysely<DB>, customerId: number, shipper: ShipperIdentity, language: Language): Promise<FieldError | null> {
  const { rows } = await sql<{ merchants: number | string; matching: number | string }>`
    SELECT count(*) AS merchants,
      count(*) FILTER (WHERE approved IS TRUE AND active IS NOT FALSE
        AND (lower(trim(name)) = lower(trim(${shipper.name})) OR (tax_id IS NOT NULL AND tax_id = ${shipper.taxId}))) AS matching
    FROM customer_merchants WHERE customer_id = ${customerId}`.execute(db);
  // count(*) is text from pg and a number from PGlite.
  const merchants = Number(rows[0]?.merchants ?? 0);
  if (merchants === 0 || Number(rows[0]?.matching ?? 0) > 0) return null;
  return { field: '/shipper', message: translate(language, 'booking.shipperNotMerchant', { name: shipper.name }) };
}
