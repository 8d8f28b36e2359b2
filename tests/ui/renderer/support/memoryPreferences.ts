// An in-memory PreferenceStore for component tests: what one "browser" saves, a later page load reads.
import type { PreferenceStore } from '../../../../src/client/data/preferenceStore';
import type { GridPreference } from '../../../../src/shared/preferences/gridPreference';

export interface MemoryPreferences extends PreferenceStore {
  stored: Map<string, GridPreference>;
  saves: number;
}

export function memoryPreferences(seed: Record<string, GridPreference> = {}): MemoryPreferences {
  const stored = new Map(Object.entries(seed).map(([k, v]) => [k, structuredClone(v)]));
  const store: MemoryPreferences = {
    stored,
    saves: 0,
    async get(key) {
      const value = stored.get(key);
      return value ? structuredClone(value) : null;
    },
    async save(key, value) {
      store.saves++;
      stored.set(key, structuredClone(value));
    },
    async remove(key) {
      stored.delete(key);
    },
  };
  return store;
}
