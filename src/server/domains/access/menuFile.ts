// importMenu's file: a menu tree as a .json list of menus (or `{ "menus": [...] }`) or a .csv/.xlsx
// sheet with one menu per row, columns named as the fields below. The whole file is checked before
// anything is compared or written; every problem is named (row or menu) in the user's language.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import { readTabular, UnreadableFile } from '../../resources/tabularFile';

export interface MenuRow {
  name: string;
  path: string;
  parent: string | null;
  sno: number;
  titleKey: string;
  icon: string;
  hidden: boolean;
  noCache: boolean;
  activeMenu: string | null;
  audience: 'admin' | 'customer';
}

const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const PATH = /^(\/[A-Za-z0-9_-]{1,64}){1,4}$/;
const KEY = /^[A-Za-z][A-Za-z0-9_.]{0,99}$/;
const ICON = /^[A-Za-z0-9]{0,64}$/;
/** More menus than any product would have: a bound on the work one file can cause. */
export const MAX_MENUS = 2000;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const flag = (v: unknown): boolean | null => (v === true || v === 'true' || v === '1' || v === 1 ? true : v === false || v === 'false' || v === '0' || v === 0 || text(v) === '' ? false : null);

/** The raw records of the file, before their fields are checked. */
async function recordsOf(filename: string, content: Buffer): Promise<Array<Record<string, unknown>> | null> {
  if (/\.json$/i.test(filename)) {
    try {
      const parsed: unknown = JSON.parse(content.toString('utf8'));
      const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? (parsed as { menus?: unknown }).menus : null;
      return Array.isArray(list) && list.every((r) => r && typeof r === 'object' && !Array.isArray(r)) ? (list as Array<Record<string, unknown>>) : null;
    } catch {
      return null;
    }
  }
  try {
    const sheet = await readTabular(filename, content);
    return sheet.rows.map((r) => Object.fromEntries(sheet.headers.map((h, i) => [h.trim(), r.cells[i] ?? ''])));
  } catch (error) {
    if (error instanceof UnreadableFile) return null;
    throw error;
  }
}

/** The file's menus, or every reason it cannot be imported. */
export async function readMenuFile(filename: string, content: Buffer, language: Language): Promise<{ menus: MenuRow[]; errors: FieldError[] }> {
  const records = await recordsOf(filename, content);
  if (!records || records.length === 0 || records.length > MAX_MENUS) return { menus: [], errors: [{ field: 'file', message: translate(language, 'error.menuFile') }] };
  const errors: FieldError[] = [];
  const menus: MenuRow[] = [];
  records.forEach((r, i) => {
    const row = text(r.name) || String(i + 1);
    const bad = (field: string) => errors.push({ field: 'file', row: i + 1, message: translate(language, 'error.menuField', { row, field }) });
    const sno = Number(text(r.sno));
    const menu = {
      name: text(r.name),
      path: text(r.path),
      parent: text(r.parent) || null,
      sno,
      titleKey: text(r.titleKey),
      icon: text(r.icon),
      hidden: flag(r.hidden),
      noCache: flag(r.noCache),
      activeMenu: text(r.activeMenu) || null,
      audience: text(r.audience),
    };
    if (!NAME.test(menu.name)) bad('name');
    if (!PATH.test(menu.path)) bad('path');
    if (menu.parent !== null && !NAME.test(menu.parent)) bad('parent');
    if (!Number.isInteger(sno) || sno < 0 || sno > 100000) bad('sno');
    if (!KEY.test(menu.titleKey)) bad('titleKey');
    if (!ICON.test(menu.icon)) bad('icon');
    if (menu.hidden === null) bad('hidden');
    if (menu.noCache === null) bad('noCache');
    if (menu.activeMenu !== null && !NAME.test(menu.activeMenu)) bad('activeMenu');
    if (menu.audience !== 'admin' && menu.audience !== 'customer') bad('audience');
    menus.push(menu as MenuRow);
  });
  if (errors.length > 0) return { menus: [], errors };
  // The tree as a whole: unique names, parents that are groups of the file, one audience per group.
  const byName = new Map<string, MenuRow>();
  for (const m of menus) {
    if (byName.has(m.name)) errors.push({ field: 'file', message: translate(language, 'error.menuDuplicate', { name: m.name }) });
    byName.set(m.name, m);
  }
  for (const m of menus) {
    const parent = m.parent === null ? null : byName.get(m.parent);
    if (m.parent !== null && (!parent || parent.parent !== null || parent.audience !== m.audience)) errors.push({ field: 'file', message: translate(language, 'error.menuParent', { name: m.name, parent: m.parent }) });
    if (m.activeMenu !== null && !byName.has(m.activeMenu)) errors.push({ field: 'file', message: translate(language, 'error.menuActive', { name: m.name, active: m.activeMenu }) });
  }
  return { menus: errors.length > 0 ? [] : menus, errors };
}
