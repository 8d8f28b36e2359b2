// The client data's requiredConfigList, read from required_configs at request time, so an admin's
// change applies on the next load of client data without a restart.
import type { Kysely } from 'kysely';
import { type RequiredConfig, toRequiredConfigList } from '../../shared/requiredConfig/reqItem';
import type { Database } from '../db/schema';

export async function loadRequiredConfigList(db: Kysely<Database>): Promise<RequiredConfig[]> {
  const rows = await db.selectFrom('required_configs').selectAll().orderBy('menu_cd').orderBy('id').execute();
  return toRequiredConfigList(
    rows.map((r) => ({
      menuCd: r.menu_cd,
      tableName: r.table_name,
      fieldName: r.field_name,
      triType: r.tri_type,
      preCondition: r.pre_condition,
      hintZh: r.hint_zh,
      hintEn: r.hint_en,
      hintTr: r.hint_tr,
    })),
  );
}
