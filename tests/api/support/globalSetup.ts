// API suite setup: with F9_TEST_DB=pg, start one throwaway PostgreSQL 15 server for the run and
// provide its URL (each test file then creates its own fresh database in it); stop it at the end.
// With F9_TEST_DB=pglite (default) nothing is shared: each test file opens an in-memory PGlite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the throwaway PostgreSQL server; '' on PGlite. */
    f9PgUrl: string;
    /** PGlite: a dump of a migrated and seeded database each test file starts from; '' when none. */
    f9PgliteTemplate: string;
  }
}

/** Builds the PGlite template in a child process; '' (each file then builds its own) if that fails. */
function makePgliteTemplate(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'f9-template-'));
  const file = join(dir, 'template.tar');
  const res = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'makeTemplate.ts'), file], { stdio: 'inherit', timeout: 120_000 });
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  if (res.status !== 0) {
    console.warn('API tests: the PGlite template could not be made; each test file creates its own database (slower).');
    cleanup();
    return { file: '', cleanup: () => {} };
  }
  return { file, cleanup };
}

export default async function setup(project: TestProject) {
  const kind = process.env.F9_TEST_DB ?? 'pglite';
  if (kind !== 'pg') {
    const template = makePgliteTemplate();
    project.provide('f9PgUrl', '');
    project.provide('f9PgliteTemplate', template.file);
    return template.cleanup;
  }
  project.provide('f9PgliteTemplate', '');
  try {
    const server = await startPostgres();
    project.provide('f9PgUrl', server.url);
    console.log(`API tests on PostgreSQL 15 at ${server.url.replace(/^postgres:\/\/[^@]*@/, '')}`);
    return () => server.stop();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const banner = '!'.repeat(78);
    console.error(`\n${banner}\n!!! F9_TEST_DB=pg: PostgreSQL 15 could not start, the API suite did NOT run on PostgreSQL.\n!!! ${text}\n${banner}\n`);
    if (process.env.CI === 'true') throw error;
    // Outside CI the tests fail loudly one by one instead of pretending to pass.
    project.provide('f9PgUrl', 'unavailable');
  }
}
