// Issue 43: a screen's write grants come from its page file, not from domain code. No domain resource
// names its writing menus (`write:` in src/server/domains); a page offering a write (an action needing a
// FuncId, a bulk edit, its `writes` list) gives the menu that FuncId names; a page offering none gives
// nothing; and a resource kept to administrators gains no customer writer whatever a customer page offers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWriteGrants } from '../../../src/server/pages/pageGrants';
import { writeGrantsOf } from '../../../src/server/resources/registry';
import type { PageSchema } from '../../../src/shared/page/pageSchema';

const DOMAINS = resolve(import.meta.dirname, '../../../src/server/domains');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/** The product screen with the given actions and blocks (a customer menu whose funcs hold `crud`). */
const productPage = (actions: object[], more: Partial<PageSchema> = {}): PageSchema =>
  ({ name: 'setProduct', path: '/setData/setProduct', title: 'route.setProduct', resource: 'product', blocks: [{ type: 'grid', columns: [] }], actions, ...more }) as unknown as PageSchema;
const menusOf = (pages: PageSchema[], resource: string) => (pageWriteGrants(pages).get(resource) ?? []).map((w) => `${w.audiences.join('+')}:${w.menu}`);

describe('write grants', () => {
  it('are typed nowhere in domain code: no resource names a writing menu', () => {
    const offenders = files(DOMAINS).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // (`write: def.write` hands a resource's derived grant on: not a menu named.)
      return /[{,\s]write:\s*(?!def\.)[[{A-Za-z]/.test(text) || /ADMIN_WRITE|const (customer|admin) = \(menu/.test(text) ? [file] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("come from a page's writing actions, to the menu their FuncId names (the page's own without one)", () => {
    const page = productPage([
      { id: 'create', kind: 'create', funcId: 'setProduct.create' },
      { id: 'quote', kind: 'call', resource: 'seaFclPrice', action: 'quote' },
      { id: 'submit', kind: 'call', resource: 'booking', action: 'submit', funcId: 'mulOrderList.submit' },
      { id: 'import', kind: 'import', resource: 'address', modes: ['insertTop'] },
      { id: 'export', kind: 'export', modes: ['all'] },
    ]);
    expect(menusOf([page], 'product')).toEqual(['customer:setProduct']);
    expect(menusOf([page], 'booking')).toEqual(['customer:mulOrderList']);
    expect(menusOf([page], 'address')).toEqual(['customer:setProduct']);
    // A call needing no FuncId reads (a quote); an export reads.
    expect(menusOf([page], 'seaFclPrice')).toEqual([]);
  });

  it("come from a grid's bulk edit and the page's writes list; a menu serving both kinds of user writes for both", () => {
    const page = productPage([], { writes: ['insured'], blocks: [{ type: 'grid', resource: 'shipper', columns: [], bulkEdit: { fields: ['name'], funcId: 'setProduct.update' } }] } as Partial<PageSchema>);
    expect(menusOf([page], 'shipper')).toEqual(['customer:setProduct']);
    expect(menusOf([page], 'insured')).toEqual(['customer:setProduct']);
    const users = { ...productPage([{ id: 'create', kind: 'create', funcId: 'cusUserManager.create' }]), name: 'cusUserManager', resource: 'cususer' };
    expect(menusOf([users], 'cususer')).toEqual(['admin+customer:cusUserManager']);
  });

  it('are none for a page offering no write, nor for a page off the menu tree', () => {
    const reading = productPage([{ id: 'export', kind: 'export', modes: ['all'] }, { id: 'open', kind: 'navigate', to: 'setAddress' }]);
    expect(pageWriteGrants([reading]).size).toBe(0);
    expect(pageWriteGrants([{ ...productPage([{ id: 'create', kind: 'create' }]), name: 'trackingPublic' }]).size).toBe(0);
  });

  it("of a resource kept to administrators skip a customer page's offer; the first writer lists the most writes", () => {
    const offering = productPage([{ id: 'newLocation', kind: 'create', resource: 'location', funcId: 'setProduct.create' }]);
    const fromPages = pageWriteGrants([offering]).get('location') ?? [];
    expect(fromPages.map((w) => w.menu)).toEqual(['setProduct']);
    expect(() => writeGrantsOf({ name: 'location', schema: {} as never, writers: 'admin' }, fromPages)).not.toThrow();
    expect(writeGrantsOf({ name: 'location', schema: {} as never, writers: 'admin' }, fromPages)).toEqual([]);
    expect(writeGrantsOf({ name: 'product', schema: {} as never, writers: 'customer' }, fromPages)).toEqual([{ audience: 'customer', menu: 'setProduct' }]);
    // The customer administrators' menu lists no delete: the company users' menu comes first, whatever the pages' order.
    const users = [
      { menu: 'cusAdminManager', audiences: ['admin' as const] },
      { menu: 'cusUserManager', audiences: ['admin' as const, 'customer' as const] },
    ];
    expect(writeGrantsOf({ name: 'cususer', schema: {} as never, writers: 'any' }, users)).toEqual([
      { audience: 'any', menu: 'cusUserManager' },
      { audience: 'admin', menu: 'cusAdminManager' },
    ]);
    expect(writeGrantsOf({ name: 'cususer', schema: {} as never, writers: 'admin' }, users)).toEqual([
      { audience: 'admin', menu: 'cusUserManager' },
      { audience: 'admin', menu: 'cusAdminManager' },
    ]);
  });
});
