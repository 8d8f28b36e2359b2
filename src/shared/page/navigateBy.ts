// The routes a navigate action's `by` picks from: those it lists, or the screens whose page files say they
// show records of a resource (menu.shows) or are their forms (menu.edits), by the value of that resource's field, so that "open this
// booking's page" is written once, in the pages that are those screens.
import { screensOf } from '../menus/menuTree';
import type { NavigateBy } from './pageSchema';

/** Value of the `by` field → route name. */
export function routesOfBy(by: NavigateBy): Record<string, string> {
  if ('routes' in by) return by.routes;
  const field = by.as ?? by.field;
  const [role, resource] = 'shows' in by ? (['shows', by.shows] as const) : (['edits', by.edits] as const);
  return Object.fromEntries(
    screensOf(role, resource).flatMap((screen) => {
      const value = screen[role]!.where?.[field];
      return value === undefined ? [] : [[value, screen.name]];
    }),
  );
}
