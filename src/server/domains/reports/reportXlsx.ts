// A report's laid-out result as an xlsx workbook: the template's titles as headers, numbers as
// numbers (from their exact text), text as text (never a formula), the template's widths.
import ExcelJS from 'exceljs';
import type { LayoutColumn } from './reportLayout';

const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';

export async function reportXlsx(name: string, columns: LayoutColumn[], rows: Array<Record<string, string | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.field,
    width: c.width ?? Math.min(40, Math.max(10, c.title.length * 2 + 2)),
    style: c.format === 'decimal2' ? { numFmt: '#,##0.00' } : c.format === 'integer' ? { numFmt: '0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((c) => {
      const v = row[c.field];
      if (v === null || v === undefined) return null;
      // A number cell for the spreadsheet's sums; the shown text was rounded exactly already.
      if ((c.format === 'integer' || c.format === 'decimal2') && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
      return v;
    }));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
