// Records as csv text for export: a header of field names (what an import reads back), a BOM so
// spreadsheet programs read UTF-8, and text that would start a formula guarded with a quote.
import Papa from 'papaparse';
import { HIDDEN_FIELDS } from './listQuery';
import type { EntityRecord, ResourceDef } from './types';

const FORMULA_START = /^[=+\-@\t\r]/;

export function exportFieldNames(def: ResourceDef): string[] {
  // A write-only field (a password) is never read, so never exported.
  return def.fields.filter((f) => !HIDDEN_FIELDS.has(f.name) && f.name !== 'createdBy' && !f.writeOnly).map((f) => f.name);
}

export function toCsv(def: ResourceDef, records: EntityRecord[]): string {
  const names = exportFieldNames(def);
  const rows = records.map((r) =>
    names.map((name) => {
      const value = r[name];
      if (value === undefined || value === null) return '';
      if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
      return String(value);
    }),
  );
  return `\uFEFF${Papa.unparse({ fields: names, data: rows }, { newline: '\r\n' })}\r\n`;
}
