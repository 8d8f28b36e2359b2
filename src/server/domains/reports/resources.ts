// The report resources (SPEC §2 /reportManager): SQL reports with their run and export actions,
// report templates, and reports bound to menus. Administrators only.
import menuReportSchema from '../../../../schemas/entities/menuReport.schema.json';
import reportSqlSchema from '../../../../schemas/entities/reportSql.schema.json';
import reportTemplateSchema from '../../../../schemas/entities/reportTemplate.schema.json';
import { sql } from 'kysely';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { menuReportCheck } from './menuReportCheck';
import { exportXlsxAction, runAction } from './reportActions';
import { readReportSql } from './reportSqlText';
import type { RecordCheck, ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

/** `$1 fromDate (date), $2 …`: what the run dialog's p1, p2 … stand for. */
const PARAM_LIST_SQL = sql`SELECT string_agg('$' || p.line_no || ' ' || p.name || ' (' || p.kind || ')', ', ' ORDER BY p.line_no) FROM report_sql_params p WHERE p.parent_id = report_sqls.id`;

/** The run dialog offers p1 … p5 (reportActions.ts). */
export const MAX_PARAMS = 5;

/** A report is checked as it is saved, so a broken one is never stored (the runner checks again). */
const reportSqlCheck: RecordCheck = (record, language) => {
  const errors: FieldError[] = [];
  const text = typeof record.sqlText === 'string' ? record.sqlText : '';
  const reading = readReportSql(text);
  if (reading.refusal) errors.push({ field: '/sqlText', message: translate(language, `report.${reading.refusal}`) });
  const params = Array.isArray(record.params) ? (record.params as Array<{ name?: string }>) : [];
  if (reading.maxParam > params.length) errors.push({ field: '/sqlText', message: translate(language, 'report.paramUndeclared', { param: `$${reading.maxParam}`, count: params.length }) });
  if (params.length > MAX_PARAMS) errors.push({ field: '/params', message: translate(language, 'report.tooManyParams', { max: MAX_PARAMS }) });
  const names = params.map((p) => p.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) errors.push({ field: `/params/${i}/name`, message: translate(language, 'report.paramTwice', { name: String(name) }) });
  });
  return errors;
};

export const REPORT_RESOURCES: ResourceDef[] = [
  defineResource({
    name: 'reportSql',
    schema: entity(reportSqlSchema),
    writers: 'admin',
    hooks: { check: reportSqlCheck },
    actions: [runAction, exportXlsxAction],
    computed: { paramList: PARAM_LIST_SQL },
  }),
  defineResource({ name: 'reportTemplate', schema: entity(reportTemplateSchema), writers: 'admin', readers: 'admin' }),
  defineResource({ name: 'menuReport', schema: entity(menuReportSchema), writers: 'admin', hooks: { check: menuReportCheck } }),
];
