// The wire shape of required-field rules (SPEC §3 "Required-field config"): the client data's
// requiredConfigList holds, per menu code, ReqItem as JSON text of ReqItemEntry[].

/** One rule as it travels inside ReqItem. */
export interface ReqItemEntry {
  /** Entity name (e.g. `product`) or its table name (e.g. `products`). */
  TableName: string;
  /** Property name (e.g. `hsCode`) or its column name (e.g. `hs_code`). */
  FieldName: string;
  TriType?: string | null;
  /** When non-empty, this rule does not make the field required. */
  PreCondition?: string | null;
  /** The hint shown as the field's error message, per language: simplified Chinese. */
  HintZh?: string | null;
  HintEn?: string | null;
  /** Traditional Chinese (UI language tr). */
  HintTr?: string | null;
}

/** One element of the client data's requiredConfigList. */
export interface RequiredConfig {
  MenuCd: string;
  /** JSON text of ReqItemEntry[]. */
  ReqItem: string;
}

/** A stored rule (the requiredRule entity's fields) as the server reads it. */
export interface RequiredRuleFields {
  menuCd: string;
  tableName: string;
  fieldName: string;
  triType?: string | null;
  preCondition?: string | null;
  hintZh?: string | null;
  hintEn?: string | null;
  hintTr?: string | null;
}

export function toReqItemEntry(rule: RequiredRuleFields): ReqItemEntry {
  return {
    TableName: rule.tableName,
    FieldName: rule.fieldName,
    TriType: rule.triType ?? null,
    PreCondition: rule.preCondition ?? null,
    HintZh: rule.hintZh ?? null,
    HintEn: rule.hintEn ?? null,
    HintTr: rule.hintTr ?? null,
  };
}

/** Groups stored rules per menu into the client data's requiredConfigList (menus in first-seen order). */
export function toRequiredConfigList(rules: RequiredRuleFields[]): RequiredConfig[] {
  const byMenu = new Map<string, ReqItemEntry[]>();
  for (const rule of rules) {
    const list = byMenu.get(rule.menuCd) ?? [];
    list.push(toReqItemEntry(rule));
    byMenu.set(rule.menuCd, list);
  }
  return [...byMenu].map(([MenuCd, items]) => ({ MenuCd, ReqItem: JSON.stringify(items) }));
}

/**
 * The entries of one menu from requiredConfigList. ReqItem text that is not a JSON array of
 * objects yields no entries (a broken rule must not break the form).
 */
export function reqItemsOfMenu(list: RequiredConfig[] | null | undefined, menuCd: string): ReqItemEntry[] {
  const out: ReqItemEntry[] = [];
  for (const config of list ?? []) {
    if (config.MenuCd !== menuCd) continue;
    out.push(...parseReqItem(config.ReqItem));
  }
  return out;
}

export function parseReqItem(text: string | null | undefined): ReqItemEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (e): e is ReqItemEntry =>
      typeof e === 'object' && e !== null && typeof (e as ReqItemEntry).TableName === 'string' && typeof (e as ReqItemEntry).FieldName === 'string',
  );
}

/** Whether a rule is checked only at submission (triType `submit`); any other value is checked on every save. */
export const checkedOnSubmitOnly = (entry: Pick<ReqItemEntry, 'TriType'>) => (entry.TriType ?? '').trim().toLowerCase() === 'submit';

/** The rules a save checks: all but the submit-only ones. */
export const saveRules = (entries: readonly ReqItemEntry[]) => entries.filter((e) => !checkedOnSubmitOnly(e));
