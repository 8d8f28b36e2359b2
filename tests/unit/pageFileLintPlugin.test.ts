// Issue 43, development mode: a page file or fragment saved wrong shows the lint's own lines (file:line:col
// for bad JSON, file and JSON pointer for the page schema) through Vite's dev server, whose error overlay
// puts them in the open browser (scripts/pageFileLintPlugin.ts); a right file passes through, its fragment
// resolved, and a saved fragment updates the pages extending it. Files of a throwaway folder, never the
// repository's schemas.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageExtends } from '../../scripts/pageExtendsPlugin';
import { pageFileLint, pageFileProblems } from '../../scripts/pageFileLintPlugin';

const REPO = resolve(import.meta.dirname, '../..');
const GOOD_PAGE = readFileSync(resolve(REPO, 'schemas/pages/setData/setAddress.json'), 'utf8');
const FRAGMENT = JSON.stringify({ params: { title: { description: 'the title' } }, ...JSON.parse(GOOD_PAGE), title: '$with.title' }, null, 2);
const EXTENDING = JSON.stringify({ extends: 'fragments/addressList.json', with: { title: 'route.setAddress' } }, null, 2);

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** What the plugin's transform does with `text` as the file at `path`: the error it raises, the files it watches, what it answers. */
function transform(path: string, text: string): { error?: string; watched: string[]; answer: unknown } {
  const watched: string[] = [];
  const plugin = pageFileLint(root);
  const context = {
    error: (error: { message: string }) => {
      throw new Error(error.message);
    },
    addWatchFile: (file: string) => watched.push(file),
  };
  try {
    const answer = (plugin.transform as unknown as (this: typeof context, code: string, id: string) => unknown).call(context, text, join(root, path));
    return { watched, answer };
  } catch (error) {
    return { error: (error as Error).message, watched, answer: undefined };
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'f9-page-lint-'));
  write('schemas/fragments/addressList.json', FRAGMENT);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the dev server\'s page file lint', () => {
  it('runs in the dev server only: the build has the schema lint and pageExtendsPlugin', () => {
    expect(pageFileLint(REPO).apply).toBe('serve');
  });

  it('names the file, line and column of text that is not JSON', () => {
    const broken = GOOD_PAGE.replace('"resource": "address",', '"resource": "address"');
    const { error } = transform('schemas/pages/setData/setAddress.json', broken);
    // The fault is found at the next member, on the line after the resource's (the page file's own layout).
    const line = GOOD_PAGE.split('\n').findIndex((l) => l.includes('"resource": "address",')) + 2;
    expect(error).toMatch(new RegExp(`^schemas/pages/setData/setAddress\\.json:${line}:3: invalid JSON: expected ',' or '}'`));
    expect(error!.split('\n')).toHaveLength(1);
  });

  it('names the file and JSON pointer of a page schema fault, one line each, as the build does', () => {
    const page = JSON.parse(GOOD_PAGE) as { blocks: Array<{ type: string }>; colour?: string };
    page.blocks[1].type = 'table';
    page.colour = 'red';
    const { error } = transform('schemas/pages/setData/setAddress.json', JSON.stringify(page, null, 2));
    expect(error!.split('\n').sort()).toEqual([
      "schemas/pages/setData/setAddress.json at /: unknown field 'colour'",
      "schemas/pages/setData/setAddress.json at /blocks/1: unknown block type 'table' (did you mean 'grid'?)",
    ]);
    expect(pageFileProblems(root, join(root, 'schemas/pages/setData/setAddress.json'), JSON.stringify(page))).toEqual(error!.split('\n'));
  });

  it("names the fragment's own line and column when the fragment a page extends is not JSON, and watches it", () => {
    write('schemas/fragments/broken.json', '{ "resource": "address" "blocks": [] }');
    const { error, watched } = transform('schemas/pages/setData/setAddress.json', EXTENDING.replace('addressList', 'broken'));
    expect(error).toMatch(/^schemas\/fragments\/broken\.json:1:25: invalid JSON/);
    expect(watched).toEqual([join(root, 'schemas/fragments/broken.json')]);
  });

  it('lints a saved fragment as JSON and lets other files by', () => {
    expect(transform('schemas/fragments/addressList.json', '{ "a": 1, }').error).toBe("schemas/fragments/addressList.json:1:9: invalid JSON: a comma before '}' (JSON allows no trailing comma)");
    expect(transform('schemas/fragments/addressList.json', FRAGMENT)).toEqual({ watched: [], answer: null });
    expect(transform('src/client/i18n/locales/en/shell.json', '{ "not": "a page" ').answer).toBeNull();
  });

  it('passes a right page file through, and watches the fragment it extends', () => {
    expect(transform('schemas/pages/setData/setAddress.json', GOOD_PAGE)).toEqual({ watched: [], answer: null });
    expect(transform('schemas/pages/setData/setAddress.json', EXTENDING)).toEqual({ watched: [join(root, 'schemas/fragments/addressList.json')], answer: null });
  });
});

describe("Vite's dev server with the lint", () => {
  let server: ViteDevServer;
  const page = 'schemas/pages/setData/listed.json';
  const request = (path: string) => server.environments.client.transformRequest(`/${path}`);

  beforeAll(async () => {
    write(page, EXTENDING);
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [pageFileLint(root), pageExtends(root)],
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });
  afterAll(async () => server?.close());

  it('serves a right page as its module, the fragment it extends resolved', async () => {
    const module = await request(page);
    expect(module?.code).toContain('"route.setAddress"');
    expect(module?.code).toContain('export const resource = "address"');
    expect(module?.code).not.toContain('$with.title');
  });

  it('refuses a wrong one with the lint\'s line, which the overlay shows', async () => {
    write('schemas/pages/setData/wrong.json', GOOD_PAGE.replace('"type": "grid"', '"type": "crud"'));
    await expect(request('schemas/pages/setData/wrong.json')).rejects.toThrow("schemas/pages/setData/wrong.json at /blocks/1: unknown block type 'crud' (did you mean 'grid'?)");
  });

  it('updates the pages extending a saved fragment', async () => {
    await request(page);
    const plugin = server.config.plugins.find((p) => p.name === 'f9-page-file-lint')!;
    const environment = server.environments.client;
    const fragment = join(root, 'schemas/fragments/addressList.json');
    const hotUpdate = plugin.hotUpdate as unknown as (this: { environment: typeof environment }, options: { file: string; modules: unknown[] }) => Array<{ file: string | null }> | undefined;
    const updated = hotUpdate.call({ environment }, { file: fragment, modules: [] });
    expect(updated?.map((m) => m.file)).toEqual([join(root, page)]);
    // The page is read again: its module has no transform kept from the old fragment.
    expect(environment.moduleGraph.getModulesByFile(join(root, page))?.values().next().value?.transformResult).toBeNull();
  });
});
