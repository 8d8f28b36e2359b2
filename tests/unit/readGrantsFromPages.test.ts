// Issue 43: a screen's read grants come from its page file, not from domain code. No domain resource
// lists its readers (`read:` in src/server/domains); every read grant a resource has is one of its write
// grants or one its pages give (src/server/pages/pageGrants.ts); and a resource kept to administrators
// gains no customer reader whatever a customer page names.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_RESOURCES } from '../../src/server/domains';
import { pageReadGrants } from '../../src/server/pages/pageGrants';
import { projectPages } from '../../src/server/pages/projectPages';
import { defineResource } from '../../src/server/resources/registry';
import type { EntitySchema } from '../../src/server/resources/entityFields';
import { flattenMenuTree, MENU_TREE } from '../../src/shared/menus/menuTree';
import type { PageSchema } from '../../src/shared/page/pageSchema';

const DOMAINS = resolve(import.meta.dirname, '../../src/server/domains');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const SCREENS = flattenMenuTree()
  .filter((n) => n.parent !== null)
  .map((n) => n.name);
const grantKey = (g: { audience: string; menu: string }) => `${g.audience}:${g.menu}`;

describe('read grants', () => {
  it('are typed nowhere in domain code: no resource lists its readers, no line lists screens', () => {
    const offenders: string[] = [];
    for (const file of files(DOMAINS)) {
      const text = readFileSync(file, 'utf8');
      if (/^\s*read:|[{,]\s*read:/m.test(text)) offenders.push(`${file}: a read: list`);
      // The reader lists of before (ORDER_READERS, TRACKING_MENUS, readers(...)) named several screens in one array.
      // Where resources and their grants are declared (the required-field menu of each booking form, the demo reports' menus are not grants).
      if (!/[rR]esources\.ts$/.test(file)) continue;
      for (const line of text.split('\n')) {
        const named = SCREENS.filter((s) => line.includes(`'${s}'`));
        if (named.length > 1) offenders.push(`${file}: screens ${named.join(', ')} in one line: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("of every domain resource are its write grants and its pages' grants, nothing else", () => {
    const fromPages = pageReadGrants(projectPages().pages.map((p) => p.page));
    for (const def of DOMAIN_RESOURCES) {
      const allowed = new Set([...def.writes, ...(fromPages.get(def.name) ?? [])].map(grantKey));
      expect(def.read.map(grantKey).filter((g) => !allowed.has(g) && !g.startsWith('any:')), def.name).toEqual([]);
    }
  });

  it('come from every resource a page names: its own, a block\'s, an action\'s and its `reads`', () => {
    const page = {
      name: 'setProduct',
      path: '/setData/setProduct',
      title: 'route.setProduct',
      resource: 'product',
      reads: ['location'],
      blocks: [{ type: 'grid', id: 'a', resource: 'address', columns: [] }],
      actions: [{ id: 'quote', kind: 'call', resource: 'seaFclPrice', action: 'quote' }],
    } as unknown as PageSchema;
    const grants = pageReadGrants([page]);
    for (const resource of ['product', 'location', 'address', 'seaFclPrice']) expect(grants.get(resource), resource).toEqual([{ audience: 'customer', menu: 'setProduct' }]);
    // A page off the menu tree (a public screen) grants nothing.
    expect(pageReadGrants([{ ...page, name: 'trackingPublic' }]).size).toBe(0);
  });

  it('of a resource kept to administrators, or of rows customers write, skip the other kind of reader', () => {
    // Roles are read on administrators' menus only; customers, on the one a company administrator is given (its role picker).
    const roles = DOMAIN_RESOURCES.find((r) => r.name === 'role')!;
    expect(roles.read.filter((g) => g.audience !== 'admin').map(grantKey)).toEqual(['customer:cusUserManager']);
    expect(roles.read.some((g) => MENU_TREE.some((group) => group.audience === 'customer' && group.children.some((m) => m.name === g.menu)))).toBe(false);
    // A customer-written resource read on an admin page would let administrators read across companies: never from a page.
    const address = DOMAIN_RESOURCES.find((r) => r.name === 'address')!;
    expect(address.read.every((g) => g.audience === 'customer')).toBe(true);
    const kept = defineResource({ name: 'role', schema: roles.schema as EntitySchema, write: { audience: 'admin', menu: 'roleManager' }, readers: 'admin' });
    expect(kept.read.map(grantKey).sort()).toEqual(roles.read.map(grantKey).sort());
  });

  it('name no screen a page file does not read through: every page-derived menu exists in the tree', () => {
    const menus = new Set(SCREENS);
    for (const [resource, grants] of pageReadGrants(projectPages().pages.map((p) => p.page))) for (const g of grants) expect(menus.has(g.menu), `${resource} ${g.menu}`).toBe(true);
  });
});
