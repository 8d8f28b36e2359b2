// The grantable tree of one audience (what a role of that audience may be granted): menu groups,
// their screens and each screen's button functions (FuncId), as flat nodes with their parent. The
// tree-with-checkboxes field shows it; setGrants checks grants against the same tree.
import { CUSTOMER_ADMIN_EXTRA_MENUS, MENU_TREE, type Audience } from '../../../shared/menus/menuTree';

export interface GrantNode {
  key: string;
  parent: string | null;
  /** i18n key of the title: `route.<menu>` for menus, `func.<operation>` for functions. */
  titleKey: string;
  /** A function: checking its menu grants reading only; the function is checked on its own (or by "all"). */
  optIn?: true;
}

/** Customer roles may also hold the company's user manager (the server scopes it to the own company). */
function grantable(audience: Audience) {
  if (audience === 'admin') return MENU_TREE.filter((g) => g.audience === 'admin');
  const extra = MENU_TREE.filter((g) => g.audience === 'admin' && CUSTOMER_ADMIN_EXTRA_MENUS.includes(g.name)).map((g) => ({
    ...g,
    children: g.children.filter((c) => CUSTOMER_ADMIN_EXTRA_MENUS.includes(c.name)),
  }));
  return [...MENU_TREE.filter((g) => g.audience === 'customer'), ...extra];
}

export function grantTree(audience: Audience): GrantNode[] {
  const nodes: GrantNode[] = [];
  for (const group of grantable(audience)) {
    nodes.push({ key: group.name, parent: null, titleKey: group.titleKey });
    for (const menu of group.children) {
      nodes.push({ key: menu.name, parent: group.name, titleKey: menu.titleKey });
      for (const func of menu.funcs ?? []) nodes.push({ key: func, parent: menu.name, titleKey: `func.${func.slice(func.indexOf('.') + 1)}`, optIn: true });
    }
  }
  return nodes;
}
