// An entity's state machine as its schema carries it (`@transitions` on the status field,
// `x-transitions`): each named action and the states it may be taken from. The server's actions
// refuse any other state; the screens offer an action only in those states.
export const TRANSITIONS_KEYWORD = 'x-transitions';

export interface EntityTransitions {
  /** The field holding the state. */
  field: string;
  /** Action name → the states it may be taken from. */
  from: Record<string, readonly string[]>;
}

/** The state field of a schema and its transitions, or null when the entity has none. */
export function transitionsOf(schema: { properties?: Record<string, { [keyword: string]: unknown }> } | null | undefined): EntityTransitions | null {
  for (const [field, prop] of Object.entries(schema?.properties ?? {})) {
    const from = prop[TRANSITIONS_KEYWORD];
    if (from && typeof from === 'object' && !Array.isArray(from)) return { field, from: from as Record<string, readonly string[]> };
  }
  return null;
}

/** May `action` be taken on `record` now? True for an action that is no transition (copy, history). */
export function transitionAllowed(transitions: EntityTransitions | null, action: string, record: Record<string, unknown> | null | undefined): boolean {
  const from = transitions?.from[action];
  if (!from) return true;
  return !!record && from.includes(String(record[transitions.field]));
}
