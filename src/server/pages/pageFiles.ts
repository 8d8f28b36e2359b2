// The page files of a project, read as the lint, the server and the build read them: each parsed with
// its faults named (file:line:col for bad JSON; file and JSON pointer against the page schema), and
// placed (its route name and path from its place, src/shared/page/pagePlace.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JsonTextError, parseJsonText } from '../../shared/page/jsonText';
import { checkPageJson, formatProblem } from '../../shared/page/pageFileCheck';
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

/** One page file's text, parsed and checked against the page schema: its page, or its faults. */
export function readPageText(file: string, text: string): { json?: PageFile; problems: string[] } {
  let json: unknown;
  try {
    json = parseJsonText(file, text);
  } catch (error) {
    if (error instanceof JsonTextError) return { problems: [error.message] };
    throw error;
  }
  const problems = checkPageJson(json).map((p) => formatProblem(file, p));
  return problems.length > 0 ? { problems } : { json: json as PageFile, problems };
}

/** The page files of the project at `root` (its schemas/pages). */
export function readPageFiles(root: string): PageFileSet {
  const pagesDir = join(root, 'schemas/pages');
  const pages: LoadedPage[] = [];
  const problems: string[] = [];
  for (const full of jsonFilesUnder(pagesDir)) {
    const file = relative(root, full).replace(/\\/g, '/');
    const read = readPageText(file, readFileSync(full, 'utf8'));
    problems.push(...read.problems);
    if (!read.json) continue;
    const key = relative(pagesDir, full).replace(/\\/g, '/').replace(/\.json$/, '');
    pages.push({ file, key, json: read.json, page: placePage(read.json, pagePlaceOfFile(full)) });
  }
  return { pages, problems };
}
