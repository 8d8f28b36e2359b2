// Parties of a booking are picked from the customer's master data by name (reference fields) and copied into the booking
// as text when it is placed: a later change or deletion of the master record leaves a placed booking
// as it was. Only the caller's own records can be picked (another company's id is "not found"), and
// a company with merchants only a shipper the forwarder approved (merchantCheck.ts).
import { type Kysely, sql } from 'kysely';
import addressSchema from '../../../../schemas/entities/address.schema.json';
import importerSchema from '../../../../schemas/entities/importer.schema.json';
import insuredSchema from '../../../../schemas/entities/insured.schema.json';
import pickAddressSchema from '../../../../schemas/entities/pickAddress.schema.json';
import shipperSchema from '../../../../schemas/entities/shipper.schema.json';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntityRecord } from '../../resources/records';
import { merchantRefusal } from './merchantCheck';

interface Party {
  idField: string;
  textField: string;
  table: string;
  /** The reference field (the master record's name) and the field its copied text goes to. */
  /** Columns joined, in this order, into the copied text (empty ones left out). */
  columns: string[];
}

const ADDRESS = ['name', 'line1', 'contact', 'phone', 'email', 'postal_code', 'city', 'state', 'country'];

export const PARTIES: Party[] = [
  { idField: 'shipper', textField: 'shipperText', table: shipperSchema['x-table'], columns: ['name', 'address', 'contact', 'phone', 'email', 'country', 'tax_id'] },
  { idField: 'consignee', textField: 'consigneeText', table: addressSchema['x-table'], columns: ADDRESS },
  { idField: 'notify', textField: 'notifyText', table: addressSchema['x-table'], columns: ADDRESS },
  { idField: 'importer', textField: 'importerText', table: importerSchema['x-table'], columns: ['name', 'address', 'country', 'vat_number', 'eori_number', 'contact', 'phone', 'email'] },
  { idField: 'insured', textField: 'insuredText', table: insuredSchema['x-table'], columns: ['name', 'id_number', 'address', 'contact', 'phone'] },
  { idField: 'pickAddress', textField: 'pickAddressText', table: pickAddressSchema['x-table'], columns: ['name', 'line1', 'contact', 'phone', 'district', 'city', 'province', 'postal_code', 'country'] },
  { idField: 'deliveryAddress', textField: 'deliveryAddressText', table: addressSchema['x-table'], columns: ADDRESS },
];

/** The copied text of every party the booking names, or an error on each id that is not the customer's. */
export async function copyParties<DB>(db: Kysely<DB>, customerId: number, booking: EntityRecord, language: Language): Promise<{ texts: Record<string, string | null>; errors: FieldError[] }> {
  const texts: Record<string, string | null> = {};
  const errors: FieldError[] = [];
  for (const party of PARTIES) {
    const key = booking[party.idField];
    if (typeof key !== 'string') {
      texts[party.textField] = null;
      continue;
    }
    const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(party.columns.map((c) => sql.ref(c)))} FROM ${sql.table(party.table)}
      WHERE ${sql.ref('name')} = ${key} AND ${sql.ref('customer_id')} = ${customerId} ORDER BY ${sql.ref('id')} LIMIT 1`.execute(db);
    if (!rows[0]) {
      errors.push({ field: `/${party.idField}`, message: translate(language, 'booking.partyNotFound', { id: key }) });
      continue;
    }
    if (party.idField === 'shipper') {
      const refusal = await merchantRefusal(db, customerId, { name: String(rows[0].name), taxId: rows[0].tax_id == null ? null : String(rows[0].tax_id) }, language);
      if (refusal) errors.push(refusal);
    }
    texts[party.textField] = party.columns.map((c) => rows[0][c]).filter((v) => v !== null && v !== undefined && String(v).trim() !== '').join('\n');
  }
  return { texts, errors };
}
