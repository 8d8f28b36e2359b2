// Schema lint (part of `npm test`): every page file is valid against schemas/page.schema.json and
// names only resources, fields, actions, routes, FuncIds and i18n keys that exist; every route of
// the menu tree has a page file or a custom screen (issue 4's screens must; the rest are listed).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { CUSTOM_SCREENS } from '../../src/client/app/customScreens';
import { pagePlaceOfFile, placePage } from '../../src/shared/page/pagePlace';
import type { PageFile } from '../../src/shared/page/pageSchema';
import { entitySchemas, filesUnder, ISSUE4_SCREENS, lintContext, menuNodes, pagesDir, root } from './lintContext';
import { type LinkLintContext, lintLinks } from './linkLint';
import { lintPage } from './pageLint';

const pageSchema = JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
const validatePage = ajv.compile(pageSchema);
const pageFiles = filesUnder(pagesDir, '.json').sort();
// Name and path come from the file's place, as the app's loader gives them (pagePlace.ts).
const pages = pageFiles.map((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as PageFile;
  return { file: relative(root, file), json, page: placePage(json, pagePlaceOfFile(file)) };
});

const linkContext: LinkLintContext = { pages: new Map(pages.map((p) => [p.page.name, p.page])), entities: entitySchemas };

describe('page files', () => {
  it('exist', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)('$file is valid against page.schema.json and names only what exists', ({ file, json, page }) => {
    const valid = validatePage(json);
    expect(valid ? [] : ajv.errorsText(validatePage.errors, { separator: '\n' }).split('\n')).toEqual([]);
    expect(json.$schema).toBe('../../page.schema.json');
    const parent = menuNodes.find((n) => n.name === page.name)?.parent;
    if (parent) expect(file.split('/').slice(-2)[0], 'the folder is the menu group').toBe(parent);
    expect(lintPage(page, lintContext)).toEqual([]);
    // Its links open forms with values those forms take (enum case, date shape …).
    expect(lintLinks(page, file, linkContext)).toEqual([]);
  });

  it('name each route once', () => {
    const names = pages.map((p) => p.page.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe('routes of the menu tree', () => {
  const screens = new Set([...pages.map((p) => p.page.name), ...CUSTOM_SCREENS.map((s) => s.name)]);
  const missing = menuNodes.filter((n) => !screens.has(n.name)).map((n) => n.name);

  it('have a page file or a custom screen (issue 4 screens required; the rest listed)', () => {
    if (missing.length > 0) console.info(`schema lint: ${missing.length} of ${menuNodes.length} menu routes have no screen yet: ${missing.join(', ')}`);
    expect(ISSUE4_SCREENS.filter((name) => missing.includes(name))).toEqual([]);
  });
});
