// A report bound to a menu (SPEC §2 /reportManager/menuReport): every user granted that menu may run it.
import type { Stored } from './common';

/**
 * @title field.entity.menuReport
 * @table menu_reports
 * @keyField reportCode
 * @defaultSort menuCd
 */
export interface MenuReport extends Stored {
  /**
   * Route name of the menu (the menu tree's), e.g. bilingList.
   * @title field.menuReport.menuCd
   * @examples ["reportSql"]
   * @pattern ^[A-Za-z][A-Za-z0-9]{1,63}$
   * @maxLength 64
   * @formatExamples ["reportSql"]
   * @indexed
   */
  menuCd: string;
  /**
   * @title field.menuReport.reportCode
   * @reference reportSql
   * @maxLength 40
   * @indexed
   */
  reportCode: string;
  /**
   * @title field.menuReport.sno
   * @asType integer
   * @minimum 0
   * @maximum 9999
   */
  sno?: number;
}
