// The CJK font every document is set in (Noto Sans SC from a registry package, so Chinese names print):
// read from node_modules once per process, embedded by pdfkit as a subset of the glyphs a document uses.
// Resolved as a package path, so it is found from src/ (tsx) and from dist/server (`npm start`) alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FILES;

let loaded: Record<FontWeight, Buffer> | undefined;

/** The font files' bytes, read on first use and kept. */
export function documentFonts(): Record<FontWeight, Buffer> {
  loaded ??= { regular: readFileSync(require.resolve(FILES.regular)), bold: readFileSync(require.resolve(FILES.bold)) };
  return loaded;
}
