// Required-field rules, read from required_configs at request time so an administrator's change
// applies at once without a restart: as the client data's requiredConfigList, and per menu for the
// resource engine's write validation. One query serves both.
import { type Kysely, sql } from 'kysely';
import {
  type ReqItemEntry,
  type RequiredConfig,
  type RequiredRuleFields,
  toReqItemEntry,
  toRequiredConfigList,
  saveRules,
} from '../../shared/requiredConfig/reqItem';

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

/** Generic over the database type: the engine runs it inside its own transactions too. */
async function selectRules<DB>(db: Kysely<DB>, menuCd?: string): Promise<RequiredRuleFields[]> {
  const where = menuCd === undefined ? sql`` : sql`WHERE menu_cd = ${menuCd}`;
  const { rows } = await sql<RuleRow>`SELECT menu_cd, table_name, field_name, tri_type, pre_condition, hint_zh, hint_en, hint_tr
    FROM required_configs ${where} ORDER BY menu_cd, id`.execute(db);
  return rows.map((r) => ({
    menuCd: r.menu_cd,
    tableName: r.table_name,
    fieldName: r.field_name,
    triType: r.tri_type,
    preCondition: r.pre_condition,
    hintZh: r.hint_zh,
    hintEn: r.hint_en,
    hintTr: r.hint_tr,
  }));
}

export async function loadRequiredConfigList<DB>(db: Kysely<DB>): Promise<RequiredConfig[]> {
  return toRequiredConfigList(await selectRules(db));
}

/** A menu's rules: the ones a save checks, or (`submit`) all of them, which a submission checks. */
export async function loadMenuRules<DB>(db: Kysely<DB>, menuCd: string, on: 'save' | 'submit' = 'save'): Promise<ReqItemEntry[]> {
  const all = (await selectRules(db, menuCd)).map(toReqItemEntry);
  return on === 'submit' ? all : saveRules(all);
}
