// What a page of the built client loads before it can paint, read from Vite's build manifest
// (dist/client/.vite/manifest.json): a chunk and, transitively, its static imports (index.html
// modulepreloads exactly these for its entry). Sizes are gzip level 9 of the files as built.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server';
import { importClosure } from '../../../scripts/importClosure';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_DIR = resolve(REPO_ROOT, 'dist/client');

export function readManifest(clientDir: string = CLIENT_DIR): Manifest {
  const path = resolve(clientDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the client with \`npx vite build\` (vite.config.ts sets build.manifest)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The manifest key of index.html's script, and of the chunk built from `src` (e.g. 'pages/home/HomePage.tsx'). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}
export function chunkKeyOf(manifest: Manifest, src: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k].src === src);
  if (!key) throw new Error(`The build manifest has no chunk built from ${src}`);
  return key;
}

/** The given chunks and every chunk they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  return [...importClosure(keys, (key) => manifest[key].imports ?? [])];
}

export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function jsFiles(manifest: Manifest, keys: string[], clientDir: string = CLIENT_DIR): JsFile[] {
  return keys
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const body = readFileSync(resolve(clientDir, file));
      return { file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    });
}

export const sumGzip = (files: JsFile[]) => files.reduce((n, f) => n + f.gzipBytes, 0);

/** The built JavaScript files (of the whole manifest) whose text contains `marker`, e.g. a library's own string. */
export function filesContaining(manifest: Manifest, marker: string, clientDir: string = CLIENT_DIR): string[] {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  return [...files].filter((file) => readFileSync(resolve(clientDir, file), 'utf8').includes(marker)).sort();
}

/**
 * The chunks /home loads before its first paint, besides index.html's entry and its static imports:
 * the home screen (main.tsx waits for it) and the shell's language pack of the page's language with
 * the fallbacks it needs (i18n.ts, messageParts.ts). Each with its static imports. bench/client/shellBench.ts
 * checks this list against what Chromium fetches.
 */
export const HOME_FIRST_PAINT_SOURCES = ['pages/home/HomePage.tsx'];
/** zh's shell part is complete, so it paints without en's (i18n.ts COMPLETE_SHELLS). */
const LANGUAGE_PACKS: Record<string, string[]> = { en: ['en'], zh: ['zh'] };

/** The manifest key of a language's shell pack (the chunk vite.config.ts names locale-<lang>). */
export function localePackKey(manifest: Manifest, language: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k].name === `locale-${language}`);
  if (!key) throw new Error(`The build manifest has no language pack for ${language}`);
  return key;
}

/** Every JavaScript file /home needs before it paints, in `language` ('en' or 'zh'). */
export function homeFirstPaintFiles(manifest: Manifest, language: string, clientDir: string = CLIENT_DIR): JsFile[] {
  const keys = [entryKey(manifest), ...HOME_FIRST_PAINT_SOURCES.map((src) => chunkKeyOf(manifest, src)), ...LANGUAGE_PACKS[language].map((l) => localePackKey(manifest, l))];
  return jsFiles(manifest, staticClosure(manifest, keys), clientDir);
}
