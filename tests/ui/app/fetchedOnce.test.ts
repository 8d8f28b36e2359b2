// fetchedOnce (app/fetchedOnce.ts): a chunk fetched once and then held for use in the same turn; behind
// preloadable screens and the sign-in code of the login dialog (prefetch.ts withSessionActions).
import { describe, expect, it, vi } from 'vitest';
import { fetchedOnce } from '../../../src/client/app/fetchedOnce';

describe('fetchedOnce', () => {
  it('holds nothing before the fetch arrives, then what it gave; every caller shares one fetch', async () => {
    const fetch = vi.fn(async () => ({ answer: 42 }));
    const chunk = fetchedOnce(fetch);
    const first = chunk.load();
    const second = chunk.load();
    expect(chunk.loaded()).toBeUndefined();
    expect(await first).toBe(await second);
    expect(chunk.loaded()).toEqual({ answer: 42 });
    await chunk.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next load tries again', async () => {
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const chunk = fetchedOnce(fetch);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    expect(await chunk.load()).toBe('chunk');
    expect(chunk.loaded()).toBe('chunk');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
