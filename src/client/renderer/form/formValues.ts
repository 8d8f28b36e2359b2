// The values a form is editing, as a tiny store its widgets subscribe to field by field. RJSF's
// `formContext` holds the store (one object for the form's life), so a keystroke does not change the
// context every field receives, and only a widget that reads the changed field renders again.
import { useSyncExternalStore } from 'react';

type Values = Record<string, unknown>;

export interface FormValues {
  get(): Values;
  set(values: Values): void;
  subscribe(listener: () => void): () => void;
}

export function createFormValues(initial: Values): FormValues {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(values) {
      if (values === current) return;
      current = values;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const none: FormValues = createFormValues({});

/** One field's value; the caller renders again only when that value changes. */
export function useFormValue(values: FormValues | undefined, field: string): unknown {
  const store = values ?? none;
  return useSyncExternalStore(store.subscribe, () => store.get()[field]);
}

/** Several fields' values; the caller renders again only when one of them changes (a block following the page's form). */
export function useFormFields(values: FormValues | undefined, fields: readonly string[]): Values {
  const store = values ?? none;
  // One text key of the fields' values: a snapshot that stays equal while they do.
  const key = useSyncExternalStore(store.subscribe, () => JSON.stringify(fields.map((f) => store.get()[f] ?? null)));
  const held = JSON.parse(key) as unknown[];
  return Object.fromEntries(fields.map((f, i) => [f, held[i]]));
}
