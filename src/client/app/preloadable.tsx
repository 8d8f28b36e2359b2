// A lazily loaded component that renders at once when its chunk was fetched ahead (a prefetch, a menu
// hover): React.lazy() suspends on its first render even then, and once a Suspense fallback has shown
// React holds the content back for 300 ms (its fallback throttle). Two of those, the layout's and the
// screen's, were most of the time from a log-in to the dashboard.
import { type ComponentType, lazy, type ReactElement, useState } from 'react';
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
    // Chosen once per mount. A screen first mounted through lazy() (its chunk came while it was suspended) and
    // drawn again later would otherwise get the loaded component, another type: React mounted it afresh and
    // the user lost what was open on it (a form, when a required-field rule made the grants be read again).
    const [Component] = useState(() => chunk.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
