// Resolves an action's value mapping: `$row.<field>` reads the row acted on, `$param.<name>` the
// route's query, `$input.<field>` an action form's values and `$result.<field>` the server's answer
// to the action, `$submission` the key of one submission of an action's form (the same on a retry or a
// double click, new after an answer: what a server books once by); anything else is a literal
// (DESIGN "The page schema" actions).
import type { ValueMapping } from '../../../shared/page/pageSchema';

export interface MappingContext {
  row?: Record<string, unknown> | null;
  params?: Record<string, string>;
  input?: Record<string, unknown> | null;
  result?: Record<string, unknown> | null;
  submission?: string;
}

export function readPath(record: Record<string, unknown> | null | undefined, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function resolveValue(spec: string | number | boolean, ctx: MappingContext): unknown {
  if (typeof spec !== 'string') return spec;
  if (spec === '$submission') return ctx.submission;
  if (spec.startsWith('$row.')) return readPath(ctx.row ?? undefined, spec.slice(5));
  if (spec.startsWith('$param.')) return ctx.params?.[spec.slice(7)];
  if (spec.startsWith('$input.')) return readPath(ctx.input ?? undefined, spec.slice(7));
  if (spec.startsWith('$result.')) return readPath(ctx.result ?? undefined, spec.slice(8));
  return spec;
}

/** Every mapped value; a reference that resolves to nothing is left out rather than sent as "undefined". */
export function resolveMapping(mapping: ValueMapping, ctx: MappingContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(mapping)) {
    const value = resolveValue(spec, ctx);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A new submission key: 32 random hex digits (no secure-context API needed). */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
