// PostgreSQL parses a statement once per connection when it is named, instead of on every call: the
// list calls repeat the same few SELECT texts with each call's own values bound (never written into
// the text), so a name stands for a text and nothing else. Only SELECTs are named, and at most
// MAX_NAMED_STATEMENTS texts per process, because a named statement holds memory on each pooled
// connection until that connection closes; every other statement runs unnamed, as before. A
// `SELECT *` is never named: its columns follow the table's, and a prepared statement whose result
// columns change fails ("cached plan must not change result type"). Nor is a statement that matches a
// pattern (a list's "contains" filter): after five calls PostgreSQL may keep one generic plan, which
// guesses how many rows any pattern matches and so walks a company's whole list in id order for a rare
// one (seen in heavyListPlans); unnamed, each call is planned for its own pattern through the trigram
// index. PGlite's side: pgliteStatements.ts.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { POOL_WAIT_EXCEEDED } from './pgConnection';

export const MAX_NAMED_STATEMENTS = 200;

const SELECT = /^\s*select\b/i;
const ALL_COLUMNS = /\bselect\s+\*|\.\*/i;
const PATTERN_MATCH = /\b(?:i?like|similar\s+to)\b|~~/i;

/** The name of a statement's text, or undefined when it runs unnamed. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  get size(): number {
    return this.names.size;
  }

  nameOf(text: string): string | undefined {
    const held = this.names.get(text);
    if (held !== undefined || this.names.size >= this.max || !SELECT.test(text) || ALL_COLUMNS.test(text) || PATTERN_MATCH.test(text)) return held;
    // From the text alone: the same text has the same name on every connection, two texts never share one.
    const name = `f9_${createHash('sha1').update(text).digest('hex')}`;
    this.names.set(text, name);
    return name;
  }
}

/** The pool as Kysely takes it, sending each SELECT that binds values as a named statement. */
export function namedStatementPool(pool: Pool, names = new StatementNames(), onWaitExceeded?: (error: Error) => void): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its connection objects by client.
  const wrappers = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      const name = typeof textOrCursor === 'string' && values && values.length > 0 ? names.nameOf(textOrCursor) : undefined;
      if (name) return client.query({ name, text: textOrCursor as string, values: [...values!] });
      return client.query(textOrCursor as never, values as never);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect().catch((error: Error) => {
        if (POOL_WAIT_EXCEEDED.test(error.message)) onWaitExceeded?.(error);
        throw error;
      });
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
