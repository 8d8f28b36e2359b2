// The grid's column arrangement for this user and page: read from the user's preferences on the server
// (through the query layer: a read the page's first calls started is in the grid's first render), saved
// on every change from the column panel or a column-edge drag, reset to the page file.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { gridPreferenceKey } from '../../../shared/preferences/gridPreference';
import type { GridColumn } from '../../../shared/page/pageSchema';
import { preferenceRead } from '../../api/reads';
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
  const { preferences, queries } = useRendererEnv();
  const key = gridPreferenceKey(page, block);
  const read = useMemo(() => preferenceRead(preferences, key), [preferences, key]);
  const stored = useQuery(read, queries);
  // The user's own arrangement of these columns since (a drag, the panel), until the page or columns change.
  const [edited, setEdited] = useState<{ key: string; columns: readonly GridColumn[]; views: ColumnView[] } | null>(null);
  const own = edited && edited.key === key && edited.columns === columns ? edited.views : null;
  const settled = !stored.isPending;
  // Unreadable preferences leave the page's own layout.
  const views = useMemo(() => own ?? (settled && stored.data ? applyPreference(columns, stored.data) : pageDefaults(columns)), [own, settled, stored.data, columns]);

  const save = useCallback(
    (next: ColumnView[]) => {
      const preference = toPreference(next);
      queries.setQueryData(read.queryKey, preference);
      void preferences.save(key, preference).catch(() => undefined);
    },
    [key, preferences, queries, read.queryKey],
  );

  const change = useCallback(
    (next: ColumnView[], options: { save?: boolean } = {}) => {
      setEdited({ key, columns, views: next });
      if (options.save !== false) save(next);
    },
    [columns, key, save],
  );

  const reset = useCallback(() => {
    setEdited({ key, columns, views: pageDefaults(columns) });
    queries.setQueryData(read.queryKey, null);
    void preferences.remove(key).catch(() => undefined);
  }, [columns, key, preferences, queries, read.queryKey]);

  return { views, ready: settled, change, reset };
}
