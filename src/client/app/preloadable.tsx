// A lazily loaded component that renders at once when its chunk was fetched ahead (a prefetch, a menu
// hover): React.lazy() suspends on its first render even then, and once a Suspense fallback has shown
// React holds the content back for 300 ms (its fallback throttle). Two of those, the layout's and the
// screen's, were most of the time from a log-in to the dashboard.
import { type ComponentType, lazy, type ReactElement } from 'react';
import { fetchedOnce } from './fetchedOnce';

export type Preloadable<P extends object> = ((props: P) => ReactElement) & {
  /** Fetches the chunk once; afterwards the component renders without suspending. */
  preload(): Promise<ComponentType<P>>;
};

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const chunk = fetchedOnce(load);
  const preload = () =>
    chunk.load().then(
      (module) => module.default,
      (error: unknown) => {
        // A failed fetch (a deploy, the network) is tried again next time, by a new lazy() too: lazy() keeps its failure.
        Lazy = lazyOf();
        throw error;
      },
    );
  const lazyOf = () => lazy(() => preload().then((component) => ({ default: component })));
  // Not loaded yet: lazy() suspends on the one shared fetch.
  let Lazy = lazyOf();
  function Preloaded(props: P): ReactElement {
    const Component = chunk.loaded()?.default ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
