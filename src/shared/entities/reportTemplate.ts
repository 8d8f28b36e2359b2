// A report template (SPEC §2 /reportManager/reporttemp): the layout applied to a report's result —
// which columns, in which order, under which title in each language and in which format.
import type { Stored } from './common';

/** One column of the layout, by the result's column name. */
export interface ReportColumn {
  /**
   * @title field.reportTemplate.field
   * @pattern ^[a-z_][a-z0-9_]{0,62}$
   * @maxLength 63
   * @formatExamples ["booking_no"]
   */
  field: string;
  /**
   * @title field.reportTemplate.titleEn
   * @maxLength 60
   */
  titleEn?: string;
  /**
   * @title field.reportTemplate.titleZh
   * @maxLength 60
   */
  titleZh?: string;
  /**
   * @title field.reportTemplate.titleTr
   * @maxLength 60
   */
  titleTr?: string;
  /**
   * @title field.reportTemplate.titleEs
   * @maxLength 60
   */
  titleEs?: string;
  /**
   * @title field.reportTemplate.format
   */
  format?: 'text' | 'integer' | 'decimal2' | 'date' | 'dateTime';
  /**
   * Column width in characters (the export's sheet).
   * @title field.reportTemplate.width
   * @asType integer
   * @minimum 4
   * @maximum 80
   */
  width?: number;
}

/**
 * @title field.entity.reportTemplate
 * @table report_templates
 * @keyField code
 * @defaultSort code
 * @display name
 */
export interface ReportTemplate extends Stored {
  /**
   * @title field.reportTemplate.code
   * @pattern ^[A-Za-z][A-Za-z0-9_]{1,39}$
   * @maxLength 40
   * @formatExamples ["bookingList"]
   * @indexed
   */
  code: string;
  /**
   * @title field.reportTemplate.name
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /**
   * Also show the result's columns the layout does not list, after the listed ones.
   * @title field.reportTemplate.showUnlisted
   */
  showUnlisted?: boolean;
  /**
   * @title field.reportTemplate.columns
   * @childTable report_template_columns
   * @maxItems 200
   */
  columns?: ReportColumn[];
}
