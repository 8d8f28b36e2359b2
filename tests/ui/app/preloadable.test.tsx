// A screen or block fetched ahead draws in the very first commit, with no Suspense fallback (issue 11):
// React.lazy() would show its fallback once even then, and React holds a fallback's content back for
// 300 ms. Also: not fetched ahead, it suspends and then draws; a failed fetch is tried again; a route's
// screen prefetched by a menu hint is the one the router then draws.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute } from '../../../src/client/app/pagePrefetch';
import { preloadable } from '../../../src/client/app/preloadable';
import { RouteScreen } from '../../../src/client/app/RouteScreen';
import type { AppRoute } from '../../../src/client/app/routeTypes';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
const module = { default: Hello };

/** Renders inside a Suspense whose fallback is visible text, and says what the first commit showed. */
function renderFirstCommit(node: React.ReactNode): string {
  render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
  return document.body.textContent ?? '';
}

describe('preloadable', () => {
  it('draws at once, without a fallback, when its chunk was fetched ahead; the chunk is fetched once', async () => {
    const load = vi.fn(async () => module);
    const Screen = preloadable(load);
    await Screen.preload();
    await Screen.preload();
    expect(renderFirstCommit(<Screen name="Ada" />)).toBe('Hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not fetched ahead: shows the fallback, then draws', async () => {
    const Screen = preloadable(async () => module);
    expect(renderFirstCommit(<Screen name="Bo" />)).toBe('loading');
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
  });

  it('fetches again after a failed fetch (a deploy replaced the chunk, the network dropped)', async () => {
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderFirstCommit(<Screen name="Cy" />)).toBe('Hello Cy');
  });
});

describe('a route screen prefetched ahead (menu hint, login dialog open)', () => {
  it('is drawn by the router in its first commit, from the one fetch of the prefetch', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Orders</p> }));
    const route: AppRoute = { name: 'preloadableTestOrders', path: '/orders', meta: { title: 'x', noCache: false, hidden: false }, load };
    prefetchRoute(route);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await load.mock.results[0].value;
    await Promise.resolve();
    expect(renderFirstCommit(<RouteScreen route={route} />)).toBe('Orders');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
