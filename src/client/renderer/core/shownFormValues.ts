// The values the page's form holds as the user edits them, for the other blocks of the page that follow
// them (a notes block showing the notes of the lane being booked: `matchForm`). The form publishes on
// every change; a reader re-renders only when the fields it follows change, so typing stays cheap.
import { useSyncExternalStore } from 'react';

type Row = Record<string, unknown>;

export interface ShownFormValues {
  get(): Row;
  publish(values: Row): void;
  subscribe(listener: () => void): () => void;
}

export function createShownFormValues(): ShownFormValues {
  let values: Row = {};
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    publish(next) {
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The named fields' values in the page's form, as one text key (stable while they do not change). */
export function useFollowedFormFields(shown: ShownFormValues | undefined, fields: readonly string[]): Row {
  const key = useSyncExternalStore(
    (listener) => shown?.subscribe(listener) ?? (() => undefined),
    () => JSON.stringify(fields.map((f) => shown?.get()[f] ?? null)),
  );
  const held = JSON.parse(key) as unknown[];
  return Object.fromEntries(fields.map((f, i) => [f, held[i]]));
}
