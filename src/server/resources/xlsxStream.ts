// The first sheet of an xlsx file, read as a stream of XML (saxes) over the unpacked parts, under the
// import limits: uncompressed bytes (zipEntries' budget), rows, columns and cell length are checked
// as each row is read, so a sheet past a limit is refused without ever being held in memory.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { type ImportLimits, IMPORT_LIMITS } from './importLimits';
import { TabularCollector, type TabularFile, UnreadableFile } from './tabularData';
import { BudgetExceeded, ByteBudget, streamEntryText, type ZipEntry, zipEntries } from './zipEntries';

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one part through a SAX parser; a missing part is simply not read. */
async function parsePart(zip: Buffer, entry: ZipEntry | undefined, budget: ByteBudget, handlers: Handlers): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser();
  parser.on('error', () => {
    throw new UnreadableFile('malformed');
  });
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(localName(tag.name), (tag as SaxesTagPlain).attributes));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  await streamEntryText(zip, entry, budget, (text) => {
    if (text) parser.write(text);
  });
  parser.close();
}

/** Built-in number formats that show dates and times. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** A custom format shows a date when it has date or time letters outside quotes and brackets. */
const isDateFormat = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** Which cell styles (index of cellXfs) show dates. */
async function dateStyles(zip: Buffer, entries: Map<string, ZipEntry>, budget: ByteBudget): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, entries.get('xl/styles.xml'), budget, {
    open: (name, a) => {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number(a.numFmtId ?? 0));
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const out = new Set<number>();
  styles.forEach((id, index) => {
    if (DATE_FORMAT_IDS.has(id) || (custom.has(id) && isDateFormat(custom.get(id)!))) out.add(index);
  });
  return out;
}

/** The path of the first sheet, and whether dates count from 1904. */
async function firstSheet(zip: Buffer, entries: Map<string, ZipEntry>, budget: ByteBudget): Promise<{ path: string; date1904: boolean }> {
  let relId: string | undefined;
  let date1904 = false;
  await parsePart(zip, entries.get('xl/workbook.xml'), budget, {
    open: (name, a) => {
      if (name === 'sheet' && relId === undefined) relId = a['r:id'] ?? Object.entries(a).find(([k]) => localName(k) === 'id')?.[1];
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  let target: string | undefined;
  await parsePart(zip, entries.get('xl/_rels/workbook.xml.rels'), budget, {
    open: (name, a) => {
      if (name === 'Relationship' && a.Id === relId) target = a.Target;
    },
  });
  const path = !target ? 'xl/worksheets/sheet1.xml' : target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { path, date1904 };
}

async function sharedStrings(zip: Buffer, entries: Map<string, ZipEntry>, budget: ByteBudget, collector: TabularCollector): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, entries.get('xl/sharedStrings.xml'), budget, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current !== null) {
        current += text;
        collector.checkCell(current, 0);
      }
    },
  });
  return strings;
}

const columnIndex = (ref: string | undefined): number | null => {
  const letters = ref?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return null;
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
};

/** A date serial as ISO text, as a spreadsheet shows it (UTC, no time zone). */
function serialDate(serial: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000)).toISOString();
}

export async function readXlsxStream(zip: Buffer, limits: ImportLimits = IMPORT_LIMITS): Promise<TabularFile> {
  const budget = new ByteBudget(limits.maxUncompressedBytes);
  const collector = new TabularCollector(limits);
  try {
    const entries = zipEntries(zip);
    const { path, date1904 } = await firstSheet(zip, entries, budget);
    const sheet = entries.get(path);
    if (!sheet) throw new UnreadableFile('empty');
    const dates = await dateStyles(zip, entries, budget);
    const shared = await sharedStrings(zip, entries, budget, collector);

    let rowNumber = 0;
    let cells: string[] = [];
    let cell: { index: number; type: string; style: number; value: string; inline: string } | null = null;
    let reading: 'v' | 't' | null = null;
    await parsePart(zip, sheet, budget, {
      open: (name, a) => {
        if (name === 'row') {
          rowNumber = a.r ? Number(a.r) : rowNumber + 1;
          cells = [];
        } else if (name === 'c') {
          const index = columnIndex(a.r) ?? cells.length;
          collector.checkColumn(index, rowNumber);
          cell = { index, type: a.t ?? 'n', style: Number(a.s ?? 0), value: '', inline: '' };
        } else if (cell && name === 'v') reading = 'v';
        else if (cell && name === 't') reading = 't';
      },
      text: (text) => {
        if (!cell || !reading) return;
        if (reading === 'v') cell.value += text;
        else cell.inline += text;
        collector.checkCell(reading === 'v' ? cell.value : cell.inline, rowNumber);
      },
      close: (name) => {
        if (name === 'v' || name === 't') reading = null;
        else if (name === 'c' && cell) {
          const { type, value, inline, style, index } = cell;
          let text: string;
          if (type === 's') text = shared[Number(value)] ?? '';
          else if (type === 'inlineStr') text = inline;
          else if (type === 'b') text = value === '1' ? 'true' : 'false';
          else if (type === 'e') text = '';
          else if (type === 'n' && value !== '' && dates.has(style) && Number.isFinite(Number(value))) text = serialDate(Number(value), date1904);
          else text = value;
          while (cells.length < index) cells.push('');
          cells[index] = text;
          cell = null;
        } else if (name === 'row') collector.add(rowNumber, cells);
      },
    });
    return collector.finish();
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    if (error instanceof BudgetExceeded) throw new UnreadableFile('limit', undefined, 'maxUncompressedBytes');
    throw new UnreadableFile('malformed');
  }
}
