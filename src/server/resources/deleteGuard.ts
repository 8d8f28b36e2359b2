// A shared record (reference data, not a company's own) cannot be deleted while another record refers
// to it (`@reference`): the delete is refused, naming where it is used, and the administrator
// deactivates it instead. A company's own master data is copied into what uses it, so it may go.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants';
import { ACTIVE_FIELD } from '../../shared/entities/codeNaming';
import type { FieldError } from '../../shared/wire/envelope';
import { fieldTitle } from '../i18n/fieldTitles';
import { engineMessage } from './messages';
import { scopeCondition, tableRef } from './sqlParts';
import type { ResourceDef, Scope } from './types';

export async function referencedBy<DB>(db: Kysely<DB>, all: readonly ResourceDef[], def: ResourceDef, scope: Scope, ids: number[], language: Language): Promise<FieldError[]> {
  if (def.customerScoped || ids.length === 0) return [];
  const key = def.fields.find((f) => f.name === def.keyField)!;
  const { rows } = await sql<{ key: unknown }>`SELECT ${sql.ref(key.column)} AS ${sql.ref('key')} FROM ${tableRef(def)} WHERE ${scopeCondition(def, scope)} AND ${sql.ref('id')} IN (${sql.join(ids)})`.execute(db);
  const keys = rows.map((r) => r.key).filter((k) => k !== null && k !== undefined);
  if (keys.length === 0) return [];
  const errors: FieldError[] = [];
  const title = (d: ResourceDef) => fieldTitle(language, typeof d.schema.title === 'string' ? d.schema.title : `field.entity.${d.name}`, d.name);
  for (const other of all) {
    for (const field of other.fields.filter((f) => f.ref === def.name)) {
      // Every company's rows count: the record is in use even where this administrator's view ends; a
      // binned row does not (it is gone to its users, and the purge removes it).
      const { rows: used } = await sql<{ key: unknown }>`SELECT DISTINCT ${sql.ref(field.column)} AS ${sql.ref('key')} FROM ${tableRef(other)}
        WHERE ${sql.ref(field.column)} IN (${sql.join(keys)}) ${other.softDelete ? sql`AND ${sql.ref('deleted_at')} IS NULL` : sql``} LIMIT 20`.execute(db);
      for (const u of used) {
        const values = { resource: title(def), value: String(u.key), where: `${title(other)} (${fieldTitle(language, other.schema.properties[field.name]?.title, field.name)})` };
        errors.push({ field: 'ids', message: engineMessage(language, def.fields.some((f) => f.name === ACTIVE_FIELD) ? 'inUseDeactivate' : 'inUse', values) });
      }
    }
  }
  return errors;
}
