// Writes effectiveGrants.json from the grants the server derives now: run it when a change of grants is
// meant (a new page reading a resource, a new resource), and read its diff in review.
//   npx tsx tests/unit/grants/writeEffectiveGrants.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { effectiveGrants } from './effectiveGrants';

writeFileSync(resolve(import.meta.dirname, 'effectiveGrants.json'), `${JSON.stringify(effectiveGrants(), null, 1)}\n`);
