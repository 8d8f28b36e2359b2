// The page schema files, one per screen (schemas/pages/<menu>/<name>.json): with the custom screens
// they are the fixed route list. Each file is its own lazily loaded chunk; its route name and path come
// from its place (src/shared/page/pagePlace.ts), not from the file.
import { pagePlaceOfFile, placePage } from '../../shared/page/pagePlace';
import type { PageFile as PageFileJson, PageSchema } from '../../shared/page/pageSchema';
import PAGE_BLOCK_TYPES from 'virtual:f9-page-block-types';

type PageModule = { default: PageFileJson };
const files = import.meta.glob<PageModule>('@schemas/pages/**/*.json');

export interface PageFile {
  /** Route name: the menu node whose path is /<folder>/<base> (setData/index.json is setDataIndex), else the base name. */
  name: string;
  /** The menu folder the file lives in. */
  folder: string;
  load: () => Promise<PageSchema>;
  /** The types of its blocks, known before it is loaded (scripts/pageBlockTypesPlugin.ts). */
  blockTypes: readonly string[];
}

function indexFiles(): Map<string, PageFile> {
  const byName = new Map<string, PageFile>();
  for (const [file, load] of Object.entries(files)) {
    const place = pagePlaceOfFile(file);
    const folder = place.path.split('/')[1] ?? '';
    const key = file.split(/[\\/]/).slice(-2).join('/').replace(/\.json$/, '');
    byName.set(place.name, { name: place.name, folder, load: async () => placePage((await load()).default, place), blockTypes: PAGE_BLOCK_TYPES[key] ?? [] });
  }
  return byName;
}

export const PAGE_FILES: ReadonlyMap<string, PageFile> = indexFiles();
