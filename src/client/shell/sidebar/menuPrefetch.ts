// The menu fetches the screen an entry leads to when the pointer rests on it or focus reaches it, and
// every entry's screen of a group when the group is pointed at or focused (its menu is about to open),
// so the click finds the chunks loaded. One delegated handler on the whole menu (popovers included:
// React events bubble through portals).
import type { FocusEvent, PointerEvent } from 'react';
import { prefetchRoute } from '../../app/pagePrefetch';
import type { AppRoute } from '../../app/routeTypes';
import type { MenuItem } from './menuModel';

export function menuPrefetchHandlers(tree: readonly MenuItem[], routes: readonly Pick<AppRoute, 'name' | 'load' | 'redirect'>[]) {
  const prefetchName = (name: string) => {
    const route = routes.find((r) => r.name === name);
    if (route) prefetchRoute(route);
  };
  const onHint = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-menu], [data-menu-group]');
    const entry = target?.getAttribute('data-menu');
    const group = target?.getAttribute('data-menu-group');
    if (entry) prefetchName(entry);
    else if (group) tree.find((g) => g.name === group)?.children.forEach((child) => prefetchName(child.name));
  };
  return { onPointerOver: onHint, onFocus: onHint };
}
