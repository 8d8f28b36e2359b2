// The README's menu file (section "Menu import"): its JSON and CSV examples, appended to the current tree
// as the section says, preview as the two menus added and nothing else, and the JSON one imports.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartCall } from '../resources/multipartBody';
import { createTestContext } from '../support/testContext';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');

const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
/** The fenced block right after `<!-- marker -->`. */
function example(marker: string): string {
  const at = readme.indexOf(`<!-- ${marker} -->`);
  expect(at, `README holds <!-- ${marker} -->`).toBeGreaterThan(0);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(at));
  return block![1];
}

const FIELDS = ['name', 'path', 'parent', 'sno', 'titleKey', 'icon', 'hidden', 'noCache', 'activeMenu', 'audience'] as const;
type Menu = Record<(typeof FIELDS)[number], unknown>;
async function storedMenus(): Promise<Menu[]> {
  const { rows } = await sql<Menu>`SELECT name, path, parent, sno, title_key AS "titleKey", icon, hidden, no_cache AS "noCache", active_menu AS "activeMenu", audience FROM menus ORDER BY name`.execute(t.db);
  return rows;
}
type Diff = { added: Array<{ name: string }>; changed: unknown[]; removed: unknown[] };
const send = (path: string, filename: string, content: string) => multipartCall<Diff>(t, path, { token: admin, culture: 'en-US', fields: {}, file: { filename, content: Buffer.from(content) } });

describe('the README menu file examples', () => {
  it('the CSV example, under the current tree, previews as the two menus added', async () => {
    const [header, ...rows] = example('menu-import-example-csv').trim().split('\n');
    expect(header.split(',')).toEqual([...FIELDS]);
    const current = (await storedMenus()).map((m) => FIELDS.map((f) => (m[f] === null ? '' : String(m[f]))).join(','));
    const preview = await send('/menu-importPreview', 'menus.csv', [header, ...current, ...rows].join('\n'));
    expect(preview.body.success, JSON.stringify(preview.body)).toBe(true);
    expect(preview.body.data).toMatchObject({ added: [{ name: 'extraGroup' }, { name: 'extraScreen' }], changed: [], removed: [] });
  });

  it('the JSON example, appended to the current tree, imports', async () => {
    const rows = JSON.parse(example('menu-import-example')) as Menu[];
    const file = JSON.stringify([...(await storedMenus()), ...rows]);
    const applied = await send('/menu-import', 'menus.json', file);
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    expect(applied.body.data).toMatchObject({ added: [{ name: 'extraGroup' }, { name: 'extraScreen' }], changed: [], removed: [] });
    const after = await storedMenus();
    expect(after.find((m) => m.name === 'extraScreen')).toMatchObject({ parent: 'extraGroup', path: '/extraGroup/extraScreen', audience: 'customer', noCache: true });
  });
});
