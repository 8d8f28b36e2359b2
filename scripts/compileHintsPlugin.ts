// V8 compiles a function the first time it is called, on the main thread, unless its file asks for all of
// them at load (`//# allFunctionsCalledOnLoad`, Chrome 136+), which V8 then does off the main thread while
// the file streams in. The chunks a log-in runs are fetched ahead, while the login dialog is open
// (src/client/app/prefetch.ts): marked, their functions are compiled then, not in the log-in's own
// render. Measured in Chromium's trace from the submit to the settings panel: 509 lazy compiles taking
// 40 ms of the main thread, 122 taking 7–16 ms with the mark (2026-11-27).
// Only those chunks: a file loaded when it is needed (a grid, a chart, xlsx) would compile functions it
// never calls on the way to its first draw, and /home's first paint would wait for a compile it does not need.
import type { Plugin } from 'vite';
import { importClosure } from './importClosure';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of a built chunk this step reads. */
export interface BuiltChunk {
  fileName: string;
  /** The modules built into it (a chunk loaded by import() may hold several). */
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
}

/** Whether the chunk holds one of `modules` (paths relative to the client root). */
const holds = (chunk: BuiltChunk, modules: string[]) =>
  chunk.moduleIds.some((id) => modules.some((module) => id.replace(/\\/g, '/').endsWith(`/src/client/${module}`)));

/**
 * The files to mark: what the modules fetched ahead load (their chunks and static imports), less what the
 * first paint loads (the entry, the modules given as `firstPaint`, and their static imports).
 * Throws when a module named is in no chunk, so a renamed file is not silently dropped.
 */
export function chunksToHint(chunks: BuiltChunk[], fetchedAhead: string[], firstPaint: string[]): string[] {
  for (const module of [...fetchedAhead, ...firstPaint]) {
    if (!chunks.some((chunk) => holds(chunk, [module]))) throw new Error(`compileHints: ${module} is in no chunk of the build`);
  }
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const closure = (starts: BuiltChunk[]) => importClosure(starts.map((c) => c.fileName), (file) => importsOf.get(file) ?? []);
  const ahead = closure(chunks.filter((c) => holds(c, fetchedAhead)));
  const painted = closure(chunks.filter((c) => c.isEntry || holds(c, firstPaint)));
  return [...ahead].filter((file) => !painted.has(file) && file.endsWith('.js')).sort();
}

/** `fetchedAhead`, `firstPaint`: module paths relative to the client root, e.g. 'shell/Layout.tsx'. */
export function compileHints({ fetchedAhead, firstPaint }: { fetchedAhead: string[]; firstPaint: string[] }): Plugin {
  return {
    name: 'f9-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own step, which puts a preload map (`__vite__mapDeps`) at the top of a chunk: the
      // mark must be the file's first line for V8 to see it.
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const marked = new Set(chunksToHint(chunks, fetchedAhead, firstPaint));
        for (const chunk of chunks) if (marked.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
