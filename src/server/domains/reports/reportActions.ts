// The report actions: `run` answers the laid-out result (columns with their titles, rows formatted,
// capped); `exportXlsx` answers the same as an xlsx file (base64) to save. Both are reads.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/schema';
import type { ResourceAction } from '../../resources/resourceAction';
import { loadReport, type StoredReport } from './loadReport';
import { formatCell, layoutOf, type LayoutColumn } from './reportLayout';
import { ROW_CAP, runReport } from './reportRunner';
import { reportXlsx } from './reportXlsx';

export const RUN_PAYLOAD = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    code: { type: 'string', maxLength: 40 },
    values: { type: 'object', maxProperties: 30, additionalProperties: { type: ['string', 'number'], maxLength: 500 } },
  },
  additionalProperties: true,
};

interface RunPayload {
  id?: number;
  code?: string;
  values?: Record<string, unknown>;
  [name: string]: unknown;
}

export interface LaidOutResult {
  name: string;
  columns: LayoutColumn[];
  rows: Array<Record<string, string | null>>;
  rowCount: number;
  capped: boolean;
  rowCap: number;
}

/** Values may come as `values` or, from a form beside the id, as the payload's own fields. */
const valuesOf = (p: RunPayload) => p.values ?? Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'id' && k !== 'code'));

export async function runLaidOut(db: Kysely<Database>, report: StoredReport, values: Record<string, unknown>, language: Language): Promise<LaidOutResult> {
  const answer = await runReport(db as unknown as Kysely<unknown>, report, values, language);
  const columns = layoutOf(answer.columns, report.template, language);
  const rows = answer.rows.map((r) => Object.fromEntries(columns.map((c) => [c.field, formatCell(r[c.field], c.format)])));
  return { name: report.name, columns, rows, rowCount: rows.length, capped: answer.capped, rowCap: ROW_CAP };
}

const target = (p: RunPayload) => (p.id !== undefined ? { id: p.id } : { code: p.code ?? '' });

export const runAction: ResourceAction = {
  name: 'run',
  summary: 'Run the report read-only (data: {"id"} or {"code"}, "values": {param: value}); answers columns and rows (at most 2000)',
  reads: true,
  payloadSchema: RUN_PAYLOAD,
  async run({ db, language }, raw) {
    const payload = raw as RunPayload;
    return runLaidOut(db, await loadReport(db, target(payload)), valuesOf(payload), language);
  },
};

export const exportXlsxAction: ResourceAction = {
  name: 'exportXlsx',
  summary: 'Run the report and answer its result as an xlsx file: { fileName, mediaType, base64 }',
  reads: true,
  payloadSchema: RUN_PAYLOAD,
  async run({ db, language }, raw) {
    const payload = raw as RunPayload;
    const report = await loadReport(db, target(payload));
    const result = await runLaidOut(db, report, valuesOf(payload), language);
    const file = await reportXlsx(report.name, result.columns, result.rows);
    return { fileName: `${report.code}.xlsx`, mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', base64: file.toString('base64'), rowCount: result.rowCount, capped: result.capped };
  },
};
