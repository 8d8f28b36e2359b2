// A build step beside each text asset of dist/client: `<file>.br` (brotli, best) and `<file>.gz` (gzip,
// level 9), which the server sends as they are (@fastify/static `preCompressed`), so no request pays
// for compression and the wire carries a third of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name.startsWith('.')) return []; // .vite/manifest.json is read by tests, never served
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes the .br and .gz siblings of every compressible file under `dir`; returns how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** Runs last (after every other closeBundle, e.g. the version file) over the whole output folder. */
export function precompress(outDir: string): Plugin {
  return {
    name: 'f9-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
