// The grid's column arrangement for this user and page: loaded from the user's preferences on the
// server, saved on every change from the column panel or a column-edge drag, reset to the page file.
import { useCallback, useEffect, useRef, useState } from 'react';
import { gridPreferenceKey } from '../../../shared/preferences/gridPreference';
import type { GridColumn } from '../../../shared/page/pageSchema';
import { useRendererEnv } from '../core/rendererEnv';
import { type ColumnView, applyPreference, pageDefaults, toPreference } from './columnPreferences';

export interface ColumnPreferences {
  views: ColumnView[];
  /** True once the stored preference has been read (or found missing). */
  ready: boolean;
  /** `save: false` while a column edge is still being dragged. */
  change(next: ColumnView[], options?: { save?: boolean }): void;
  reset(): void;
}

export function useColumnPreferences(page: string, block: string | undefined, columns: readonly GridColumn[]): ColumnPreferences {
  const { preferences } = useRendererEnv();
  const key = gridPreferenceKey(page, block);
  // Already read (the page's first calls answered before this mount): the grid's first render has the user's columns.
  const [inHand] = useState(() => preferences.inHand?.(key));
  const [views, setViews] = useState<ColumnView[]>(() => (inHand ? applyPreference(columns, inHand.value) : pageDefaults(columns)));
  const [ready, setReady] = useState(inHand !== undefined);
  const readFor = useRef(inHand ? { columns, key, preferences } : null);

  useEffect(() => {
    // The read in hand answered these very columns and key.
    const held = readFor.current;
    readFor.current = null;
    if (held && held.columns === columns && held.key === key && held.preferences === preferences) return;
    let live = true;
    setReady(false);
    preferences
      .get(key)
      .then((pref) => live && setViews(applyPreference(columns, pref)))
      // Unreadable preferences leave the page's own layout.
      .catch(() => live && setViews(pageDefaults(columns)))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [columns, key, preferences]);

  const save = useCallback((next: ColumnView[]) => void preferences.save(key, toPreference(next)).catch(() => undefined), [key, preferences]);

  const change = useCallback(
    (next: ColumnView[], options: { save?: boolean } = {}) => {
      setViews(next);
      if (options.save !== false) save(next);
    },
    [save],
  );

  const reset = useCallback(() => {
    setViews(pageDefaults(columns));
    void preferences.remove(key).catch(() => undefined);
  }, [columns, key, preferences]);

  return { views, ready, change, reset };
}
