// Records as an xlsx workbook: headers are the fields' titles in the user's language (an import
// reads them back, importRows.ts), cells keep their type: numbers as numbers, booleans as booleans,
// dates as spreadsheet dates shown in China time. Text is stored as text, never as a formula.
import ExcelJS from 'exceljs';
import type { Language } from '../../shared/constants';
import { formatChinaTimestamp } from '../../shared/wire/chinaTime';
import { fieldTitle } from '../i18n/fieldTitles';
import { exportFieldNames } from './csvText';
import type { FieldInfo } from './entityFields';
import type { EntityRecord, ResourceDef } from './types';

/** Excel's limit, and characters a sheet name may not hold. */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** A wall-clock time in China as the date-time a spreadsheet shows (it has no time zones). */
const chinaWallClock = (iso: string) => new Date(`${formatChinaTimestamp(new Date(iso)).replace(' ', 'T')}Z`);

function cellOf(field: FieldInfo, value: unknown): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  if (field.format === 'date-time' && typeof value === 'string') return chinaWallClock(value);
  if (field.format === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return String(value);
}

const NUM_FMT: Record<string, string> = { 'date-time': 'yyyy-mm-dd hh:mm:ss', date: 'yyyy-mm-dd' };

export async function toXlsx(def: ResourceDef, records: EntityRecord[], language: Language): Promise<Buffer> {
  const byName = new Map(def.fields.map((f) => [f.name, f]));
  const fields = exportFieldNames(def).map((name) => byName.get(name)!);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(fieldTitle(language, def.schema.title, def.name)), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((f) => {
    const header = fieldTitle(language, def.schema.properties[f.name]?.title, f.name);
    return { header, key: f.name, width: Math.min(40, Math.max(10, header.length * 2 + 2)), style: NUM_FMT[f.format ?? ''] ? { numFmt: NUM_FMT[f.format!] } : {} };
  });
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(fields.map((f) => cellOf(f, record[f.name])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
