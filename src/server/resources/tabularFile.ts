// An uploaded csv or xlsx file as a header row and data rows of text, each with its row number in
// the file (the header is row 1), so every problem can be reported where the user will find it.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export interface TabularRow {
  /** 1-based row number in the file. */
  row: number;
  cells: string[];
}

export interface TabularFile {
  headers: string[];
  rows: TabularRow[];
}

export class UnreadableFile extends Error {
  constructor(
    readonly reason: 'type' | 'malformed' | 'empty',
    readonly row?: number,
  ) {
    super(reason);
  }
}

export type FileKind = 'csv' | 'xlsx';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** By extension, checked against the content: an xlsx is a zip file, a csv is not. */
export function fileKind(filename: string, content: Buffer): FileKind {
  const lower = filename.toLowerCase();
  const isZip = ZIP_MAGIC.every((b, i) => content[i] === b);
  if (lower.endsWith('.xlsx')) {
    if (!isZip) throw new UnreadableFile('malformed');
    return 'xlsx';
  }
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    if (isZip || content.includes(0)) throw new UnreadableFile('malformed');
    return 'csv';
  }
  throw new UnreadableFile('type');
}

function isBlank(cells: string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/** From the header line: comma, or the semicolon or tab some spreadsheet locales write instead. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  const best = [',', ';', '\t'].map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
}

export function readCsv(content: Buffer): TabularFile {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, dynamicTyping: false, delimiter: delimiterOf(text) });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) throw new UnreadableFile('malformed', (broken.row ?? 0) + 1);
  const lines = parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => String(c ?? '')) }));
  return tabular(lines);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

export async function readXlsx(content: Buffer): Promise<TabularFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableFile('malformed');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile('empty');
  const lines: TabularRow[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    lines.push({ row: rowNumber, cells });
  });
  return tabular(lines);
}

function tabular(lines: TabularRow[]): TabularFile {
  const content = lines.filter((l) => !isBlank(l.cells));
  if (content.length === 0) throw new UnreadableFile('empty');
  const [header, ...rows] = content;
  const headers = header.cells.map((h) => h.trim());
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  return { headers, rows };
}

export async function readTabular(filename: string, content: Buffer): Promise<TabularFile> {
  if (content.length === 0) throw new UnreadableFile('empty');
  return fileKind(filename, content) === 'xlsx' ? readXlsx(content) : readCsv(content);
}
