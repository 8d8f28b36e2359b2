// The signed-in user's own preferences, kept on the server (userpreference) so they follow the user
// to another browser. The shell implements it over the wire (api/preferenceStore.ts); tests in memory.
import type { GridPreference } from '../../shared/preferences/gridPreference';

export interface PreferenceStore {
  /** The stored preference, or null when the user has none. */
  get(key: string): Promise<GridPreference | null>;
  save(key: string, value: GridPreference): Promise<void>;
  /** Back to the page's defaults. */
  remove(key: string): Promise<void>;
}
