// An uploaded csv or xlsx file read under the import limits (importLimits.ts): the kind from the
// extension checked against the content, then the rows collected as the reader produces them.
import Papa from 'papaparse';
import { type ImportLimits, IMPORT_LIMITS } from './importLimits';
import { TabularCollector, type TabularFile, UnreadableFile } from './tabularData';
import { readXlsxStream } from './xlsxStream';

export { type TabularFile, type TabularRow, UnreadableFile } from './tabularData';

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
    // A NUL inside is reported by the import check, on its row and column.
    if (isZip) throw new UnreadableFile('malformed');
    return 'csv';
  }
  throw new UnreadableFile('type');
}

/** From the header line: comma, or the semicolon or tab some spreadsheet locales write instead. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  const best = [',', ';', '\t'].map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
}

export function readCsv(content: Buffer, limits: ImportLimits = IMPORT_LIMITS): TabularFile {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const collector = new TabularCollector(limits);
  let row = 0;
  let failure: unknown = null;
  // Row by row (step), so a file past a limit stops there instead of being parsed whole.
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    dynamicTyping: false,
    delimiter: delimiterOf(text),
    step: (result, parser) => {
      row += 1;
      try {
        if (result.errors.some((e) => e.type === 'Quotes')) throw new UnreadableFile('malformed', row);
        collector.add(row, result.data.map((c) => String(c ?? '')));
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return collector.finish();
}

export async function readTabular(filename: string, content: Buffer, limits: ImportLimits = IMPORT_LIMITS): Promise<TabularFile> {
  if (content.length === 0) throw new UnreadableFile('empty');
  return fileKind(filename, content) === 'xlsx' ? readXlsxStream(content, limits) : readCsv(content, limits);
}
