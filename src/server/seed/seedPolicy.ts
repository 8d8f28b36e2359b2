// Whether a start may write demo data (F9_DEMO). The demo's accounts have public passwords, so it
// belongs to the embedded database a newcomer starts with `npm start`: there it is written unless
// F9_DEMO=0; on a PostgreSQL server (DATABASE_URL) only with F9_DEMO=1.
import type { DbTarget } from '../db/connect';

export function demoWanted(env: NodeJS.ProcessEnv, kind: DbTarget['kind']): boolean {
  const value = env.F9_DEMO?.trim();
  if (value === undefined || value === '') return kind === 'pglite';
  if (value === '1') return true;
  if (value === '0') return false;
  throw new Error(`F9_DEMO must be 1 (write and allow the demo data) or 0, not "${env.F9_DEMO}"`);
}
