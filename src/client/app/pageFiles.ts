// The page schema files, one per screen (schemas/pages/<menu>/<name>.json): with the custom screens
// they are the fixed route list. Each file is its own lazily loaded chunk.
import type { PageSchema } from '../../shared/page/pageSchema';

type PageModule = { default: PageSchema };
const files = import.meta.glob<PageModule>('@schemas/pages/**/*.json');

export interface PageFile {
  /** Route name = the file's base name. */
  name: string;
  /** The menu folder the file lives in. */
  folder: string;
  load: () => Promise<PageSchema>;
}

function indexFiles(): Map<string, PageFile> {
  const byName = new Map<string, PageFile>();
  for (const [file, load] of Object.entries(files)) {
    const parts = file.split('/');
    const name = parts[parts.length - 1].replace(/\.json$/, '');
    const folder = parts[parts.length - 2] ?? '';
    byName.set(name, { name, folder, load: async () => (await load()).default });
  }
  return byName;
}

export const PAGE_FILES: ReadonlyMap<string, PageFile> = indexFiles();
