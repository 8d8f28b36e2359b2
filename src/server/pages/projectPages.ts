// The project's page files as the server reads them at start (the folder holding schemas/pages above
// this file: the repository, from src/server/pages or from the built dist/server alike). A broken file
// grants nothing; `npm test`'s schema lint names it.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type PageFileSet, readPageFiles } from './pageFiles';

/** The nearest folder at or above `from` holding schemas/pages. */
export function projectRootAbove(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'schemas/pages'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no schemas/pages folder above ${from}`);
  }
}

let cached: PageFileSet | undefined;

/** The page files of the project this server runs from, read once. */
export function projectPages(): PageFileSet {
  cached ??= readPageFiles(projectRootAbove(import.meta.dirname));
  return cached;
}
