// Turns a read file into validated records: columns matched to fields by name, text converted to
// each field's type, every row validated. Nothing is written unless every row is good.
import type { Language } from '../../shared/constants';
import type { ReqItemEntry } from '../../shared/requiredConfig/reqItem';
import type { FieldError } from '../../shared/wire/envelope';
import { isUnstorable } from '../http/storableText';
import { fieldTitlesEverywhere } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';
import type { FieldInfo } from './entityFields';
import { HIDDEN_FIELDS } from './listQuery';
import { engineMessage } from './messages';
import { writablePart } from './records';
import type { TabularFile } from './tabularFile';
import { validateWrite } from './writeValidation';
import type { EntityRecord, ResourceDef } from './types';

const norm = (name: string) => name.replace(/[_\s-]/g, '').toLowerCase();

/** "名称 (name)": the client's import template puts the field name in brackets after its title. */
const BRACKETED = /[(（]\s*([A-Za-z0-9_]+)\s*[)）]\s*$/;

/**
 * A header names a field by property or column name, in any case, alone or in brackets after a title
 * in any language, or by its title in any language (xlsx exports); server-managed columns are skipped.
 */
function matchHeaders(def: ResourceDef, headers: string[], language: Language): { columns: Array<FieldInfo | null>; errors: FieldError[] } {
  const byName = new Map<string, FieldInfo>();
  for (const f of def.fields) {
    // Titles first: a field's own name wins where a title happens to equal another field's name.
    for (const title of fieldTitlesEverywhere(def.schema.properties[f.name]?.title)) byName.set(norm(title), f);
  }
  for (const f of def.fields) {
    byName.set(norm(f.name), f);
    byName.set(norm(f.column), f);
  }
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const columns = headers.map((header) => {
    const bracketed = BRACKETED.exec(header)?.[1];
    const field = byName.get(norm(header)) ?? (bracketed === undefined ? undefined : byName.get(norm(bracketed)));
    if (!field) {
      errors.push({ row: 1, field: header, message: engineMessage(language, header === '' ? 'headerMissing' : 'unknownColumn', { column: header }) });
      return null;
    }
    if (seen.has(field.name)) errors.push({ row: 1, field: header, message: engineMessage(language, 'duplicateColumn', { column: header }) });
    seen.add(field.name);
    return field.readOnly || HIDDEN_FIELDS.has(field.name) ? null : field;
  });
  return { columns, errors };
}

/** Exports guard formulas with a leading quote (csvText.ts); an import takes it off again. */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 't', '是']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'f', '否']);

/** The cell as the field's type; text that does not convert stays text, for validation to report. */
export function cellValue(field: FieldInfo, text: string): unknown {
  const value = unguard(text.trim());
  if (value === '') return undefined;
  if (field.kind === 'number' || field.kind === 'integer') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : value;
  }
  if (field.kind === 'boolean') {
    const lower = value.toLowerCase();
    if (TRUE_WORDS.has(lower)) return true;
    if (FALSE_WORDS.has(lower)) return false;
    return value;
  }
  return value;
}

export interface ImportCheck {
  records: EntityRecord[];
  errors: FieldError[];
  /** The file row of each record (for checks made after this one, such as references). */
  rowNumbers?: number[];
}

/** Cells PostgreSQL cannot store (NUL, lone surrogates), each named by its row and column. */
function unstorableCells(file: TabularFile, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  const lines = [{ row: 1, cells: file.headers }, ...file.rows];
  for (const line of lines) {
    line.cells.forEach((cell, i) => {
      if (!isUnstorable(cell)) return;
      const field = file.headers[i] ?? '';
      errors.push({ row: line.row, field, message: translate(language, 'validation.unstorableText', { field: isUnstorable(field) ? String(i + 1) : field }) });
    });
  }
  return errors;
}

export function checkImport(def: ResourceDef, file: TabularFile, rules: ReqItemEntry[], language: Language): ImportCheck {
  const unstorable = unstorableCells(file, language);
  if (unstorable.length > 0) return { records: [], errors: unstorable };
  const { columns, errors } = matchHeaders(def, file.headers, language);
  if (errors.length > 0) return { records: [], errors };
  if (file.rows.length === 0) return { records: [], errors: [{ row: 1, field: '', message: engineMessage(language, 'empty') }] };
  const records: EntityRecord[] = [];
  const rowNumbers: number[] = [];
  for (const line of file.rows) {
    if (line.cells.slice(columns.length).some((c) => c.trim() !== '')) {
      errors.push({ row: line.row, field: '', message: engineMessage(language, 'extraCells') });
      continue;
    }
    const raw: EntityRecord = {};
    columns.forEach((field, i) => {
      if (field) raw[field.name] = cellValue(field, line.cells[i] ?? '');
    });
    const record = writablePart(def, raw);
    const rowErrors = validateWrite(def, record, rules, language);
    if (rowErrors.length === 0 && def.hooks.check) rowErrors.push(...def.hooks.check(record, language));
    for (const e of rowErrors) errors.push({ ...e, row: line.row });
    records.push(record);
    rowNumbers.push(line.row);
  }
  return errors.length > 0 ? { records: [], errors } : { records, errors, rowNumbers };
}
