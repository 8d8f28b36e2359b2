// A report may be bound only to an administrator's menu: the report views show every company's rows,
// which no customer may read.
import { flattenMenuTree, MENU_TREE } from '../../../shared/menus/menuTree';
import { translate } from '../../i18n/translate';
import type { RecordCheck } from '../../resources/registry';

const ADMIN_MENUS = new Set(flattenMenuTree(MENU_TREE.filter((g) => g.audience === 'admin')).map((n) => n.name));

export const menuReportCheck: RecordCheck = (record, language) =>
  typeof record.menuCd === 'string' && !ADMIN_MENUS.has(record.menuCd) ? [{ field: '/menuCd', message: translate(language, 'report.adminMenuOnly', { menu: record.menuCd }) }] : [];
