// A fresh database on the throwaway PostgreSQL server, and a drop() that removes it (forcing out any
// connection still open), so each test file or started server works on its own data. With a template:
// a copy of that database (CREATE DATABASE … TEMPLATE copies its files; no one may be connected to it).
import { randomBytes } from 'node:crypto';

export async function createThrowawayDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // The names are ours (prefix + hex, the suite's template): safe in the statement, which takes no parameters.
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`not a database name: ${template}`);
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return { url: serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
