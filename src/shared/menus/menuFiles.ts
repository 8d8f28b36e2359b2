// The menu tree and the route titles as the files say them (issue 43, a screen is one file): each page
// file's `menu` and `titles` (schemas/pages/<group>/<file>.json) and each group's own file
// (schemas/menus/<group>.json: audience, sno, icon, titles). `npm run gen` (generators/menuTree.ts) writes
// the tree (menuTree.generated.ts) and each language's route.json from them; the lint reads the same
// faults, one line each, `<file> at <JSON pointer>: …` like every page-file message.
import { didYouMean } from '../page/closestName';
import type { PageFile, PageTitles } from '../page/pageSchema';
import type { Audience, MenuGroup, MenuNode } from './menuTree';

export const TITLE_LANGUAGES = ['en', 'zh', 'es', 'tr'] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/** A group's own file, schemas/menus/<group>.json. */
export interface GroupFile {
  $schema?: string;
  audience: Audience;
  sno: number;
  icon: string;
  titles: PageTitles;
}

export interface MenuGroupInput {
  /** Path from the project root, e.g. `schemas/menus/setData.json`. */
  file: string;
  /** The group's route name: the file's base name. */
  name: string;
  json: unknown;
}

export interface MenuPageInput {
  /** Path from the project root, e.g. `schemas/pages/setData/setAddress.json`. */
  file: string;
  /** The folder under schemas/pages (the menu group of a page with a menu). */
  folder: string;
  /** The file name without `.json` (the path's last segment). */
  base: string;
  /** The page as read (its fragment resolved). */
  json: PageFile;
}

export interface MenuFiles {
  tree: MenuGroup[];
  /** Per language, `route.<name>` → text, groups and their entries in tree order, then the other pages'. */
  titles: Record<TitleLanguage, Record<string, string>>;
  problems: string[];
}

/** `"crud"` in a menu's funcs: the write functions of a data screen (export is a read: the menu grant alone allows it). */
export const CRUD = 'crud';
export const crudFuncs = (name: string): string[] => [`${name}.create`, `${name}.update`, `${name}.delete`, `${name}.import`];

const GROUP_FIELDS = ['$schema', 'audience', 'sno', 'icon', 'titles'];
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The faults of a `titles` object (at `pointer`): each language a non-empty text, nothing else. */
function titleProblems(titles: unknown, pointer: string): Array<{ pointer: string; message: string }> {
  if (!isObject(titles)) return [{ pointer, message: `must be an object with a text for each of ${TITLE_LANGUAGES.join(', ')}` }];
  return [
    ...TITLE_LANGUAGES.filter((l) => typeof titles[l] !== 'string' || titles[l] === '').map((l) => ({ pointer, message: `missing title in '${l}'` })),
    ...Object.keys(titles)
      .filter((k) => !(TITLE_LANGUAGES as readonly string[]).includes(k))
      .map((k) => ({ pointer: `${pointer}/${k}`, message: `unknown language '${k}'${didYouMean(k, [...TITLE_LANGUAGES])}` })),
  ];
}

function groupProblems(json: unknown): Array<{ pointer: string; message: string }> {
  if (!isObject(json)) return [{ pointer: '', message: 'must be an object: { "audience", "sno", "icon", "titles" }' }];
  const out: Array<{ pointer: string; message: string }> = [];
  for (const key of Object.keys(json)) if (!GROUP_FIELDS.includes(key)) out.push({ pointer: `/${key}`, message: `unknown field '${key}'${didYouMean(key, GROUP_FIELDS)}` });
  if (json.audience !== 'customer' && json.audience !== 'admin') out.push({ pointer: '/audience', message: "must be 'customer' or 'admin'" });
  if (typeof json.sno !== 'number') out.push({ pointer: '/sno', message: 'must be a number' });
  if (typeof json.icon !== 'string' || json.icon === '') out.push({ pointer: '/icon', message: 'must be an icon name' });
  out.push(...titleProblems(json.titles, '/titles'));
  return out;
}

const at = (file: string, pointer: string, message: string) => `${file} at ${pointer || '/'}: ${message}`;
const bySno = <T extends { sno: number; name: string }>(a: T, b: T) => a.sno - b.sno || a.name.localeCompare(b.name);

/** The menu tree and route titles of the given group and page files, with every fault found. */
export function menuFilesOf(groupFiles: readonly MenuGroupInput[], pageFiles: readonly MenuPageInput[]): MenuFiles {
  const problems: string[] = [];
  const titles = Object.fromEntries(TITLE_LANGUAGES.map((l) => [l, {} as Record<string, string>])) as MenuFiles['titles'];
  /** Where each title key's texts were given, so a second, different text is named. */
  const titleFrom = new Map<string, string>();
  const addTitles = (file: string, pointer: string, name: string, texts: PageTitles) => {
    const earlier = titleFrom.get(name);
    if (earlier && TITLE_LANGUAGES.some((l) => titles[l][name] !== texts[l])) {
      problems.push(at(file, pointer, `other texts for route.${name} than ${earlier} gives`));
      return;
    }
    titleFrom.set(name, file);
    for (const l of TITLE_LANGUAGES) titles[l][name] = texts[l];
  };

  const groups = new Map<string, MenuGroup>();
  const groupTitles = new Map<string, { file: string; titles: PageTitles }>();
  for (const g of groupFiles) {
    const faults = groupProblems(g.json);
    problems.push(...faults.map((p) => at(g.file, p.pointer, p.message)));
    if (faults.length > 0) continue;
    const json = g.json as unknown as GroupFile;
    groups.set(g.name, { name: g.name, path: `/${g.name}`, titleKey: `route.${g.name}`, icon: json.icon, sno: json.sno, audience: json.audience, children: [] });
    groupTitles.set(g.name, { file: g.file, titles: json.titles });
  }

  const entries: Array<{ page: MenuPageInput; node: MenuNode }> = [];
  const pageTitles: Array<{ page: MenuPageInput; name: string }> = [];
  for (const page of pageFiles) {
    const { menu, title } = page.json;
    const name = /^route\.(\w+)$/.exec(title ?? '')?.[1];
    if (page.json.titles !== undefined) {
      const faults = titleProblems(page.json.titles, '/titles');
      problems.push(...faults.map((p) => at(page.file, p.pointer, p.message)));
      if (!name) problems.push(at(page.file, '/title', `'titles' are the texts of a route title: must be 'route.<name>'`));
      else if (faults.length === 0 && !menu) pageTitles.push({ page, name });
    }
    if (!menu) continue;
    if (!name) {
      problems.push(at(page.file, '/title', `a page with a menu is titled 'route.<its route name>'`));
      continue;
    }
    if (page.json.titles === undefined) problems.push(at(page.file, '/titles', `missing field 'titles': a menu's title in ${TITLE_LANGUAGES.join(', ')}`));
    if (!groups.has(page.folder)) {
      problems.push(at(page.file, '/menu', `unknown menu group '${page.folder}': no schemas/menus/${page.folder}.json${didYouMean(page.folder, [...groups.keys()])}`));
      continue;
    }
    const funcs = menu.funcs?.flatMap((f) => (f === CRUD ? crudFuncs(name) : [f]));
    const node: MenuNode = {
      name,
      path: `/${page.folder}/${page.base}`,
      titleKey: `route.${name}`,
      icon: menu.icon,
      sno: menu.sno,
      ...(menu.hidden ? { hidden: true } : {}),
      ...(menu.activeMenu ? { activeMenu: menu.activeMenu } : {}),
      ...(menu.noCache ? { noCache: true } : {}),
      ...(funcs ? { funcs } : {}),
      ...(menu.shows ? { shows: menu.shows } : {}),
      ...(menu.edits ? { edits: menu.edits } : {}),
    };
    entries.push({ page, node });
  }

  const names = new Map<string, string>([...groups.keys()].map((g) => [g, `schemas/menus/${g}.json`]));
  for (const { page, node } of entries) {
    const earlier = names.get(node.name);
    if (earlier) problems.push(at(page.file, '/title', `route name '${node.name}' is already ${earlier}'s`));
    else names.set(node.name, page.file);
  }
  for (const { page, node } of entries) {
    if (node.activeMenu !== undefined && !names.has(node.activeMenu)) {
      problems.push(at(page.file, '/menu/activeMenu', `unknown menu '${node.activeMenu}'${didYouMean(node.activeMenu, [...names.keys()])}`));
    }
    if (node.hidden && node.activeMenu === undefined) problems.push(at(page.file, '/menu', "a hidden entry names the menu kept active while it is open: missing field 'activeMenu'"));
    groups.get(page.folder)!.children.push(node);
  }
  // One screen per record: two screens claiming the same records (or both the rest) would leave it to chance.
  const claimed = new Map<string, string>();
  for (const { page, node } of entries) {
    for (const role of ['shows', 'edits'] as const) {
      const claim = node[role];
      if (!claim) continue;
      const key = `${role} ${claim.resource} ${JSON.stringify(Object.entries(claim.where ?? {}).sort())}`;
      const earlier = claimed.get(key);
      if (earlier) problems.push(at(page.file, `/menu/${role}`, `${earlier} already ${role} these records of '${claim.resource}'`));
      else claimed.set(key, page.file);
    }
  }

  const tree = [...groups.values()].sort(bySno);
  for (const g of tree) {
    g.children.sort(bySno);
    const own = groupTitles.get(g.name)!;
    addTitles(own.file, '/titles', g.name, own.titles);
    for (const child of g.children) {
      const entry = entries.find((e) => e.node === child)!;
      if (entry.page.json.titles && titleProblems(entry.page.json.titles, '').length === 0) addTitles(entry.page.file, '/titles', child.name, entry.page.json.titles);
    }
  }
  for (const { page, name } of pageTitles) addTitles(page.file, '/titles', name, page.json.titles!);
  return { tree, titles, problems };
}
