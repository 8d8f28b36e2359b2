// DESIGN: the resource engine knows no domain. Its files import no domain plugin and no entity
// schema; domains (src/server/domains/<domain>/) hand it their resources.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname, '../../src/server/resources');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('the resource engine', () => {
  it('imports no domain and no entity schema', () => {
    const engineFiles = files(ENGINE);
    expect(engineFiles.length).toBeGreaterThan(10);
    for (const file of engineFiles) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((i) => i.includes('/domains') || i.includes('schemas/entities')), file).toEqual([]);
    }
  });
});
