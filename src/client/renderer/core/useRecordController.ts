// Headless state of one record a block shows (react-admin's show controller): a bound detail's record,
// the row an action dialog opened on. A query of the query layer (api/reads.ts): shared with every block
// reading the same record, read again after a write of its resource or a hub event, and after each write
// of the page (`writes`: an action of another resource may change what it shows); the record shown stays
// until the next is in. An unknown id or another customer's (10005) is no record, not an error.
import { useEffect } from 'react';
import { useRecord } from '../../api/reads';
import type { RendererEnv } from './rendererEnv';
import type { Row } from './useListController';
import { isNotFound } from './useRouteRecord';

export interface RecordController {
  record: Row | null;
  /** Nothing to show yet (the first read of this id). */
  loading: boolean;
  /** The failure of the read, other than "not found". */
  error: string | null;
}

export function useRecordController(env: Pick<RendererEnv, 'data' | 'queries'>, resource: string, id: string | number | undefined, options: { writes?: number; enabled?: boolean } = {}): RecordController {
  const reads = id !== undefined && resource !== '' && options.enabled !== false;
  const read = useRecord<Row>(env, resource, id, { silent: true, enabled: reads });
  const { refetch } = read;
  const writes = options.writes ?? 0;
  useEffect(() => {
    if (writes > 0 && reads) void refetch({ cancelRefetch: false });
  }, [writes, reads, refetch]);
  if (!reads) return { record: null, loading: false, error: null };
  if (read.data) return { record: read.data, loading: false, error: null };
  if (read.isPending) return { record: null, loading: true, error: null };
  return { record: null, loading: false, error: read.error && !isNotFound(read.error) ? read.error.message : null };
}
