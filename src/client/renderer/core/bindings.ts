// Bindings between blocks (master-detail as data): `$record.<field>` reads the route's record,
// `$selected.<blockId>.<field>` the row last selected in that grid; anything else is a literal.
import type { Binding } from '../../../shared/page/pageSchema';
import type { ListFilter } from '../../../shared/wire/resourceContract';
import type { Row } from './useListController';
import { readPath } from './valueMapping';

export interface BindingSources {
  /** The route's record, once loaded. */
  record: Row | null;
  /** The row last selected in the grid with this id, or null. */
  selected(blockId: string): Row | null;
}

export type ParsedBinding = { source: 'record'; field: string } | { source: 'selected'; block: string; field: string } | { source: 'literal'; value: Binding };

export function parseBinding(spec: Binding): ParsedBinding {
  if (typeof spec === 'string' && spec.startsWith('$record.')) return { source: 'record', field: spec.slice('$record.'.length) };
  if (typeof spec === 'string' && spec.startsWith('$selected.')) {
    const [block = '', ...field] = spec.slice('$selected.'.length).split('.');
    return { source: 'selected', block, field: field.join('.') };
  }
  return { source: 'literal', value: spec };
}

/** The bound value, or undefined while its source has none (nothing selected, record not loaded). */
export function resolveBinding(spec: Binding, sources: BindingSources): unknown {
  const b = parseBinding(spec);
  if (b.source === 'literal') return b.value;
  const row = b.source === 'record' ? sources.record : sources.selected(b.block);
  const value = readPath(row, b.field);
  return value === null || value === '' ? undefined : value;
}

/** A bound grid's fixed filter (each field equals its value), or null while a source is empty. */
export function boundFilter(filter: Record<string, Binding> | undefined, sources: BindingSources): ListFilter | null {
  const out: ListFilter = {};
  for (const [field, spec] of Object.entries(filter ?? {})) {
    const value = resolveBinding(spec, sources);
    if (value === undefined) return null;
    out[field] = { eq: value as string | number | boolean };
  }
  return out;
}

/**
 * Whether every source a filter reads is at hand (the record loaded, a row selected). A bound list whose
 * sources are at hand but name nothing (a draft's empty booking number) has nothing to list: it shows
 * its empty text, not the wait for a master row.
 */
export function sourcesAtHand(filter: Record<string, Binding> | undefined, sources: BindingSources): boolean {
  return Object.values(filter ?? {}).every((spec) => {
    const b = parseBinding(spec);
    return b.source === 'literal' || (b.source === 'record' ? sources.record : sources.selected(b.block)) !== null;
  });
}

/** Whether any binding reads the route's record. */
export function readsRecord(specs: Binding[]): boolean {
  return specs.some((s) => parseBinding(s).source === 'record');
}
