// The query layer's cache rules (SPEC §7): a read is kept a minute and shared, unless its path says dialog
// or query (asked again each time); its session-storage copy is keyed by the query key (no token, time or
// hash) and read back by a client created after a reload; a read asked afresh on every visit (`fresh`) is
// handed over for a moment only and never kept in session storage; a call in flight is shared.
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { listRead, pathRead } from '../../../src/client/api/reads';
import { clearResponseCache } from '../../../src/client/api/responseCache';
import { memoryProvider } from '../renderer/support/memoryDataProvider';

beforeEach(clearResponseCache);

const lists = (data: ReturnType<typeof memoryProvider>) => data.calls.filter((c) => c.method === 'getList').map((c) => c.resource);
const stored = () => Object.keys(sessionStorage).filter((k) => k.startsWith('F9-cache:'));

describe('the query layer (SPEC §7)', () => {
  it('serves a repeated read from its cache, shares one in flight, and keeps a copy in session storage by key', async () => {
    const data = memoryProvider({ setAddress: [{ id: 1 }] });
    const queries = createQueryClient();
    const page = { page: 1, size: 10 };
    await Promise.all([queries.fetchQuery(listRead(data, 'setAddress', page)), queries.fetchQuery(listRead(data, 'setAddress', page))]);
    await queries.fetchQuery(listRead(data, 'setAddress', page));
    expect(lists(data)).toEqual(['setAddress']);
    await queries.fetchQuery(listRead(data, 'setAddress', { page: 2, size: 10 }));
    expect(lists(data)).toEqual(['setAddress', 'setAddress']);
    expect(stored()).toContain('F9-cache:["setAddress","list",{"page":1,"size":10}]');
    expect(stored().join()).not.toMatch(/tokenid|timestamp|hash/);
    // A reload within the minute: the new client draws from the copy without asking.
    const reloaded = createQueryClient();
    await reloaded.fetchQuery(listRead(data, 'setAddress', page));
    expect(lists(data)).toHaveLength(2);
  });

  it('never keeps a read whose path contains dialog or query, nor a failure', async () => {
    const data = memoryProvider({ seaCabinQuery: [], pickdialog: [] });
    const queries = createQueryClient();
    for (const resource of ['seaCabinQuery', 'seaCabinQuery', 'pickdialog', 'pickdialog']) await queries.fetchQuery(listRead(data, resource, { page: 1, size: 10 }));
    expect(lists(data)).toHaveLength(4);
    const failing = { ...memoryProvider(), call: () => Promise.reject(new Error('down')) };
    await expect(queries.fetchQuery(pathRead(failing, '/seabillfee', { blNo: 'X' }))).rejects.toThrow('down');
    expect(stored()).toEqual([]);
  });

  it('hands a fresh read over without keeping it in session storage', async () => {
    const data = memoryProvider({ booking: [] });
    const queries = createQueryClient();
    await queries.fetchQuery(listRead(data, 'booking', { page: 1, size: 5 }, { fresh: true }));
    await queries.fetchQuery(listRead(data, 'booking', { page: 1, size: 5 }, { fresh: true }));
    expect(lists(data)).toHaveLength(1);
    expect(stored()).toEqual([]);
  });
});
