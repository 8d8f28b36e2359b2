// The menu tree and route titles come from the files (issue 43: a screen is one file): the project's
// group files (schemas/menus) and pages' `menu`/`titles` hold no fault, and a fault in them is told in
// one line, `<file> at <JSON pointer>: …`, like every page-file message (src/shared/menus/menuFiles.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuFilesOfProject } from '../../generators/menuTree';
import { readPageText } from '../../src/server/pages/pageFiles';
import { type MenuGroupInput, type MenuPageInput, menuFilesOf } from '../../src/shared/menus/menuFiles';
import { MENU_TREE } from '../../src/shared/menus/menuTree';
import type { PageFile } from '../../src/shared/page/pageSchema';
import { root } from './lintContext';

const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const setDataGroup = (): MenuGroupInput => ({ file: 'schemas/menus/setData.json', name: 'setData', json: read('schemas/menus/setData.json') });
const page = (folder: string, base: string, json: PageFile): MenuPageInput => ({ file: `schemas/pages/${folder}/${base}.json`, folder, base, json });
const setAddress = () => read('schemas/pages/setData/setAddress.json') as unknown as PageFile;

describe('the menu and group files', () => {
  it('of the project have no fault, and make the tree the app runs on (npm run gen, drift-checked)', () => {
    const { tree, problems } = menuFilesOfProject(root);
    expect(problems).toEqual([]);
    expect(tree).toEqual(MENU_TREE);
  });

  it("give a page's entry its name from its title, its path from its place and 'crud' as the four writes", () => {
    const { tree, titles, problems } = menuFilesOf([setDataGroup()], [page('setData', 'setAddress', setAddress())]);
    expect(problems).toEqual([]);
    expect(tree[0].children).toEqual([
      { name: 'setAddress', path: '/setData/setAddress', titleKey: 'route.setAddress', icon: 'Location', sno: 2, funcs: ['setAddress.create', 'setAddress.update', 'setAddress.delete', 'setAddress.import', 'setAddress.setDefault'], shows: { resource: 'address' } },
    ]);
    expect(titles.zh).toEqual({ setData: '基础资料', setAddress: '地址管理' });
  });

  it('name a language missing from titles, in a group file and in a page file', () => {
    const group = setDataGroup();
    delete ((group.json as Record<string, unknown>).titles as Record<string, string>).tr;
    expect(menuFilesOf([group], []).problems).toEqual(["schemas/menus/setData.json at /titles: missing title in 'tr'"]);

    const json = setAddress() as unknown as Record<string, Record<string, string>>;
    delete json.titles.es;
    const file = 'schemas/pages/setData/setAddress.json';
    expect(readPageText(file, JSON.stringify(json)).problems).toEqual([`${file} at /titles: missing field 'es'`]);
    expect(menuFilesOf([setDataGroup()], [page('setData', 'setAddress', json as unknown as PageFile)]).problems).toEqual([`${file} at /titles: missing title in 'es'`]);
  });

  it('name a page whose folder is no menu group', () => {
    const { problems } = menuFilesOf([setDataGroup()], [page('setDta', 'setAddress', setAddress())]);
    expect(problems).toEqual(["schemas/pages/setDta/setAddress.json at /menu: unknown menu group 'setDta': no schemas/menus/setDta.json (did you mean 'setData'?)"]);
  });

  it('name a second screen claiming the records another shows or edits', () => {
    const twin = { ...setAddress(), title: 'route.setAddressTwin', menu: { sno: 9, icon: 'Document', shows: { resource: 'address' }, edits: { resource: 'address', where: { kind: 'X' } } } } as PageFile;
    const form = { ...setAddress(), title: 'route.setAddressForm', menu: { sno: 10, icon: 'Document', edits: { resource: 'address', where: { kind: 'X' } } } } as PageFile;
    const { problems } = menuFilesOf([setDataGroup()], [page('setData', 'setAddress', setAddress()), page('setData', 'setAddressTwin', twin), page('setData', 'setAddressForm', form)]);
    expect(problems).toEqual([
      "schemas/pages/setData/setAddressTwin.json at /menu/shows: schemas/pages/setData/setAddress.json already shows these records of 'address'",
      "schemas/pages/setData/setAddressForm.json at /menu/edits: schemas/pages/setData/setAddressTwin.json already edits these records of 'address'",
    ]);
  });

  it('name a hidden entry whose activeMenu is no menu', () => {
    const detail = { ...setAddress(), title: 'route.setAddressDetail', menu: { sno: 9, icon: 'Document', hidden: true, activeMenu: 'setAdress' } } as PageFile;
    const { problems } = menuFilesOf([setDataGroup()], [page('setData', 'setAddress', setAddress()), page('setData', 'setAddressDetail', detail)]);
    expect(problems).toEqual(["schemas/pages/setData/setAddressDetail.json at /menu/activeMenu: unknown menu 'setAdress' (did you mean 'setAddress'?)"]);
  });

  it('name a page with a menu whose title is not its route title, and one without titles', () => {
    const { titles: _t, ...untitled } = setAddress();
    const { problems } = menuFilesOf([setDataGroup()], [page('setData', 'setAddress', { ...setAddress(), title: 'page.address' }), page('setData', 'setContact', { ...untitled, title: 'route.setContact' })]);
    expect(problems).toEqual([
      "schemas/pages/setData/setAddress.json at /title: 'titles' are the texts of a route title: must be 'route.<name>'",
      "schemas/pages/setData/setAddress.json at /title: a page with a menu is titled 'route.<its route name>'",
      "schemas/pages/setData/setContact.json at /titles: missing field 'titles': a menu's title in en, zh, es, tr",
    ]);
  });
});
