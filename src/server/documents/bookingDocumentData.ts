// What a booking's documents print: the booking in the caller's scope (another company's is not found,
// as on every read), with its ports and carrier named in the reader's language from the master data.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { LANGUAGE_FALLBACKS } from '../../shared/constants';
import { notFound } from '../http/apiError';
import { attachChildren } from '../resources/childRows';
import { rowToRecord } from '../resources/records';
import { selectByIds } from '../resources/rowStore';
import type { EntityRecord, ResourceDef, Scope } from '../resources/types';

export interface BookingDocumentData {
  booking: EntityRecord;
  /** UN/LOCODE or carrier code → its name in the reader's language (the code when unknown). */
  names: Map<string, string>;
}

interface NameRow {
  code: string;
  name_en: string;
  name_zh: string | null;
  name_tr: string | null;
  name_es: string | null;
}

/** The name in `language`, else in its fallbacks (as the screens show it), else the English one. */
export function localName(row: NameRow, language: Language): string {
  for (const lang of [language, ...LANGUAGE_FALLBACKS[language]]) {
    const name = row[`name_${lang}`];
    if (name) return name;
  }
  return row.name_en;
}

export async function readBookingDocument<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, id: number, language: Language): Promise<BookingDocumentData> {
  // The forwarder (no company) reads every customer's bookings, as on its review screens.
  const scoped = scope.customerId === null ? { ...def, customerScoped: false } : def;
  const [row] = await selectByIds(db, scoped, scope, [id]);
  if (!row) throw notFound();
  const [booking] = await attachChildren(db, def, [rowToRecord(def, row)]);
  const places = ['pol', 'pod', 'placeOfReceipt', 'placeOfDelivery'].map((f) => booking[f]).filter((v): v is string => typeof v === 'string');
  const carrier = typeof booking.carrier === 'string' ? [booking.carrier] : [];
  const { rows } = await sql<NameRow>`
    SELECT un_locode AS code, name_en, name_zh, name_tr, name_es FROM locations WHERE un_locode IN (${sql.join(places.length ? places : [''])})
    UNION ALL
    SELECT code, name_en, name_zh, name_tr, name_es FROM carriers WHERE code IN (${sql.join(carrier.length ? carrier : [''])})`.execute(db);
  return { booking, names: new Map(rows.map((r) => [r.code, localName(r, language)])) };
}
