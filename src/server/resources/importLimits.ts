// What one import may hold, checked while the file is read (never after it is all in memory): a zip
// bomb or a runaway sheet is refused at the first limit it passes, with a message naming the limit.
export interface ImportLimits {
  /** Bytes the xlsx parts may unpack to, all parts together. */
  maxUncompressedBytes: number;
  /** Data rows (the header row aside). */
  maxRows: number;
  maxColumns: number;
  /** Characters in one cell. */
  maxCellChars: number;
}

export const IMPORT_LIMITS: ImportLimits = { maxUncompressedBytes: 64 * 1024 * 1024, maxRows: 50_000, maxColumns: 100, maxCellChars: 10_000 };

/** Errors one refused import reports at most (a file of 50,000 bad rows is not answered row by row). */
export const MAX_REPORTED_ERRORS = 200;
