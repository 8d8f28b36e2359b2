// The menu fetches the screen an entry leads to when the pointer rests on it or focus reaches it, and
// every entry's screen of a group when the group is pointed at or focused (its menu is about to open),
// so the click finds the chunks loaded. The click itself starts the page's first calls (its grid's
// column preference, its first list page: app/firstPageCalls.ts, which waits for nothing here as the
// grants are in) before the route resolves and the screen renders; not for a screen already open in a
// tab, which is kept alive and asks nothing. One delegated handler on the whole menu (popovers
// included: React events bubble through portals).
import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { startFirstPageCalls } from '../../app/firstPageCalls';
import { prefetchRoute } from '../../app/pagePrefetch';
import type { AppRoute } from '../../app/routeTypes';
import type { MenuItem } from './menuModel';

type MenuRoute = Pick<AppRoute, 'name' | 'path' | 'load' | 'redirect'>;

/** `isOpen(path)`: the screen at the path is open in a tab (kept alive). */
export function menuPrefetchHandlers(tree: readonly MenuItem[], routes: readonly MenuRoute[], isOpen: (path: string) => boolean) {
  const routeOf = (name: string) => routes.find((r) => r.name === name);
  const prefetchName = (name: string) => {
    const route = routeOf(name);
    if (route) prefetchRoute(route);
  };
  const menuTarget = (event: { target: EventTarget }) => (event.target as HTMLElement).closest<HTMLElement>('[data-menu], [data-menu-group]');
  const onHint = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const target = menuTarget(event);
    const entry = target?.getAttribute('data-menu');
    const group = target?.getAttribute('data-menu-group');
    if (entry) prefetchName(entry);
    else if (group) tree.find((g) => g.name === group)?.children.forEach((child) => prefetchName(child.name));
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const entry = menuTarget(event)?.getAttribute('data-menu');
    const route = entry ? routeOf(entry) : undefined;
    if (route && !route.redirect && !isOpen(route.path)) startFirstPageCalls(route.path);
  };
  return { onPointerOver: onHint, onFocus: onHint, onClick };
}
