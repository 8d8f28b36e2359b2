// The app server a test file works against. vitest runs e2e files side by side, one per worker
// (vitest.config.ts); each worker has a server of its own on a fresh data folder, started by the global
// setup's test services on the worker's first ask. Files in one worker run one after another against
// it, as every file did when one server served the whole run; files in different workers share nothing
// (no record, no login limit, no role change of one is seen by the other).
import { inject } from 'vitest';
import { askTestServices, type ServiceName } from './testServices';

/** `server-<n>`: the server of vitest's worker n (VITEST_POOL_ID, 1 … maxWorkers). */
export const workerServerName = (poolId: string | undefined = process.env.VITEST_POOL_ID): ServiceName => `server-${Number(poolId) || 1}`;

/** The base URL of this worker's server; '' when Chromium is missing (the tests then fail loudly in their setup). */
export async function workerBaseUrl(): Promise<string> {
  if (inject('chromiumMissing')) return '';
  return askTestServices(workerServerName());
}
