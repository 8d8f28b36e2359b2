// Resolves an action's value mapping: `$row.<field>` reads the row acted on, `$param.<name>` the
// route's query, `$input.<field>` an action form's values and `$result.<field>` the server's answer
// to the action, `$submission` the key of one submission of an action's form (the same on a retry or a
// double click, new after an answer: what a server books once by); anything else is a literal
// (DESIGN "The page schema" actions). A reference ending in `|date` gives an instant's calendar day
// (China time); line items are mapped as a list of lines, or one line per item of a list (`$item.`).
import { calendarDateOf } from '../../../shared/format/fieldValue';
import { readPath } from '../../../shared/page/condition';
import type { MappedScalar, MappedValue, ValueMapping } from '../../../shared/page/pageSchema';

export { readPath };

export interface MappingContext {
  row?: Record<string, unknown> | null;
  params?: Record<string, string>;
  input?: Record<string, unknown> | null;
  result?: Record<string, unknown> | null;
  submission?: string;
  /** The route's record (`$record.<field>`): what a form or detail page's toolbar acts on. */
  record?: Record<string, unknown> | null;
  /** The item of a list being mapped line by line (`$item.<field>`). */
  item?: Record<string, unknown> | null;
}

/** The conversions a reference may end in. */
const PIPES: Record<string, (value: unknown) => unknown> = {
  date: (value) => calendarDateOf(value) ?? undefined,
};

function resolveReference(spec: string, ctx: MappingContext): unknown {
  if (spec === '$submission') return ctx.submission;
  if (spec.startsWith('$row.')) return readPath(ctx.row ?? undefined, spec.slice(5));
  if (spec.startsWith('$param.')) return ctx.params?.[spec.slice(7)];
  if (spec.startsWith('$input.')) return readPath(ctx.input ?? undefined, spec.slice(7));
  if (spec.startsWith('$result.')) return readPath(ctx.result ?? undefined, spec.slice(8));
  if (spec.startsWith('$item.')) return readPath(ctx.item ?? undefined, spec.slice(6));
  if (spec.startsWith('$record.')) return readPath(ctx.record ?? undefined, spec.slice(8));
  return spec;
}

export function resolveValue(spec: MappedScalar, ctx: MappingContext): unknown {
  if (typeof spec !== 'string') return spec;
  const bar = spec.startsWith('$') ? spec.lastIndexOf('|') : -1;
  const pipe = bar > 0 ? PIPES[spec.slice(bar + 1)] : undefined;
  if (!pipe) return resolveReference(spec, ctx);
  const value = resolveReference(spec.slice(0, bar), ctx);
  return value === undefined || value === null || value === '' ? undefined : pipe(value);
}

/** One line: its mapped values, or undefined when none of them resolves. */
function resolveLine(mapping: Record<string, MappedScalar>, ctx: MappingContext): Record<string, unknown> | undefined {
  const line = resolveMapping(mapping, ctx);
  return Object.keys(line).length > 0 ? line : undefined;
}

function resolveMapped(spec: MappedValue, ctx: MappingContext): unknown {
  if (Array.isArray(spec)) {
    const lines = spec.map((line) => resolveLine(line, ctx)).filter((l) => l !== undefined);
    return lines.length > 0 ? lines : undefined;
  }
  if (typeof spec === 'object') {
    const list = resolveValue(spec.each, ctx);
    if (!Array.isArray(list)) return undefined;
    const lines = list.map((item) => resolveLine(spec.as, { ...ctx, item: item && typeof item === 'object' ? (item as Record<string, unknown>) : null })).filter((l) => l !== undefined);
    return lines.length > 0 ? lines : undefined;
  }
  return resolveValue(spec, ctx);
}

/** Every mapped value; a reference that resolves to nothing is left out rather than sent as "undefined". */
export function resolveMapping(mapping: ValueMapping, ctx: MappingContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(mapping)) {
    const value = resolveMapped(spec, ctx);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A mapped value as a route's query carries it: lines (and any object) as JSON text. */
export function queryText(value: unknown): string {
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A new submission key: 32 random hex digits (no secure-context API needed). */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
