// The order in which the database thread runs what the server's connections send (pgliteWorker.ts). The
// embedded database is one session, so a transaction must not see another connection's statements
// between its BEGIN and its end: while a connection holds a transaction, only its own statements run and
// the others wait, in the order they came; otherwise everything runs in the order it came, with one
// exception: the single statements that waited for a transaction run before the next transaction
// begins, so a cheap read queued behind a few long imports waits for one of them, not for all
// (bench/server/importLoad.bench.ts). Kysely's own PGlite driver got the one-session rule by lending its
// one connection to one caller at a time, which left the database idle while each answer travelled back
// to its caller.

export interface QueuedStatement {
  /** The connection that sent it; 0 for the thread's own work (listen, dump), which waits for no transaction. */
  conn: number;
  /** This statement opens a transaction for `conn` (when it succeeds). */
  begins?: boolean;
  /** This statement ends `conn`'s transaction (commit or rollback, whether it succeeds or not). */
  ends?: boolean;
}

export class StatementQueue<T extends QueuedStatement> {
  private readonly waiting: Array<{ statement: T; seq: number }> = [];
  /** The connection whose transaction is open, if any. */
  private owner: number | null = null;
  private running = false;
  private seq = 0;
  /** Single statements pushed before this number (they waited for the last transaction) go before the next BEGIN. */
  private waitedBefore = 0;

  constructor(private readonly run: (statement: T) => Promise<boolean>) {}

  get transactionOwner(): number | null {
    return this.owner;
  }

  push(statement: T): void {
    this.waiting.push({ statement, seq: this.seq++ });
    void this.pump();
  }

  private next(): T | undefined {
    let at: number;
    if (this.owner !== null) at = this.waiting.findIndex((w) => w.statement.conn === this.owner);
    else {
      const waited = this.waiting.findIndex((w) => w.seq < this.waitedBefore && !w.statement.begins);
      at = waited >= 0 ? waited : 0;
    }
    return at < 0 || at >= this.waiting.length ? undefined : this.waiting.splice(at, 1)[0]!.statement;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let statement = this.next(); statement; statement = this.next()) {
        const ok = await this.run(statement);
        if (statement.ends) {
          this.owner = null;
          this.waitedBefore = this.seq;
        } else if (statement.begins && ok) this.owner = statement.conn;
      }
    } finally {
      this.running = false;
    }
  }
}
