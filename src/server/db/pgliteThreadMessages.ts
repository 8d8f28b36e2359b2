// What the server's thread and the database thread say to each other (pgliteThread.ts, pgliteWorker.ts).

export type ThreadRequest =
  | { t: 'open'; dataDir: string | null; startParams: string[]; template?: ArrayBuffer | string }
  /** `conn`: the Kysely connection it comes from; `begins`/`ends`: it opens or ends that connection's transaction. */
  | { t: 'query'; id: number; conn: number; text: string; params: unknown[]; begins?: boolean; ends?: boolean }
  /** The connection went back to the pool (a transaction it left open is rolled back). */
  | { t: 'release'; conn: number }
  | { t: 'listen'; id: number; channels: string[] }
  | { t: 'unlisten'; id: number; channels: string[] }
  | { t: 'dump'; id: number }
  | { t: 'close'; id: number };

export type ThreadReply =
  | { t: 'ready' }
  | { t: 'result'; id: number; rows: unknown[]; affectedRows?: number }
  | { t: 'dump'; id: number; dump: ArrayBuffer }
  | { t: 'error'; id: number; message: string; fields: Record<string, unknown> }
  | { t: 'notify'; channel: string; payload: string };
