// Runs a report's SQL as safely as the database allows, inside the caller's transaction but in a
// savepoint rolled back at the end, so nothing it did outlives it:
//   READ ONLY (no write, no DDL), the role f9_report (reads only the report_* views: never sessions,
//   users or their password hashes), parameters bound as $n, one statement wrapped as a subquery
//   (a second statement or a data-modifying WITH is a syntax error there), at most ROW_CAP rows,
//   and a time limit: statement_timeout on PostgreSQL; PGlite (one backend in this process, no timer
//   to cancel it) refuses a statement whose planner cost is above COST_CAP, and the migration took
//   pg_sleep and set_config (which could reset the role mid-query) from PUBLIC.
// Every refusal is a message of the catalogue: the database's own error text never reaches a user.
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import { ApiError, invalidInput } from '../../http/apiError';
import { ExceptionCode } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import { bindValues, type ParamDef } from './reportParams';
import { readReportSql } from './reportSqlText';

export const REPORT_ROLE = 'f9_report';
export const ROW_CAP = 2000;
export const TIMEOUT_MS = 5000;
/** Planner cost units: a full scan of a million-row view is about 20,000; a runaway join is millions. */
export const COST_CAP = 2_000_000;

export interface ReportAnswer {
  columns: string[];
  rows: Array<Record<string, unknown>>;
  /** More rows matched than ROW_CAP: only the first ROW_CAP are here. */
  capped: boolean;
}


/** Database errors a report can cause, by SQLSTATE, and what the administrator is told. */
const BY_SQLSTATE: Record<string, string> = {
  '25006': 'report.noWrite', // read_only_sql_transaction
  '42501': 'report.onlyViews', // insufficient_privilege: a table, function or view outside the grant
  '42P01': 'report.unknownTable', // undefined_table
  '42703': 'report.unknownColumn', // undefined_column
  '42883': 'report.unknownFunction', // undefined_function
  '42601': 'report.syntax', // syntax_error: also a second statement or an INSERT inside the wrapper
  '42P18': 'report.paramType', // indeterminate_datatype: $1 needs a cast
  '57014': 'report.timeout', // query_canceled by statement_timeout
  '22P02': 'report.badValue', // invalid_text_representation: a value that does not fit its use
  '22007': 'report.badValue',
  '22008': 'report.badValue',
  '22012': 'report.divisionByZero',
  '0A000': 'report.notSupported', // feature_not_supported: e.g. a data-modifying WITH in a subquery
};

/** Per database (a process may serve several, as the tests do). */
const pgliteOf = new WeakMap<Kysely<unknown>, Promise<boolean>>();
function isPglite(db: Kysely<unknown>): Promise<boolean> {
  let known = pgliteOf.get(db);
  if (!known) {
    known = sql<{ v: string }>`SELECT version() AS v`.execute(db).then(({ rows }) => rows[0].v.includes('PGlite'));
    pgliteOf.set(db, known);
    known.catch(() => pgliteOf.delete(db));
  }
  return known;
}

/** A cell as JSON carries it: dates as ISO text, anything unusual as text. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

export async function runReport(db: Kysely<unknown>, report: { sqlText: string; params: ParamDef[] }, given: Record<string, unknown>, language: Language): Promise<ReportAnswer> {
  const refused = (key: string, values: Record<string, string | number> = {}) => invalidInput([{ field: '/sqlText', message: translate(language, key, values) }], key, values);
  const reading = readReportSql(report.sqlText);
  if (reading.refusal) throw refused(`report.${reading.refusal}`);
  if (reading.maxParam > report.params.length) throw refused('report.paramUndeclared', { param: `$${reading.maxParam}`, count: report.params.length });
  const { values, errors } = bindValues(report.params, given, language);
  if (errors.length) throw invalidInput(errors, 'report.paramsRefused');
  const pglite = await isPglite(db);
  // The migration takes set_config from PUBLIC; where it could not (no superuser), no report runs.
  const { rows: guard } = await sql<{ ok: boolean }>`SELECT NOT has_function_privilege(${REPORT_ROLE}, 'set_config(text,text,boolean)', 'EXECUTE') AS ok`.execute(db);
  if (!guard[0]?.ok) throw new ApiError(ExceptionCode.ServerError, 'report.roleUnsafe');

  const wrapped = `SELECT * FROM (\n${reading.body}\n) AS f9_report_result LIMIT ${ROW_CAP + 1}`;
  await sql`SAVEPOINT f9_report_run`.execute(db);
  try {
    // The report views name codes in the reader's language (f9_code_name, migration 0193); set before the role loses set_config.
    await sql`SELECT set_config('f9.language', ${language}, true)`.execute(db);
    await sql`SET LOCAL transaction_read_only = on`.execute(db);
    await sql.raw(`SET LOCAL ROLE ${REPORT_ROLE}`).execute(db);
    await sql.raw(`SET LOCAL statement_timeout = ${TIMEOUT_MS}`).execute(db);
    if (pglite) {
      const plan = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${wrapped}`, values));
      const cost = plan.rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Total Cost'] ?? 0;
      if (cost > COST_CAP) throw refused('report.tooHeavy');
    }
    const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(wrapped, values));
    const rows = result.rows.slice(0, ROW_CAP).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cell(v)])));
    return { columns: rows.length ? Object.keys(rows[0]) : [], rows, capped: result.rows.length > ROW_CAP };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw refused(BY_SQLSTATE[code] ?? 'report.failed');
  } finally {
    await sql`ROLLBACK TO SAVEPOINT f9_report_run`.execute(db);
  }
}
