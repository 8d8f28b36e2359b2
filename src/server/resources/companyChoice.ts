// Company-owned rows written by the forwarder (registry.ts `adminWritten`): the administrator names
// the customer company a new record belongs to in its `customerId`, checked here against the
// customers table; the engine then validates and stores the record within that company's scope.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { invalidInput } from '../http/apiError';
import { engineMessage } from './messages';
import type { EntityRecord, Scope } from './types';
import { INT4_MAX } from './columnBounds';

/** The field naming the owner company, as every company-owned entity has it (CustomerOwned). */
export const COMPANY_FIELD = 'customerId';

/**
 * The company a payload names, taken out of the record (the field is server-managed for customers'
 * own writes, so the record validates without it); refused unless an existing company.
 */
export async function chosenCompany<DB>(db: Kysely<DB>, record: EntityRecord, language: Language, field = `/${COMPANY_FIELD}`): Promise<Scope & { customerId: number }> {
  const raw = record[COMPANY_FIELD];
  delete record[COMPANY_FIELD];
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  const bad = () => invalidInput([{ field, message: engineMessage(language, 'badCompany') }]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw bad();
  const { rows } = await sql<{ id: number }>`SELECT ${sql.ref('id')} FROM ${sql.table('customers')} WHERE ${sql.ref('id')} = ${id}`.execute(db);
  if (rows.length === 0) throw bad();
  return { customerId: id };
}
