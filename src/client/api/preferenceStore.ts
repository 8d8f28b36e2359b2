// PreferenceStore over GET/PUT/DELETE userpreference. Never cached: a preference saved in another
// browser must show on the next page load. A failed read is quiet: the grid keeps the page's defaults.
import type { GridPreference } from '../../shared/preferences/gridPreference';
import { Calls } from '../../shared/wire/calls';
import type { PreferenceStore } from '../data/preferenceStore';
import { request } from './request';

interface WirePreference {
  Key: string;
  Value: GridPreference | null;
}

export function createPreferenceStore(): PreferenceStore {
  return {
    async get(key) {
      const answer = await request<WirePreference>(Calls.userPreference, { params: { key }, cache: false, silent: true });
      return answer?.Value ?? null;
    },
    async save(key, value) {
      await request(Calls.userPreference, { method: 'PUT', data: { key, value: JSON.stringify(value) } });
    },
    async remove(key) {
      await request(Calls.userPreference, { method: 'DELETE', params: { key } });
    },
  };
}
