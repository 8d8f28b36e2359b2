// The signed-in user's own preferences, kept on the server (userpreference) so they follow the user
// to another browser. The shell implements it over the wire (api/preferenceStore.ts); tests in memory.
import type { GridPreference } from '../../shared/preferences/gridPreference';

export interface PreferenceStore {
  /** The stored preference, or null when the user has none. */
  get(key: string): Promise<GridPreference | null>;
  /** The stored preference if it has already been read for this page (its first calls); else undefined. Reading takes nothing (a render may repeat). */
  inHand?(key: string): { value: GridPreference | null } | undefined;
  save(key: string, value: GridPreference): Promise<void>;
  /** Back to the page's defaults. */
  remove(key: string): Promise<void>;
}
