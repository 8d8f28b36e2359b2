// API suite setup: with F9_TEST_DB=pg, start one throwaway PostgreSQL 15 server for the run, migrate
// and seed a template database in it, and provide both (each test file then works on its own copy of
// the template); stop it at the end. With F9_TEST_DB=pglite (default) nothing is shared: each test
// file opens an in-memory PGlite from a dump made here once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';
import { createThrowawayDatabase } from './throwawayDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the throwaway PostgreSQL server; '' on PGlite. */
    f9PgUrl: string;
    /** PGlite: a dump of a migrated and seeded database each test file starts from; '' when none. */
    f9PgliteTemplate: string;
    /** PostgreSQL: the migrated and seeded database each test file's database is a copy of; '' when none. */
    f9PgTemplate: string;
  }
}

const makeTemplate = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'makeTemplate.ts'), ...args], { stdio: 'inherit', timeout: 600_000 });

/** Builds the PGlite template in a child process; '' (each file then builds its own) if that fails. */
function makePgliteTemplate(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'f9-template-'));
  const file = join(dir, 'template.tar');
  const res = makeTemplate([file]);
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
    project.provide('f9PgTemplate', '');
    return template.cleanup;
  }
  project.provide('f9PgliteTemplate', '');
  project.provide('f9PgTemplate', '');
  try {
    const server = await startPostgres();
    project.provide('f9PgUrl', server.url);
    const template = await createThrowawayDatabase(server.url, 'f9_template').catch(() => undefined);
    if (template && makeTemplate(['--pg', template.url]).status === 0) project.provide('f9PgTemplate', new URL(template.url).pathname.slice(1));
    else console.warn('API tests: the PostgreSQL template could not be made; each test file migrates and seeds its own database (slower).');
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
