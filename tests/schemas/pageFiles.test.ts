// Schema lint (part of `npm test`): every page file is valid JSON and valid against
// schemas/page.schema.json, and names only resources, fields, actions, routes, FuncIds and i18n keys
// that exist; every route of the menu tree has a page file or a custom screen (issue 4's screens must;
// the rest are listed). Each problem reads `<file> at <JSON pointer>: <what is wrong>`.
import { describe, expect, it } from 'vitest';
import { CUSTOM_SCREENS } from '../../src/client/app/customScreens';
import { readPageFiles } from '../../src/server/pages/pageFiles';
import { entitySchemas, ISSUE4_SCREENS, lintContext, menuNodes, root } from './lintContext';
import { type LinkLintContext, lintLinks } from './linkLint';
import { lintPageFile } from './pageLint';
import { unreadableResources, unwritableResources } from './readableResources';

// Name and path come from the file's place, as the app's loader gives them (pagePlace.ts).
const { pages, problems } = readPageFiles(root);

const linkContext: LinkLintContext = { pages: new Map(pages.map((p) => [p.page.name, p.page])), entities: entitySchemas };

describe('page files', () => {
  it('exist, each valid JSON and valid against page.schema.json', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each(pages)('$file names only what exists', ({ file, json, page }) => {
    expect(json.$schema).toBe('../../page.schema.json');
    const parent = menuNodes.find((n) => n.name === page.name)?.parent;
    if (parent) expect(file.split('/').slice(-2)[0], 'the folder is the menu group').toBe(parent);
    expect(lintPageFile(file, page, lintContext)).toEqual([]);
    expect(unreadableResources(file, page)).toEqual([]);
    expect(unwritableResources(file, page)).toEqual([]);
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
