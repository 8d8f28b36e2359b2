// PreferenceStore over GET/PUT/DELETE userpreference. A failed read is quiet: the grid keeps the page's
// defaults. The query layer asks it afresh on each page load (a preference saved in another browser
// shows) and hands a read the page's first calls started to the grid (reads.ts preferenceRead).
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
      const answer = await request<WirePreference>(Calls.userPreference, { params: { key }, silent: true });
      return answer?.Value ?? null;
    },
    async save(key, value) {
      // The grid holds the new value and has put it in the cache: nothing to read again.
      await request(Calls.userPreference, { method: 'PUT', data: { key, value: JSON.stringify(value) }, announce: false });
    },
    async remove(key) {
      await request(Calls.userPreference, { method: 'DELETE', params: { key }, announce: false });
    },
  };
}
