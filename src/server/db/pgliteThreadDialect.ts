// Kysely over the embedded database's thread (pgliteThread.ts). Every connection sends its statements
// straight away; the thread runs them in order and keeps a transaction's statements together
// (statementQueue.ts), so no caller waits for another's answer to travel back before its own is sent.
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, PostgresAdapter, PostgresIntrospector, type QueryResult, type TransactionSettings } from 'kysely';
import type { PgliteThread } from './pgliteThread';
import { HeldStatementCompiler } from './heldStatements';

class ThreadConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(readonly thread: PgliteThread, readonly id: number) {}

  async executeQuery<R>(query: CompiledQuery, flags: { begins?: boolean; ends?: boolean } = {}): Promise<QueryResult<R>> {
    const result = await this.thread.query(this.id, query.sql, [...query.parameters], flags);
    return { rows: result.rows as R[], ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}) };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

class ThreadDriver implements Driver {
  private nextConn = 1;

  constructor(private readonly thread: PgliteThread) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread, this.nextConn++);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const conn = connection as ThreadConnection;
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await conn.executeQuery(CompiledQuery.raw(begin), { begins: true });
    conn.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as ThreadConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as ThreadConnection, 'rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const conn = connection as ThreadConnection;
    if (conn.inTransaction) this.thread.release(conn.id);
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }

  private async end(conn: ThreadConnection, statement: 'commit' | 'rollback'): Promise<void> {
    conn.inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw(statement), { ends: true });
  }
}

export class PgliteThreadDialect implements Dialect {
  constructor(private readonly thread: PgliteThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new ThreadDriver(this.thread);
  }

  createQueryCompiler() {
    // Template statements' texts held by shape, as on PostgreSQL (heldStatements.ts).
    return new HeldStatementCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
