// A code of the code library still written in records (a booking's incoterm, a price's currency, a
// cargo line's package code, a charge line's charge code) cannot be deleted: the delete is refused
// naming where it is used, and the administrator deactivates it instead. These records hold the code
// as text (not a `@reference`), so where each kind of code is written is listed here.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { CodeEntry } from '../../../shared/entities/codeEntry';
import type { FieldError } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { fieldTitle } from '../../i18n/fieldTitles';
import { engineMessage } from '../../resources/messages';
import { liveRows } from '../../resources/softDelete';

interface Use {
  table: string;
  column: string;
  /** The entity whose records these are (a child table's: its parent's), for the message. */
  entity: string;
}

const currency = (entity: string, table: string): Use => ({ table, column: 'currency', entity });

export const CODE_USES: Record<CodeEntry['kind'], Use[]> = {
  incoterm: [{ table: 'bookings', column: 'incoterm', entity: 'booking' }],
  packageCode: [{ table: 'booking_cargo_lines', column: 'package_code', entity: 'booking' }],
  currency: [
    currency('booking', 'bookings'),
    currency('fbaOrder', 'fba_orders'),
    currency('product', 'products'),
    currency('expense', 'expenses'),
    currency('bill', 'bills'),
    currency('deliveryFee', 'delivery_fees'),
    currency('seaFclPrice', 'sea_fcl_prices'),
    currency('seaLclPrice', 'sea_lcl_prices'),
    currency('railFclPrice', 'rail_fcl_prices'),
    currency('railLclPrice', 'rail_lcl_prices'),
    currency('truckFtlPrice', 'truck_ftl_prices'),
    currency('truckLtlPrice', 'truck_ltl_prices'),
    currency('airPrice', 'air_prices'),
  ],
  unit: [
    { table: 'expenses', column: 'unit', entity: 'expense' },
    { table: 'products', column: 'unit', entity: 'product' },
  ],
  chargeCode: [{ table: 'expenses', column: 'charge_code', entity: 'expense' }],
};

export async function codeEntryInUse(db: Kysely<Database>, ids: number[], language: Language): Promise<FieldError[]> {
  const codes = await db.selectFrom('code_entries').select(['kind', 'code']).where('id', 'in', ids).execute();
  const errors: FieldError[] = [];
  const resource = fieldTitle(language, 'field.entity.codeEntry', 'codeEntry');
  for (const { kind, code } of codes) {
    for (const use of CODE_USES[kind as CodeEntry['kind']] ?? []) {
      // Every company's records count: the code is in use even where this administrator's view ends; a
      // record in the bin (soft delete) does not.
      const { rows } = await sql<{ found: number }>`SELECT 1 AS found FROM ${sql.table(use.table)} WHERE ${sql.ref(use.column)} = ${code} AND ${liveRows(use.table)} LIMIT 1`.execute(db);
      if (rows.length === 0) continue;
      const where = fieldTitle(language, `field.entity.${use.entity}`, use.entity);
      errors.push({ field: 'ids', message: engineMessage(language, 'inUseDeactivate', { resource, value: code, where }) });
    }
  }
  return errors;
}
