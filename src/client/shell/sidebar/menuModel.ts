// The sidebar's menu tree from the server menus (SPEC §2): groups are entries without a parent, items
// hang under their parent; both sorted by sort number; hidden entries are not shown.
import type { ServerMenu } from '../../api/authCalls';

export interface MenuItem {
  name: string;
  path: string;
  /** i18n key (or plain text for a server title that is not a key). */
  title: string;
  icon: string;
  children: MenuItem[];
}

const bySno = (a: ServerMenu, b: ServerMenu) => a.Sno - b.Sno || a.Name.localeCompare(b.Name);

export function buildMenuTree(menus: readonly ServerMenu[]): MenuItem[] {
  const visible = menus.filter((m) => !m.Hidden);
  const toItem = (m: ServerMenu): MenuItem => ({ name: m.Name, path: m.Path, title: m.Title || `route.${m.Name}`, icon: m.Icon, children: [] });
  const groups = visible.filter((m) => !m.Parent).sort(bySno);
  return groups
    .map((g) => ({ ...toItem(g), children: visible.filter((m) => m.Parent === g.Name).sort(bySno).map(toItem) }))
    .filter((g) => g.children.length > 0);
}

/** Items matching a search (title text, or any extra text such as its pinyin), groups kept when a child matches. */
export function filterMenuTree(tree: readonly MenuItem[], query: string, textsOf: (item: MenuItem) => string[]): MenuItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tree];
  const matches = (item: MenuItem) => textsOf(item).some((text) => text.toLowerCase().includes(q));
  const out: MenuItem[] = [];
  for (const group of tree) {
    if (matches(group)) out.push(group);
    else {
      const children = group.children.filter(matches);
      if (children.length) out.push({ ...group, children });
    }
  }
  return out;
}

/** The menu item kept active: a hidden route's activeMenu, else the route itself. */
export function activeMenuName(routeName: string | undefined, activeMenu: string | undefined): string | undefined {
  return activeMenu ?? routeName;
}
