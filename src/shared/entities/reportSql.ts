// A named SQL report (SPEC §2 /reportManager/reportSql): a SELECT over the report_* views written by an
// administrator, with typed parameters bound as $1, $2 … in the order listed — never pasted into the
// SQL. It runs read-only under its own database role (server/domains/reports/reportRunner.ts).
import type { Stored } from './common';

/** One parameter of a report: bound as `$<position>` (1-based, the order of the list). */
export interface ReportParam {
  /**
   * @title field.reportSql.paramName
   * @pattern ^[a-z][A-Za-z0-9_]{0,29}$
   * @maxLength 30
   * @formatExamples ["fromDate"]
   */
  name: string;
  /**
   * @title field.reportSql.paramKind
   */
  kind: 'string' | 'number' | 'date';
  /**
   * @title field.reportSql.paramTitle
   * @maxLength 60
   */
  title?: string;
}

/**
 * @title field.entity.reportSql
 * @table report_sqls
 * @keyField code
 * @defaultSort code
 * @display {"en":"name","zh":"nameLocal"}
 */
export interface ReportSql extends Stored {
  /**
   * @title field.reportSql.code
   * @pattern ^[A-Za-z][A-Za-z0-9_]{1,39}$
   * @maxLength 40
   * @formatExamples ["bookingsByStatus"]
   * @indexed
   */
  code: string;
  /**
   * @title field.reportSql.name
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /**
   * @title field.reportSql.nameLocal
   * @maxLength 80
   */
  nameLocal?: string;
  /**
   * One SELECT (or WITH … SELECT) over the report_* views; parameters as $1, $2 ….
   * @title field.reportSql.sqlText
   * @examples ["SELECT code, name FROM report_carriers ORDER BY code"]
   * @minLength 1
   * @maxLength 8000
   */
  sqlText: string;
  /**
   * Titles, formats and column order applied to the result.
   * @title field.reportSql.templateCode
   * @reference reportTemplate
   * @maxLength 40
   */
  templateCode?: string;
  /**
   * @title field.reportSql.params
   * @childTable report_sql_params
   * @maxItems 50
   */
  params?: ReportParam[];
  /**
   * The parameters as the run dialog asks for them: `$1 fromDate (date), $2 …`.
   * @title field.reportSql.paramList
   * @maxLength 400
   * @computed
   */
  paramList?: string;
}
