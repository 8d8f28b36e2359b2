// A shortcut's menu icon, from the icon registry's chunk (about 10 KB gzip for every menu icon), which
// loads once the page has painted, beside the home menu call: until then a box of the icon's size
// keeps the card's layout as it will be.
import { useEffect, useState } from 'react';

type Registry = typeof import('../../shell/iconRegistry');
let registry: Registry | undefined;
const loadRegistry = () => import('../../shell/iconRegistry');

/** The icon's size in the registry's MenuIcon. */
const ICON_PX = 20;

export function ShortcutIcon({ name }: { name: string }) {
  const [loaded, setLoaded] = useState(registry);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadRegistry().then(
      (module) => {
        registry = module;
        if (live) setLoaded(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (!loaded) return <span style={{ display: 'inline-block', width: ICON_PX, height: ICON_PX }} data-icon-pending="" />;
  return <loaded.MenuIcon name={name} />;
}
