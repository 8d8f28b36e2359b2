// Run by globalSetup in a child process (its memory is freed when it exits): migrates and seeds the
// database every API test file then starts from. On PGlite (`makeTemplate.ts <output file>`): an
// in-memory PGlite dumped to the file, which a test file opens in about half a second instead of
// creating a cluster. On PostgreSQL (`makeTemplate.ts --pg <database url>`): that database, which each
// test file copies with CREATE DATABASE … TEMPLATE instead of migrating and seeding its own.
import { writeFileSync } from 'node:fs';
import { connect } from '../../../src/server/db/connect';
import { migrate } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { seedDatabase } from '../../../src/server/seed/seed';

const [first, second] = process.argv.slice(2);
if (!first || (first === '--pg' && !second)) throw new Error('usage: makeTemplate.ts <output file> | --pg <database url>');
const onPg = first === '--pg';
const handle = onPg ? await connect<Database>({ kind: 'pg', url: second }) : await connect<Database>({ kind: 'pglite', dataDir: null });
await migrate(handle.db);
await seedDatabase(handle.db, { demo: true });
if (!onPg) {
  const dump = await handle.dump!();
  writeFileSync(first, Buffer.from(await dump.arrayBuffer()));
}
await handle.close();
process.exit(0);
