// The resource engine's files import each other without a circle, type imports included (issue 42: the
// shared types live in src/server/resources/types.ts, so no file needs a type from a file that needs it
// back). madge walks the TypeScript imports; a circle made on purpose in a scratch folder shows it sees one.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const madge = join(root, 'node_modules/.bin/madge');

/** The import circles madge finds under `dir`, each as the files along it (madge exits 1 when it finds one). */
async function circlesIn(dir: string): Promise<string[][]> {
  const stdout = await promisify(execFile)(madge, ['--circular', '--json', '--no-spinner', '--extensions', 'ts', dir], { cwd: root }).then(
    (done) => done.stdout,
    (failed: { code?: number; stdout?: string }) => {
      if (failed.code !== 1 || !failed.stdout) throw failed;
      return failed.stdout;
    },
  );
  return JSON.parse(stdout) as string[][];
}

describe('src/server/resources', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'f9-cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has no import cycle', async () => {
    expect(await circlesIn('src/server/resources')).toEqual([]);
  });

  it('is checked by a walk that finds a cycle of type imports', async () => {
    writeFileSync(join(scratch, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
    writeFileSync(join(scratch, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    expect(await circlesIn(scratch)).toEqual([['a.ts', 'b.ts']]);
  });
});
