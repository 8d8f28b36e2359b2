// Page files that extend a fragment (src/shared/page/pageExtends.ts) reach the client whole: this
// plugin resolves a page file's `extends` as the file is loaded, before Vite's JSON plugin makes it a
// module, and watches the fragments it read. A fault (a missing parameter, an unknown fragment) stops
// the build with the lint's message: file and JSON pointer.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readPageText, fragmentReader } from '../src/server/pages/pageFiles';

export function pageExtends(root: string): Plugin {
  const pagesDir = resolve(root, 'schemas/pages');
  const readFragment = fragmentReader(root);
  return {
    name: 'f9-page-extends',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0];
      if (!path.startsWith(`${pagesDir}/`) || !path.endsWith('.json') || !code.includes('"extends"')) return null;
      const file = relative(root, path).replace(/\\/g, '/');
      const watched: string[] = [];
      const { json, problems } = readPageText(file, code, (fragment) => {
        watched.push(resolve(root, 'schemas', fragment));
        return readFragment(fragment);
      });
      for (const fragment of watched) this.addWatchFile(fragment);
      if (!json) this.error(problems.join('\n'));
      return { code: JSON.stringify(json), map: null };
    },
  };
}

/** A page file's JSON as the client gets it (its fragment resolved): for build steps reading files themselves. */
export function resolvedPageJson(root: string, path: string): unknown {
  const file = relative(root, path).replace(/\\/g, '/');
  const { json, problems } = readPageText(file, readFileSync(path, 'utf8'), fragmentReader(root));
  if (!json) throw new Error(problems.join('\n'));
  return json;
}
