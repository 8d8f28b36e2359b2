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
import { merchantRefusal } from './merchantCheck';
import type { EntityRecord } from '../../resources/types';

interface Party {
  /** The reference field (the master record's name) and the field its copied text goes to. */
  idField: string;
  textField: string;
  table: string;
  /**
   * The copied text's lines, as an address label reads: each line's columns joined by a space, empty
   * ones (and lines left empty) left out.
   */
  lines: string[][];
}

const ADDRESS = [['name'], ['line1'], ['postal_code', 'city'], ['state', 'country'], ['contact'], ['phone'], ['email']];

export const PARTIES: Party[] = [
  { idField: 'shipper', textField: 'shipperText', table: shipperSchema['x-table'], lines: [['name'], ['address'], ['country'], ['contact'], ['phone'], ['email'], ['tax_id']] },
  { idField: 'consignee', textField: 'consigneeText', table: addressSchema['x-table'], lines: ADDRESS },
  { idField: 'notify', textField: 'notifyText', table: addressSchema['x-table'], lines: ADDRESS },
  {
    idField: 'importer',
    textField: 'importerText',
    table: importerSchema['x-table'],
    lines: [['name'], ['address'], ['country'], ['vat_number'], ['eori_number'], ['contact'], ['phone'], ['email']],
  },
  { idField: 'insured', textField: 'insuredText', table: insuredSchema['x-table'], lines: [['name'], ['id_number'], ['address'], ['contact'], ['phone']] },
  {
    idField: 'pickAddress',
    textField: 'pickAddressText',
    table: pickAddressSchema['x-table'],
    lines: [['name'], ['line1'], ['district', 'city', 'province'], ['postal_code', 'country'], ['contact'], ['phone']],
  },
  { idField: 'deliveryAddress', textField: 'deliveryAddressText', table: addressSchema['x-table'], lines: ADDRESS },
];

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** A master record as the lines of the party's copied text. */
function partyText(party: Party, row: Record<string, unknown>): string {
  return party.lines
    .map((line) => line.map((c) => row[c]).filter(filled).map(String).join(' '))
    .filter((line) => line !== '')
    .join('\n');
}

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
    const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(party.lines.flat().map((c) => sql.ref(c)))} FROM ${sql.table(party.table)}
      WHERE ${sql.ref('name')} = ${key} AND ${sql.ref('customer_id')} = ${customerId} ORDER BY ${sql.ref('id')} LIMIT 1`.execute(db);
    if (!rows[0]) {
      errors.push({ field: `/${party.idField}`, message: translate(language, 'booking.partyNotFound', { id: key }) });
      continue;
    }
    if (party.idField === 'shipper') {
      const refusal = await merchantRefusal(db, customerId, { name: String(rows[0].name), taxId: rows[0].tax_id == null ? null : String(rows[0].tax_id) }, language);
      if (refusal) errors.push(refusal);
    }
    texts[party.textField] = partyText(party, rows[0]);
  }
  return { texts, errors };
}
