// A page file as the app loads it: the JSON of schemas/pages/<menu>/<name>.json with the route name
// and path of its place (src/shared/page/pagePlace.ts), as src/client/app/pageFiles.ts gives them.
import { pagePlaceOfFile, placePage } from '../../../../src/shared/page/pagePlace';
import type { PageFile, PageSchema } from '../../../../src/shared/page/pageSchema';

const files = import.meta.glob<{ default: PageFile }>('../../../../schemas/pages/*/*.json', { eager: true });

/** `menu/name`, e.g. `setData/setAddress`. */
export function pageFile(place: string): PageSchema {
  const entry = Object.entries(files).find(([file]) => file.endsWith(`/${place}.json`));
  if (!entry) throw new Error(`no page file schemas/pages/${place}.json`);
  return placePage(entry[1].default, pagePlaceOfFile(entry[0]));
}

/** Every page file, placed. */
export function allPageFiles(): PageSchema[] {
  return Object.entries(files).map(([file, mod]) => placePage(mod.default, pagePlaceOfFile(file)));
}
