// A report may be bound only to an administrator's menu: the report views show every company's rows,
// which no customer may read.
import { isAdminMenu } from '../../../shared/menus/menuTree';
import { translate } from '../../i18n/translate';
import type { RecordCheck } from '../../resources/types';

export const menuReportCheck: RecordCheck = (record, language) =>
  typeof record.menuCd === 'string' && !isAdminMenu(record.menuCd) ? [{ field: '/menuCd', message: translate(language, 'report.adminMenuOnly', { menu: record.menuCd }) }] : [];
