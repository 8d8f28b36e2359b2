// The required-field rules of a resource's menu, read from required_configs on every write, so an
// administrator's change applies at once without a restart.
import { type Kysely, sql } from 'kysely';
import { type ReqItemEntry, toReqItemEntry } from '../../shared/requiredConfig/reqItem';

interface RuleRow {
  menu_cd: string;
  table_name: string;
  field_name: string;
  tri_type: string | null;
  pre_condition: string | null;
  hint_zh: string | null;
  hint_en: string | null;
  hint_tr: string | null;
}

export async function loadMenuRules<DB>(db: Kysely<DB>, menuCd: string): Promise<ReqItemEntry[]> {
  const { rows } = await sql<RuleRow>`SELECT menu_cd, table_name, field_name, tri_type, pre_condition, hint_zh, hint_en, hint_tr
    FROM required_configs WHERE menu_cd = ${menuCd} ORDER BY id`.execute(db);
  return rows.map((r) =>
    toReqItemEntry({
      menuCd: r.menu_cd,
      tableName: r.table_name,
      fieldName: r.field_name,
      triType: r.tri_type,
      preCondition: r.pre_condition,
      hintZh: r.hint_zh,
      hintEn: r.hint_en,
      hintTr: r.hint_tr,
    }),
  );
}
