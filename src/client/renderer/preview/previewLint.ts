// The page lint in the browser: the build's own check of a page file's text (src/shared/page/pageText.ts:
// JSON with line:column, the fragment it extends, the page schema with its did-you-mean), run by the
// validator `npm run gen` precompiled (the CSP allows no eval), with the project's fragments.
import type { FragmentReader } from '../../../shared/page/pageExtends';
import { type PageValidator, pageProblems } from '../../../shared/page/pageFileMessages';
import type { PageFile } from '../../../shared/page/pageSchema';
import { readPageTextWith } from '../../../shared/page/pageText';

const validators = import.meta.glob<PageValidator>('../../../../schemas/validators/page-file.js', { eager: true, import: 'validate' });
const validate = Object.values(validators)[0]!;

// The fragments a page may extend, by their `extends` path (`fragments/trackingList.json`).
const fragments = import.meta.glob<unknown>('../../../../schemas/fragments/**/*.json', { eager: true, import: 'default' });
const FRAGMENTS = new Map(Object.entries(fragments).map(([file, json]) => [file.replace(/^.*?\/schemas\//, ''), json]));

const readFragment: FragmentReader = (path) => (FRAGMENTS.has(path) ? { file: `schemas/${path}`, json: FRAGMENTS.get(path) } : undefined);

/** The lint's lines for `text` as the file `file` (`schemas/pages/<menu>/<route>.json`), and its page when there are none. */
export function lintPageText(file: string, text: string): { json?: PageFile; problems: string[] } {
  return readPageTextWith((json) => pageProblems(validate, json), file, text, readFragment);
}
