// Issue 43: a screen is one file. Domain code names no screen: what a screen grants, opens or edits is said
// by its page file (menu.funcs, menu.shows, menu.edits, its actions), and domain code asks for it by the
// resource or the call (src/server/pages/pageGrants.ts, shared/menus/menuTree.ts).
// Left out: a screen named like a resource (the word names the resource), and demo rows (demo*.ts), which
// bind the demo's reports to menus as an administrator would.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_RESOURCES } from '../../src/server/domains';
import { pageCallAccess } from '../../src/server/pages/pageGrants';
import { flattenMenuTree, screenOfRecord, screensOf } from '../../src/shared/menus/menuTree';
import type { PageSchema } from '../../src/shared/page/pageSchema';

const ROOT = resolve(import.meta.dirname, '../..');
const DOMAINS = resolve(ROOT, 'src/server/domains');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('domain code', () => {
  it('names no screen: no menu route name is quoted in src/server/domains', () => {
    const resources = new Set(DOMAIN_RESOURCES.map((r) => r.name));
    const screens = flattenMenuTree()
      .filter((n) => n.parent !== null && !resources.has(n.name))
      .map((n) => n.name);
    const offenders = files(DOMAINS)
      .filter((file) => !/\/demo[A-Z]\w*\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => screens.filter((s) => new RegExp(`['"\`]${s}['".\`]`).test(line)).map((s) => `${relative(ROOT, file)}:${i + 1}: ${s}`)),
      );
    expect(offenders).toEqual([]);
  });
});

describe('what domain code asks the pages for', () => {
  it("a booking's screens: its mode's shipment page and form, from the page files' menu.shows and menu.edits", () => {
    expect(screenOfRecord('shows', 'booking', { mode: 'RAIL' })).toBe('railBookingDetail');
    expect(screenOfRecord('edits', 'booking', { mode: 'AIR' })).toBe('airBooking');
    // A value no page names opens on the page that takes the rest; a form is only where a page says so.
    expect(screenOfRecord('shows', 'booking', { mode: 'BARGE' })).toBe('seaCargoTrackingDetail');
    expect(screenOfRecord('edits', 'booking', { mode: 'BARGE' })).toBeUndefined();
    expect(screensOf('edits', 'booking').map((n) => n.name).sort()).toEqual(['airBooking', 'railBooking', 'seaBooking', 'truckBooking']);
    // Each resource the header's search finds opens somewhere.
    for (const def of DOMAIN_RESOURCES.filter((r) => r.search)) expect(screensOf('shows', def.name).length, def.name).toBeGreaterThan(0);
  });

  it("a hand route's grant: the menu (and FuncId) of the page action calling it; none is an error at start", () => {
    const page = {
      name: 'importMenu',
      path: '/systemmanager/importMenu',
      title: 'route.importMenu',
      blocks: [],
      actions: [
        { id: 'look', kind: 'call', path: '/x-preview', method: 'POST' },
        { id: 'apply', kind: 'call', path: '/x-apply', method: 'POST', funcId: 'importMenu.import' },
      ],
    } as unknown as PageSchema;
    expect(pageCallAccess('POST', '/x-preview', [page])).toEqual({ audience: 'admin', menu: 'importMenu' });
    expect(pageCallAccess('POST', '/x-apply', [page])).toEqual({ audience: 'admin', menu: 'importMenu', func: 'importMenu.import' });
    expect(() => pageCallAccess('GET', '/x-apply', [page])).toThrow(/no page file grants it/);
    // Pages off the menu tree (public screens) grant nothing.
    expect(() => pageCallAccess('POST', '/x-preview', [{ ...page, name: 'trackingPublic' }])).toThrow(/no page file grants it/);
  });
});
