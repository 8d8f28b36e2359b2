// `npm run dev` (scripts/dev.mjs): a page file or fragment saved wrong shows the lint's own lines in the
// open browser (Vite's error overlay names the plugin and the file) instead of a broken screen, and a
// saved fragment updates the pages that extend it. The build leaves this plugin out (`apply: 'serve'`):
// there `npm test`'s schema lint and pageExtendsPlugin.ts stop a wrong file.
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { JsonTextError, parseJsonText } from '../src/shared/page/jsonText';
import { fragmentReader, readPageText } from '../src/server/pages/pageFiles';

/** The lint's lines for a page file's or fragment's text at `path` (empty when it is right); other files answer null. */
export function pageFileProblems(root: string, path: string, text: string, onFragmentRead: (fragmentPath: string) => void = () => {}): string[] | null {
  const file = relative(root, path).replace(/\\/g, '/');
  if (!file.endsWith('.json')) return null;
  if (file.startsWith('schemas/pages/')) {
    const readFragment = fragmentReader(root);
    return readPageText(file, text, (fragment) => {
      onFragmentRead(resolve(root, 'schemas', fragment));
      return readFragment(fragment);
    }).problems;
  }
  if (file.startsWith('schemas/fragments/')) {
    // A fragment alone is only JSON; the page schema holds it once a page extends it.
    try {
      parseJsonText(file, text);
      return [];
    } catch (error) {
      if (error instanceof JsonTextError) return [error.message];
      throw error;
    }
  }
  return null;
}

export function pageFileLint(root: string): Plugin {
  // Fragment file → the page files that read it when they were last served.
  const readers = new Map<string, Set<string>>();
  return {
    name: 'f9-page-file-lint',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0];
      const problems = pageFileProblems(root, path, code, (fragment) => {
        readers.set(fragment, (readers.get(fragment) ?? new Set()).add(path));
        this.addWatchFile(fragment);
      });
      // No stack: the overlay shows the lint's lines and the file, not this plugin's frames.
      if (problems && problems.length > 0) this.error({ message: problems.join('\n'), stack: '' });
      // A right file goes on as it is: pageExtendsPlugin.ts resolves its fragment.
      return null;
    },
    // Vite links no JSON module to the files its transform read: a saved fragment updates its pages here.
    hotUpdate({ file, modules }) {
      const pages = readers.get(file);
      if (!pages || this.environment.name !== 'client') return;
      const graph = this.environment.moduleGraph;
      const extending = [...pages].flatMap((page) => [...(graph.getModulesByFile(page) ?? [])]);
      for (const module of extending) graph.invalidateModule(module);
      return [...modules, ...extending];
    },
  };
}
