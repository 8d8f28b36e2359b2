// A fresh database on the throwaway PostgreSQL server, and a drop() that removes it (forcing out any
// connection still open), so each test file or started server works on its own data.
import { randomBytes } from 'node:crypto';

export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
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
  // The name is ours (prefix + hex): safe to put in the statement, which cannot take parameters.
  await run(`CREATE DATABASE ${name}`);
  return { url: serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
