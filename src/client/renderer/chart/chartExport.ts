// The chart's table as a file: csv (UTF-8 with a BOM, text that would start a formula guarded with a
// quote, as the server's list export does) or xlsx (numbers as numbers; exceljs loaded on demand).
import { XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { loadExcelJs } from './excelJsLoader';
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const csvCell = (text: string) => {
  const guarded = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

export function tableCsv(rows: string[][]): Blob {
  return new Blob([`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

export async function tableXlsx(rows: string[][], sheetTitle: string): Promise<Blob> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetTitle.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const [header, ...body] = rows;
  sheet.addRow(header).font = { bold: true };
  // Values stay text unless they are plain decimals: a label is never read as a formula or a date.
  for (const row of body) sheet.addRow(row.map((cell, i) => (i > 0 && NUMBER.test(cell) ? Number(cell) : cell)));
  sheet.columns.forEach((c, i) => (c.width = Math.min(40, Math.max(10, ...rows.map((r) => (r[i] ?? '').length + 2)))));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MEDIA_TYPE });
}
