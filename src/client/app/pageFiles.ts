// The page schema files, one per screen (schemas/pages/<menu>/<name>.json): with the custom screens
// they are the fixed route list. Each file is its own lazily loaded chunk.
import { flattenMenuTree } from '../../shared/menus/menuTree';
import type { PageSchema } from '../../shared/page/pageSchema';

type PageModule = { default: PageSchema };
const files = import.meta.glob<PageModule>('@schemas/pages/**/*.json');

export interface PageFile {
  /** Route name: the menu node whose path is /<folder>/<base> (setData/index.json is setDataIndex), else the base name. */
  name: string;
  /** The menu folder the file lives in. */
  folder: string;
  load: () => Promise<PageSchema>;
}

/** Route names by path, so the name is known without loading the (lazy) page file. */
const MENU_NAME_BY_PATH = new Map(flattenMenuTree().map((node) => [node.path, node.name]));

function indexFiles(): Map<string, PageFile> {
  const byName = new Map<string, PageFile>();
  for (const [file, load] of Object.entries(files)) {
    const parts = file.split('/');
    const base = parts[parts.length - 1].replace(/\.json$/, '');
    const folder = parts[parts.length - 2] ?? '';
    const name = MENU_NAME_BY_PATH.get(`/${folder}/${base}`) ?? base;
    byName.set(name, { name, folder, load: async () => (await load()).default });
  }
  return byName;
}

export const PAGE_FILES: ReadonlyMap<string, PageFile> = indexFiles();
