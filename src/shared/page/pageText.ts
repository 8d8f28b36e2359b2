// One page file's text read as the lint reads it: parsed (bad JSON names file:line:col), the fragment
// it extends resolved, then checked against the page schema. Shared by the server (src/server/pages/
// pageFiles.ts, Ajv compiled at run time) and the browser's page preview (the precompiled validator),
// so both tell a fault in the same words.
import { JsonTextError, parseJsonText } from './jsonText';
import { type FragmentReader, resolvePageExtends } from './pageExtends';
import { formatProblem, type PageProblem } from './pageFileMessages';
import type { PageFile } from './pageSchema';

/** The page schema's check of a whole (resolved) page: its faults, empty when valid. */
export type PageJsonCheck = (json: unknown) => PageProblem[];

/** One page file's text, parsed, its fragment resolved and checked against the page schema: its page, or its faults. */
export function readPageTextWith(check: PageJsonCheck, file: string, text: string, readFragment: FragmentReader = () => undefined): { json?: PageFile; problems: string[] } {
  let resolved: ReturnType<typeof resolvePageExtends>;
  try {
    resolved = resolvePageExtends(file, parseJsonText(file, text), readFragment);
  } catch (error) {
    if (error instanceof JsonTextError) return { problems: [error.message] };
    throw error;
  }
  if (resolved.problems.length > 0) return { problems: resolved.problems.map((p) => formatProblem(p.file, p)) };
  const problems = check(resolved.json).map((p) => formatProblem(file, p));
  return problems.length > 0 ? { problems } : { json: resolved.json as PageFile, problems };
}
