// The report actions: `run` answers the laid-out result (columns with their titles, rows formatted,
// capped); `exportXlsx` answers the same as an xlsx file (base64) to save. Both are reads.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/schema';
import { ApiError, invalidInput } from '../../http/apiError';
import { fileAnswer } from '../../http/fileAnswer';
import { XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { loadReport, type StoredReport } from './loadReport';
import { formatCell, layoutOf, type LayoutColumn } from './reportLayout';
import { ROW_CAP, runReport } from './reportRunner';
import { reportXlsx } from './reportXlsx';
import type { ResourceAction } from '../../resources/types';
import { arrayOf, BOOLEAN, exactObject, FILE_ANSWER, INTEGER, orNull, TEXT } from '../../http/answerSchemas';
import { ROW_ID } from '../../resources/columnBounds';

const PARAM = { type: ['string', 'number'], maxLength: 500 };

export const RUN_PAYLOAD = {
  type: 'object',
  properties: {
    id: ROW_ID,
    code: { type: 'string', maxLength: 40 },
    values: { type: 'object', maxProperties: 30, additionalProperties: { type: ['string', 'number'], maxLength: 500 } },
    p1: PARAM, p2: PARAM, p3: PARAM, p4: PARAM, p5: PARAM,
  },
  additionalProperties: false,
};

export interface RunPayload {
  id?: number;
  code?: string;
  values?: Record<string, unknown>;
  [name: string]: unknown;
}

/** LaidOutResult as answered: a row is column field → formatted text (null for no value). */
export const LAID_OUT_RESULT = exactObject({
  name: TEXT,
  columns: arrayOf(exactObject({ field: TEXT, title: TEXT, format: TEXT, width: orNull(INTEGER) })),
  rows: arrayOf({ type: 'object', additionalProperties: orNull(TEXT) }),
  rowCount: INTEGER,
  capped: BOOLEAN,
  rowCap: INTEGER,
});
/** exportAnswer as answered. */
export const REPORT_FILE = exactObject({ file: FILE_ANSWER, rowCount: INTEGER, capped: BOOLEAN });

export interface LaidOutResult {
  name: string;
  columns: LayoutColumn[];
  rows: Array<Record<string, string | null>>;
  rowCount: number;
  capped: boolean;
  rowCap: number;
}

/** Values by name (`values`), or by position as the run dialog sends them: p1 for $1, p2 for $2 …. */
function valuesOf(p: RunPayload, report: StoredReport): Record<string, unknown> {
  if (p.values) return p.values;
  return Object.fromEntries(report.params.map((param, i) => [param.name, p[`p${i + 1}`]]));
}

export async function runLaidOut(db: Kysely<Database>, report: StoredReport, values: Record<string, unknown>, language: Language): Promise<LaidOutResult> {
  const answer = await runReport(db as unknown as Kysely<unknown>, report, values, language);
  const columns = layoutOf(answer.columns, report.template, language);
  const rows = answer.rows.map((r) => Object.fromEntries(columns.map((c) => [c.field, formatCell(r[c.field], c.format)])));
  return { name: report.name, columns, rows, rowCount: rows.length, capped: answer.capped, rowCap: ROW_CAP };
}

/** Run a loaded report with the values as sent: errors about a parameter sent as p<n> are put under p<n>, where the dialog shows them. */
export async function runAsSent(db: Kysely<Database>, report: StoredReport, payload: RunPayload, language: Language): Promise<LaidOutResult> {
  try {
    return await runLaidOut(db, report, valuesOf(payload, report), language);
  } catch (error) {
    if (payload.values || !(error instanceof ApiError) || !error.errors) throw error;
    const position = new Map(report.params.map((p, i) => [`/values/${p.name}`, `/p${i + 1}`]));
    throw invalidInput(error.errors.map((e) => ({ ...e, field: position.get(e.field) ?? e.field })), error.messageKey, error.values);
  }
}

/** An export's answer: the laid-out result as the xlsx file it carries (base64), and how many rows it holds (capped at ROW_CAP). */
export async function exportAnswer(report: StoredReport, result: LaidOutResult) {
  const xlsx = await reportXlsx(report.name, result.columns, result.rows);
  return { ...fileAnswer(`${report.code}.xlsx`, XLSX_MEDIA_TYPE, xlsx), rowCount: result.rowCount, capped: result.capped };
}

const target = (p: RunPayload) => (p.id !== undefined ? { id: p.id } : { code: p.code ?? '' });

export const runAction: ResourceAction = {
  name: 'run',
  answer: { schema: LAID_OUT_RESULT },
  summary: 'Run the report read-only (data: {"id"} or {"code"}, "values": {param: value} or "p1" … "p5" for $1 … $5); answers columns and rows (at most 2000)',
  reads: true,
  payloadSchema: RUN_PAYLOAD,
  async run({ db, language }, raw) {
    const payload = raw as RunPayload;
    return runAsSent(db, await loadReport(db, target(payload)), payload, language);
  },
};

export const exportXlsxAction: ResourceAction = {
  name: 'exportXlsx',
  answer: { schema: REPORT_FILE },
  summary: 'Run the report and answer its result as an xlsx file: { file: { fileName, mediaType, base64 }, rowCount, capped }',
  reads: true,
  payloadSchema: RUN_PAYLOAD,
  async run({ db, language }, raw) {
    const payload = raw as RunPayload;
    const report = await loadReport(db, target(payload));
    const result = await runAsSent(db, report, payload, language);
    return exportAnswer(report, result);
  },
};
