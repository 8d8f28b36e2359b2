// The format names a page-schema grid column or detail field can give ("format": "money"), with
// their optional argument after a colon: "number:3", "compact:1", "date:{y}-{m}-{d} {h}:{i}",
// "relativeTime:{y}-{m}-{d}", "ordinal:circled", "list: / ". The page-schema lint checks every
// format with isFormatSpec; formatValue reads them with parseFormatSpec.
import { isDateTemplate } from './formatDate';
import { MAX_DIGITS } from './numbers';
import { isOrdinalStyle, type OrdinalStyle } from './ordinal';

export const FORMAT_NAMES = [
  'money',
  'number',
  'thousands',
  'compact',
  'relativeTime',
  'duration',
  'elapsed',
  'timeLeft',
  'date',
  'ordinal',
  'capital',
  'text',
  'list',
  'htmlText',
  'badge',
] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

/**
 * A format a page schema can name; check untyped text (JSON) with isFormatSpec. The pattern (the
 * same as FORMAT_SPEC_PATTERN) reaches page.schema.json, so an editor flags a misspelt format.
 * @pattern ^(?:money|thousands|duration|elapsed|timeLeft|capital|text|htmlText|badge|(?:number|compact)(?::\d{1,2})?|(?:relativeTime|date|list)(?::.+)?|ordinal:(?:circled|zh|en|financial))$
 */
export type FormatSpec =
  | 'money'
  | 'number'
  | `number:${number}`
  | 'thousands'
  | 'compact'
  | `compact:${number}`
  | 'relativeTime'
  | `relativeTime:${string}`
  | 'duration'
  | 'elapsed'
  | 'timeLeft'
  | 'date'
  | `date:${string}`
  | `ordinal:${OrdinalStyle}`
  | 'capital'
  | 'text'
  | 'list'
  | `list:${string}`
  | 'htmlText'
  /** A value with choices as a coloured badge (its label inside); colours per choice from `badges` or the entity's `@badges`. */
  | 'badge';

/** The same set as a JSON Schema pattern (coarser: digit bounds and date placeholders are checked by isFormatSpec). */
export const FORMAT_SPEC_PATTERN =
  '^(?:money|thousands|duration|elapsed|timeLeft|capital|text|htmlText|badge|(?:number|compact)(?::\\d{1,2})?|(?:relativeTime|date|list)(?::.+)?|ordinal:(?:circled|zh|en|financial))$';

export type ParsedFormat =
  | { name: 'money' | 'thousands' | 'duration' | 'elapsed' | 'timeLeft' | 'capital' | 'text' | 'htmlText' | 'badge' }
  | { name: 'number' | 'compact'; digits?: number }
  | { name: 'relativeTime' | 'date'; template?: string }
  | { name: 'ordinal'; style: OrdinalStyle }
  | { name: 'list'; separator?: string };

function parseDigits(arg: string): number | null {
  if (!/^\d{1,2}$/.test(arg)) return null;
  const n = Number(arg);
  return n <= MAX_DIGITS ? n : null;
}

/** Reads a format text; null when it names no format or its argument is wrong. */
export function parseFormatSpec(text: unknown): ParsedFormat | null {
  if (typeof text !== 'string') return null;
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const arg = colon < 0 ? undefined : text.slice(colon + 1);
  switch (name) {
    case 'money':
    case 'thousands':
    case 'duration':
    case 'elapsed':
    case 'timeLeft':
    case 'capital':
    case 'text':
    case 'htmlText':
    case 'badge':
      return arg === undefined ? { name } : null;
    case 'number':
    case 'compact': {
      if (arg === undefined) return { name };
      const digits = parseDigits(arg);
      return digits === null ? null : { name, digits };
    }
    case 'relativeTime':
    case 'date':
      if (arg === undefined) return { name };
      return isDateTemplate(arg) ? { name, template: arg } : null;
    case 'ordinal':
      return arg !== undefined && isOrdinalStyle(arg) ? { name, style: arg } : null;
    case 'list':
      if (arg === undefined) return { name };
      return arg.length > 0 ? { name, separator: arg } : null;
    default:
      return null;
  }
}

export function isFormatSpec(text: unknown): text is FormatSpec {
  return parseFormatSpec(text) !== null;
}
