// A report template (reporttemp) applied to a result: the columns it lists, in its order, under its
// title in the reader's language, each with its format; the others after them when it says so.
// Cells are formatted for reading here, on the server, with exact decimals (never binary floats).
import type { Language } from '../../../shared/constants';
import { decimalToText, parseDecimal, roundDecimal } from '../../../shared/format/decimal';

export type ColumnFormat = 'text' | 'integer' | 'decimal2' | 'date' | 'dateTime';

export interface TemplateColumn {
  field: string;
  titleEn: string | null;
  titleZh: string | null;
  titleTr: string | null;
  titleEs: string | null;
  format: string | null;
  width: number | null;
}

export interface LayoutColumn {
  field: string;
  title: string;
  format: ColumnFormat;
  width: number | null;
}

const TITLE_OF: Record<Language, Array<keyof TemplateColumn>> = { en: ['titleEn'], zh: ['titleZh', 'titleEn'], tr: ['titleTr', 'titleZh', 'titleEn'], es: ['titleEs', 'titleEn'] };

export function layoutOf(resultColumns: string[], template: { columns: TemplateColumn[]; showUnlisted: boolean } | null, language: Language): LayoutColumn[] {
  const plain = (field: string): LayoutColumn => ({ field, title: field, format: 'text', width: null });
  if (!template) return resultColumns.map(plain);
  const listed = template.columns.map((c) => ({
    field: c.field,
    title: (TITLE_OF[language].map((k) => c[k]).find((v) => typeof v === 'string' && v !== '') as string | undefined) ?? c.field,
    format: (c.format ?? 'text') as ColumnFormat,
    width: c.width,
  }));
  const named = new Set(listed.map((c) => c.field));
  return template.showUnlisted ? [...listed, ...resultColumns.filter((f) => !named.has(f)).map(plain)] : listed;
}

/** China time, as every time of the portal is shown. */
const chinaTime = (iso: string, withTime: boolean) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  return withTime ? text : text.slice(0, 10);
};

export function formatCell(value: unknown, format: ColumnFormat): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (format === 'integer' || format === 'decimal2') {
    const d = parseDecimal(text);
    return d ? decimalToText(roundDecimal(d, format === 'integer' ? 0 : 2)) : text;
  }
  if (format === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : chinaTime(text, false);
  if (format === 'dateTime') return chinaTime(text, true);
  return text;
}
