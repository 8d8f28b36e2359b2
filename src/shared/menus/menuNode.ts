// What one entry of the menu tree holds (a group or a screen): the generated tree (menuTree.generated.ts)
// and the helpers over it (menuTree.ts) both use it, so neither imports the other's types.
import type { RecordsOfScreen } from '../page/pageSchema';

export type Audience = 'customer' | 'admin';

export interface MenuNode {
  /** Route name, unique across the tree; what grants and page schemas refer to. */
  name: string;
  /** Absolute path of the route; groups have their own path prefix. */
  path: string;
  /** i18n key of the title. */
  titleKey: string;
  /** Fluent icon key (see the client's icon registry). */
  icon: string;
  sno: number;
  /** Detail and booking pages are routes but not menu entries. */
  hidden?: boolean;
  /** Not kept alive when switching tabs. */
  noCache?: boolean;
  /** For hidden pages: the visible menu item kept active while it is open. */
  activeMenu?: string;
  /** Button functions (FuncId) this screen offers, granted per role. */
  funcs?: string[];
  /** The records this screen opens by `?id=` (its page file's `menu.shows`). */
  shows?: RecordsOfScreen;
  /** The records whose form this screen is (its page file's `menu.edits`). */
  edits?: RecordsOfScreen;
  children?: MenuNode[];
}

export interface MenuGroup extends MenuNode {
  audience: Audience;
  children: MenuNode[];
}
