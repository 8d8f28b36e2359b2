// An uploaded csv or xlsx file as a header row and data rows of text, each with its row number in
// the file (the header is row 1), collected under the import limits as the reader produces rows.
import { type ImportLimits, IMPORT_LIMITS } from './importLimits';

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
    readonly reason: 'type' | 'malformed' | 'empty' | 'limit',
    readonly row?: number,
    /** Which limit was passed, for reason 'limit'. */
    readonly limit?: keyof ImportLimits,
  ) {
    super(reason);
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Rows as a reader produces them; refuses the first row, column or cell past a limit. */
export class TabularCollector {
  private readonly lines: TabularRow[] = [];

  constructor(private readonly limits: ImportLimits = IMPORT_LIMITS) {}

  /** The column a reader is about to fill (0-based): refused past the column limit. */
  checkColumn(index: number, row: number): void {
    if (index >= this.limits.maxColumns) throw new UnreadableFile('limit', row, 'maxColumns');
  }

  checkCell(text: string, row: number): void {
    if (text.length > this.limits.maxCellChars) throw new UnreadableFile('limit', row, 'maxCellChars');
  }

  add(row: number, cells: string[]): void {
    if (cells.length > this.limits.maxColumns) this.checkColumn(cells.length - 1, row);
    for (const cell of cells) this.checkCell(cell, row);
    if (isBlank(cells)) return;
    // The header row plus maxRows data rows.
    if (this.lines.length > this.limits.maxRows) throw new UnreadableFile('limit', row, 'maxRows');
    this.lines.push({ row, cells });
  }

  finish(): TabularFile {
    if (this.lines.length === 0) throw new UnreadableFile('empty');
    const [header, ...rows] = this.lines;
    const headers = header.cells.map((h) => h.trim());
    while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
    return { headers, rows };
  }
}
