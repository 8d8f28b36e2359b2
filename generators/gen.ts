// `npm run gen`: writes schemas/page.schema.json, schemas/entities/*.schema.json, the Kysely types of the
// entity tables (src/server/db/entityTables.ts) and, for new
// tables, columns and indexes, an SQL migration. `--check` (run by `npm test`) writes nothing and
// fails when a generated file is stale.
import { resolve } from 'node:path';
import { runGen } from './runGen';

const check = process.argv.includes('--check');
const root = resolve(import.meta.dirname, '..');

try {
  const result = runGen({ root, check });
  if (check && result.changed.length > 0) {
    console.error(`Generated files are stale; run \`npm run gen\` and commit the result:\n  ${result.changed.join('\n  ')}`);
    process.exit(1);
  }
  if (result.changed.length === 0) console.log('gen: everything up to date, nothing written');
  else console.log(`gen: ${check ? 'would write' : 'wrote'}\n  ${result.changed.join('\n  ')}`);
} catch (error) {
  console.error(`gen: ${(error as Error).message}`);
  process.exit(1);
}
