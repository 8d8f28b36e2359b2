// Which source modules fill a built page's JavaScript: bytes per module (or per package) counted from the
// source maps of a `npx vite build --sourcemap` (what source-map-explorer does; rollup-plugin-visualizer
// is not installed). Each generated segment is charged to the source its mapping names, up to the next one.
// Run: npx tsx scripts/bundleModules.ts [--packages] [file.js ...]   (default: what /home loads before it paints)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { CLIENT_DIR, homeFirstPaintFiles, readManifest } from '../tests/e2e/support/buildManifest';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Generated code per source of one built file (unmapped code under '(unmapped)'). */
function codePerSource(file: string): Map<string, string> {
  const code = readFileSync(resolve(CLIENT_DIR, file), 'utf8').split('\n');
  const mapPath = resolve(CLIENT_DIR, `${file}.map`);
  // A tiny file may come without a map (the bundler's runtime); a missing map for a large one means no --sourcemap build.
  if (!existsSync(mapPath)) {
    if (code.join('\n').length > 2048) throw new Error(`${file}.map is missing: build with \`npx vite build --sourcemap\``);
    return new Map([[`${file} (no map)`, code.join('\n')]]);
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap;
  const out = new Map<string, string>();
  const add = (source: string, text: string) => out.set(source, (out.get(source) ?? '') + text);
  decode(map.mappings).forEach((segments, line) => {
    const text = code[line] ?? '';
    if (segments.length === 0 || segments[0][0] > 0) add('(unmapped)', text.slice(0, segments[0]?.[0] ?? text.length));
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      add(segment.length > 1 ? map.sources[segment[1]!] : '(unmapped)', text.slice(segment[0], end));
    });
  });
  return out;
}

/** A module's package (node_modules/<scope/name>), else its path under src/. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : source.replace(/^(\.\.\/)+/, '');
}

const args = process.argv.slice(2);
const byPackage = args.includes('--packages');
const named = args.filter((a) => !a.startsWith('--'));
const manifest = readManifest();
const files = named.length ? named : homeFirstPaintFiles(manifest, 'en').map((f) => f.file);
const code = new Map<string, string>();
for (const file of files) {
  for (const [source, text] of codePerSource(file)) {
    const key = byPackage ? packageOf(source) : source;
    code.set(key, (code.get(key) ?? '') + text);
  }
}
// gzip of each group's code alone: a little more than its share of the files' gzip (no shared dictionary).
const rows = [...code].map(([name, text]) => ({ name, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length })).sort((a, b) => b.raw - a.raw);
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`${files.length} files, ${kb(rows.reduce((n, r) => n + r.raw, 0))} KB raw;  raw KB / gzip KB (alone) per ${byPackage ? 'package' : 'module'}:`);
for (const r of rows.slice(0, Number(process.env.TOP ?? 60))) console.log(`${kb(r.raw)} ${kb(r.gzip)}  ${r.name}`);
