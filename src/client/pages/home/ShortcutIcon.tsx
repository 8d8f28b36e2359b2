// A shortcut's menu icon, from the icon registry's chunk (about 10 KB gzip for every menu icon), which
// loads once the page has painted, beside the home menu call: until then a box of the icon's size
// keeps the card's layout as it will be.
import { useSyncExternalStore } from 'react';
import { fetchedOnce } from '../../app/fetchedOnce';

const registry = fetchedOnce(() => import('../../shell/iconRegistry'));
/** Subscribing (after the first commit) loads the registry; its arrival draws every icon. */
const subscribe = (arrived: () => void) => {
  void registry.load().then(arrived, () => undefined);
  return () => undefined;
};

/** The icon's size in the registry's MenuIcon. */
const ICON_PX = 20;

export function ShortcutIcon({ name }: { name: string }) {
  const loaded = useSyncExternalStore(subscribe, registry.loaded);
  if (!loaded) return <span style={{ display: 'inline-block', width: ICON_PX, height: ICON_PX }} data-icon-pending="" />;
  return <loaded.MenuIcon name={name} />;
}
