// A page file's route name and path come from its place, schemas/pages/<menu>/<base>.json, and the
// menu tree: the menu node at /<menu>/<base> (setData/index.json is setDataIndex), else <base>.
import { flattenMenuTree } from '../menus/menuTree';
import type { PageFile, PageSchema } from './pageSchema';

const NODE_BY_PATH = new Map(flattenMenuTree().map((node) => [node.path, node]));

export interface PagePlace {
  /** Route name, also the menu code of the page's grants and required-field rules. */
  name: string;
  path: string;
}

/** `folder` is the menu group folder, `base` the file name without `.json`. */
export function pagePlace(folder: string, base: string): PagePlace {
  const path = `/${folder}/${base}`;
  const node = NODE_BY_PATH.get(path);
  return node ? { name: node.name, path: node.path } : { name: base, path };
}

/** The place of a file path ending in `<folder>/<base>.json`. */
export function pagePlaceOfFile(file: string): PagePlace {
  const parts = file.split(/[\\/]/);
  return pagePlace(parts[parts.length - 2] ?? '', (parts[parts.length - 1] ?? '').replace(/\.json$/, ''));
}

export function placePage(file: PageFile, place: PagePlace): PageSchema {
  return { ...file, name: place.name, path: place.path };
}
