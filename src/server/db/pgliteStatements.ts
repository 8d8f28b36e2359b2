// PGlite's client in the database thread (pgliteWorker.ts), with the SELECTs that bind values run as named statements
// (namedStatements.ts says which): PGlite's query() parses and describes the text again on every
// call, in six separate calls into the database; a named statement is parsed and described once,
// then each call is one bind + execute of its own values. In an A/B of a list page query that took
// about a third less time per query. Everything else goes through query() unchanged.
import { parse, type PGlite, protocol } from '@electric-sql/pglite';
import { StatementNames } from './namedStatements';

/** What the database thread uses of its client. */
export interface PGliteClient {
  query: PGlite['query'];
  close(): Promise<void>;
}

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export function pgliteStatementClient(pglite: PGlite, names = new StatementNames()): PGliteClient {
  const { serialize } = protocol;
  /** Parameter types of each statement this database has prepared, by name. */
  const prepared = new Map<string, number[]>();

  async function runNamed(name: string, text: string, params: unknown[]) {
    // Alone on the database: a LISTEN or a dump between these messages would break the exchange.
    return pglite.runExclusive(async () => {
      let types = prepared.get(name);
      if (!types) {
        const described = await pglite.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        types = parse.parseDescribeStatementResults(described);
        prepared.set(name, types);
      }
      // Each value as query() would send it: the type's serializer, else its text.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[i]];
        return serializer ? serializer(value) : String(value);
      });
      // No syncToFs as query() calls it: on the file systems this server opens (NodeFS, memory) it does nothing.
      const messages = await pglite.execProtocolStream(joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), { syncToFs: false });
      return parse.parseResults(messages, pglite.parsers)[0];
    });
  }

  const query = ((text: string, params?: unknown[], options?: unknown) => {
    const name = params && params.length > 0 && !options ? names.nameOf(text) : undefined;
    return name ? runNamed(name, text, params!) : pglite.query(text, params, options as never);
  }) as PGlite['query'];
  return { query, close: () => pglite.close() };
}
