// The page files of a project, read as the lint, the server and the build read them: each parsed with
// its faults named (file:line:col for bad JSON; file and JSON pointer against the page schema), the
// fragment it extends resolved (src/shared/page/pageExtends.ts, fragments under schemas/fragments), and
// placed (its route name and path from its place, src/shared/page/pagePlace.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseJsonText } from '../../shared/page/jsonText';
import type { FragmentReader } from '../../shared/page/pageExtends';
import { checkPageJson } from '../../shared/page/pageFileCheck';
import { readPageTextWith } from '../../shared/page/pageText';
import { pagePlaceOfFile, placePage } from '../../shared/page/pagePlace';
import type { PageFile, PageSchema } from '../../shared/page/pageSchema';

export interface LoadedPage {
  /** Path from the project root, with forward slashes: `schemas/pages/setData/setAddress.json`. */
  file: string;
  /** `<menu>/<base>`: the file under schemas/pages without `.json`. */
  key: string;
  /** The file's JSON as written. */
  json: PageFile;
  /** The page with its route name and path. */
  page: PageSchema;
}

export interface PageFileSet {
  pages: LoadedPage[];
  /** One line per fault, each starting with the file (and its line:column or JSON pointer). */
  problems: string[];
}

/** Every `.json` file under `dir`, sorted. */
export function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? jsonFilesUnder(full) : name.endsWith('.json') ? [full] : [];
    })
    .sort();
}

/** Reads fragments (`extends` paths, relative to the schemas folder) of the project at `root`; a file that is not JSON throws its JsonTextError. */
export function fragmentReader(root: string): FragmentReader {
  return (path) => {
    const full = join(root, 'schemas', path);
    if (path.includes('..') || !existsSync(full)) return undefined;
    const file = `schemas/${path}`;
    return { file, json: parseJsonText(file, readFileSync(full, 'utf8')) };
  };
}

/** One page file's text, parsed, its fragment resolved and checked against the page schema: its page, or its faults. */
export function readPageText(file: string, text: string, readFragment: FragmentReader = () => undefined): { json?: PageFile; problems: string[] } {
  return readPageTextWith(checkPageJson, file, text, readFragment);
}

/** The page files of the project at `root` (its schemas/pages). */
export function readPageFiles(root: string): PageFileSet {
  const pagesDir = join(root, 'schemas/pages');
  const pages: LoadedPage[] = [];
  const problems: string[] = [];
  const fragments = fragmentReader(root);
  for (const full of jsonFilesUnder(pagesDir)) {
    const file = relative(root, full).replace(/\\/g, '/');
    const read = readPageText(file, readFileSync(full, 'utf8'), fragments);
    problems.push(...read.problems);
    if (!read.json) continue;
    const key = relative(pagesDir, full).replace(/\\/g, '/').replace(/\.json$/, '');
    pages.push({ file, key, json: read.json, page: placePage(read.json, pagePlaceOfFile(full)) });
  }
  return { pages, problems };
}
