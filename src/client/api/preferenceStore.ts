// PreferenceStore over GET/PUT/DELETE userpreference. Never cached: a preference saved in another
// browser must show on the next page load. A failed read is quiet: the grid keeps the page's defaults.
// A read started with the page's first calls (renderer/core/pageFirstCalls.ts) is taken once; a save
// or removal forgets it.
import type { GridPreference } from '../../shared/preferences/gridPreference';
import { Calls } from '../../shared/wire/calls';
import type { PreferenceStore } from '../data/preferenceStore';
import { dropEarly, settledEarly, takeEarly } from './earlyCalls';
import { request } from './request';

interface WirePreference {
  Key: string;
  Value: GridPreference | null;
}

/** The early-call key of a preference read. */
export const preferenceCallKey = (key: string) => `preference/${key}`;

/** Reads one preference now (exported for the page's first calls). */
export async function readPreference(key: string): Promise<GridPreference | null> {
  const answer = await request<WirePreference>(Calls.userPreference, { params: { key }, cache: false, silent: true });
  return answer?.Value ?? null;
}

export function createPreferenceStore(): PreferenceStore {
  return {
    get: (key) => takeEarly(preferenceCallKey(key), () => readPreference(key)),
    inHand: (key) => settledEarly(preferenceCallKey(key)),
    async save(key, value) {
      dropEarly(preferenceCallKey(key));
      await request(Calls.userPreference, { method: 'PUT', data: { key, value: JSON.stringify(value) } });
    },
    async remove(key) {
      dropEarly(preferenceCallKey(key));
      await request(Calls.userPreference, { method: 'DELETE', params: { key } });
    },
  };
}
