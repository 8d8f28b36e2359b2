// Every runtime dependency in package.json is imported by the product (src/, or the build and start
// scripts it runs), so `npm ci` installs nothing the product never loads. A dependency that is needed
// without being imported names its reason here; one that nothing imports any more fails this test.
// A library's peers (glide-data-grid's lodash, marked and carousel) are npm's to install, pinned by
// package-lock.json: they are listed here only when the product imports them itself (marked).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> };

/** Needed at run time without an import of its own. */
const NEEDED_WITHOUT_IMPORT: Record<string, string> = {
  '@expo-google-fonts/noto-sans-sc': 'its TTF files are read at run time by path (src/server/documents/pdfFonts.ts), the CJK font the PDF documents embed',
  '@fluentui/react-migration-v0-v9': "a peer of @rjsf/fluentui-rc, whose templates import Flex and GridShim from it (the `overrides` block lets its Fluent v0 dependency accept React 19)",
};

const sourceDirs = ['src', 'scripts', 'generators'];
const sourceFiles = ['vite.config.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The package a specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function importedPackages(): Set<string> {
  const files = [...sourceDirs.flatMap((dir) => filesUnder(join(root, dir))), ...sourceFiles.map((file) => join(root, file))];
  const specifier = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g;
  const found = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(specifier)) found.add(packageOf(match[1]!));
  return found;
}

describe('runtime dependencies', () => {
  const imported = importedPackages();

  it('are each imported by the product, or name why they are needed without an import', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported.has(name) && !NEEDED_WITHOUT_IMPORT[name]);
    expect(unused, `runtime dependencies nothing imports: remove them (npm uninstall) or name the reason in ${import.meta.filename}`).toEqual([]);
  });

  it('named as needed without an import are still dependencies, and still not imported', () => {
    for (const name of Object.keys(NEEDED_WITHOUT_IMPORT)) {
      expect(pkg.dependencies[name], `${name} is listed as needed but is no dependency`).toBeDefined();
      expect(imported.has(name), `${name} is imported now: drop it from NEEDED_WITHOUT_IMPORT`).toBe(false);
    }
  });

  it('sees the imports it looks for (a dependency every server file path reaches)', () => {
    expect(imported.has('fastify')).toBe(true);
    expect(imported.has('@rjsf/fluentui-rc')).toBe(true);
  });
});
