// What an analyst reads when a page file is wrong: one line per fault, naming the file and where in it
// (line:column for text that is not JSON, the JSON pointer otherwise), with the nearest known name for
// a misspelt one, instead of the schema validator's dozens of lines per block.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageFiles, readPageText } from '../../src/server/pages/pageFiles';
import { jsonFault } from '../../src/shared/page/jsonText';
import { lintContext, root } from './lintContext';
import { lintPageFile } from './pageLint';
import { unreadableResources, unwritableResources } from './readableResources';
import { pagePlaceOfFile, placePage } from '../../src/shared/page/pagePlace';
import type { PageFile } from '../../src/shared/page/pageSchema';

const FILE = 'schemas/pages/setData/setAddress.json';
const text = readFileSync(join(root, FILE), 'utf8');
/** setAddress.json as loose JSON, for breaking it. */
interface LooseBlock {
  type: string;
  columns?: Array<Record<string, unknown>>;
  [property: string]: unknown;
}
interface LoosePage {
  title: string;
  resource?: string;
  entity?: string;
  blocks: LooseBlock[];
  actions: Array<Record<string, unknown>>;
}
const address = (): LoosePage => JSON.parse(text);

describe('a page file that is not JSON', () => {
  it('names the file, line and column of the fault', () => {
    // A comma dropped after `"op": "eq"` (line 16 of setAddress.json): the next property starts the fault.
    const broken = text.replace('"op": "eq",', '"op": "eq"');
    const { problems, json } = readPageText(FILE, broken);
    expect(json).toBeUndefined();
    expect(problems).toEqual([`${FILE}:17:11: invalid JSON: expected ',' or '}', found '"'`]);
  });

  it('names a trailing comma, an unclosed text and an early end where V8 gives no position', () => {
    expect(readPageText('x.json', '{\n  "blocks": [1,\n  ]\n}').problems).toEqual(["x.json:2:15: invalid JSON: a comma before ']' (JSON allows no trailing comma)"]);
    expect(readPageText('x.json', '{ "title": "route.x\n}').problems[0]).toMatch(/^x\.json:1:20: invalid JSON: a line break/);
    expect(readPageText('x.json', '{ "title": ').problems).toEqual(['x.json:1:12: invalid JSON: expected a value, found the end of the text']);
    expect(jsonFault(text)).toBeUndefined();
  });
});

describe('a page file the page schema refuses', () => {
  it('says an unknown block type in one line, at the block, with the type meant', () => {
    const page = address();
    page.blocks.push({ type: 'table', columns: [{ field: 'name' }] });
    const { problems } = readPageText(FILE, JSON.stringify(page));
    expect(problems).toEqual([`${FILE} at /blocks/3: unknown block type 'table' (did you mean 'grid'?)`]);
  });

  it('suggests the nearest type for a misspelt one, and an action kind likewise', () => {
    const page = address();
    page.blocks[0].type = 'fliter';
    page.actions[0].kind = 'craete';
    expect(readPageText(FILE, JSON.stringify(page)).problems).toEqual([
      `${FILE} at /blocks/0: unknown block type 'fliter' (did you mean 'filter'?)`,
      `${FILE} at /actions/0: unknown action kind 'craete' (did you mean 'create'?)`,
    ]);
  });

  it('names an unknown field at its object, with the field meant, and nothing else', () => {
    const page = address();
    page.blocks[1].columns![1] = { field: 'kind', wdith: 110 };
    page.blocks[1].colums = [];
    expect(readPageText(FILE, JSON.stringify(page)).problems).toEqual([
      `${FILE} at /blocks/1: unknown field 'colums' (did you mean 'columns'?)`,
      `${FILE} at /blocks/1/columns/1: unknown field 'wdith' (did you mean 'width'?)`,
    ]);
  });

  it('reads a page folder, naming each broken file and keeping the sound ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'f9-pages-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'schemas/pages/setData'), { recursive: true });
    writeFileSync(join(dir, FILE), text);
    writeFileSync(join(dir, 'schemas/pages/setData/setShipper.json'), '{ "title": "route.setShipper", "blocks": [ }');
    const { pages, problems } = readPageFiles(dir);
    expect(pages.map((p) => p.page.name)).toEqual(['setAddress']);
    expect(problems).toEqual(["schemas/pages/setData/setShipper.json:1:44: invalid JSON: expected a value, found '}'"]);
  });
});

describe('a lint message', () => {
  const lint = (loose: LoosePage) => lintPageFile(FILE, placePage(loose as unknown as PageFile, pagePlaceOfFile(FILE)), lintContext);

  it('starts with the file and the JSON pointer of the value it names', () => {
    const page = address();
    page.blocks[1].columns![2] = { field: 'colour', width: 120 };
    page.resource = 'address';
    page.actions[0].funcId = 'setAddress.publish';
    page.title = 'route.noSuchTitle';
    const problems = lint(page);
    expect(problems).toContain(`${FILE} at /blocks/1/columns/2/field: grid column: field colour is not a field of address`);
    expect(problems).toContain(`${FILE} at /actions/0/funcId: action create: funcId setAddress.publish is not in the menu tree`);
    expect(problems).toContain(`${FILE} at /title: i18n key route.noSuchTitle is missing in en, zh`);
    expect(problems).toContain(`${FILE} at /blocks/1/columns/2/field: i18n key field.address.colour is missing in en, zh`);
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^${FILE.replace(/\./g, '\\.')} at /\\S*: `));
  });

  it("names a notes block's matchForm field that the page's form does not have (its notes would never show)", () => {
    const page = address();
    const notes = { type: 'notes', resource: 'bookingNote', titleFields: { en: 'title' }, bodyFields: { en: 'bodyEn' }, matchForm: { pol: 'city', pod: 'portOfDischarge' } };
    page.blocks.push(notes as unknown as (typeof page.blocks)[number]);
    const problems = lint(page).filter((p) => p.includes('matchForm'));
    expect(problems).toEqual([expect.stringContaining('notes block matchForm: field portOfDischarge is not a field of address')]);
  });

  it('names a wrong resource at /resource', () => {
    expect(lint({ ...address(), resource: 'addresses', entity: 'address' })).toContain(`${FILE} at /resource: resource addresses does not exist`);
  });
});

describe('a page naming a resource its menu may not read', () => {
  it('is told at the resource, and gains nothing: roles are read by administrators only', () => {
    const page = address();
    page.blocks.push({ type: 'grid', id: 'roles', resource: 'role', columns: [{ field: 'roleCd' }] });
    expect(unreadableResources(FILE, placePage(page as unknown as PageFile, pagePlaceOfFile(FILE)))).toEqual([`${FILE} at /blocks/3/resource: resource role is read by administrators only, so this screen's menu cannot read it`]);
  });
});

describe('a page offering a write its menu may not make', () => {
  it('is told at the action: locations are written by administrators only, so the address screen gains no writer', () => {
    const page = address();
    page.actions.push({ id: 'newLocation', kind: 'create', resource: 'location', funcId: 'setAddress.create' });
    const placed = placePage(page as unknown as PageFile, pagePlaceOfFile(FILE));
    expect(unwritableResources(FILE, placed)).toEqual([`${FILE} at /actions/${page.actions.length - 1}: resource location is written by administrators only, so menu setAddress cannot write it`]);
  });
});
