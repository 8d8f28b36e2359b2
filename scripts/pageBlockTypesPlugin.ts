// The block types of every page file, known as soon as its route is: `virtual:f9-page-block-types`
// maps `<menu>/<base>` (schemas/pages/<menu>/<base>.json) to the types of the blocks it holds, nested
// ones and dialog actions' included. A page opened by its URL then asks for its blocks' chunks (the
// grid's glide, a form's RJSF) beside its page file, not after it has arrived (issue 11: the grid
// chunk left ~75 ms after the page file on a reload). Read from the files at build; a few bytes each.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { resolvedPageJson } from './pageExtendsPlugin';

const ID = 'virtual:f9-page-block-types';
const RESOLVED = `\0${ID}`;

/** The `type` of every object in a `blocks` array anywhere in the page (tabs, dialogs, groups...), in first-seen order. */
export function blockTypesOfPage(page: unknown): string[] {
  const types = new Set<string>();
  const visit = (value: unknown, inBlocks: boolean): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, inBlocks));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (inBlocks && typeof record.type === 'string') types.add(record.type);
    for (const [key, child] of Object.entries(record)) visit(child, key === 'blocks');
  };
  visit(page, false);
  return [...types];
}

function pageFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pageFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

/**
 * `<menu>/<base>` → block types, for every page file under `pagesDir` (the fragment it extends resolved).
 * A wrong file stops the build; with `skipWrong` (the dev server) it has no types here, and the page
 * file itself shows the lint's message (pageFileLintPlugin.ts).
 */
export function pageBlockTypesMap(pagesDir: string, { skipWrong = false } = {}): Record<string, string[]> {
  const root = resolve(pagesDir, '../..');
  const map: Record<string, string[]> = {};
  const typesOf = (file: string): string[] => {
    try {
      return blockTypesOfPage(resolvedPageJson(root, file));
    } catch (error) {
      if (skipWrong) return [];
      throw error;
    }
  };
  for (const file of pageFiles(pagesDir).sort()) map[relative(pagesDir, file).replace(/\\/g, '/').replace(/\.json$/, '')] = typesOf(file);
  return map;
}

export function pageBlockTypes(root: string): Plugin {
  const pagesDir = resolve(root, 'schemas/pages');
  let serving = false;
  return {
    name: 'f9-page-block-types',
    configResolved: (config) => void (serving = config.command === 'serve'),
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      for (const file of [...pageFiles(pagesDir), ...pageFiles(resolve(root, 'schemas/fragments'))]) this.addWatchFile(file);
      return `export default ${JSON.stringify(pageBlockTypesMap(pagesDir, { skipWrong: serving }))};`;
    },
  };
}
