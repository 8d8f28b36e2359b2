// The server's side of the embedded database's thread (pgliteWorker.ts runs PGlite there): each
// statement goes over as a message and its rows come back, notifications arrive as messages before the
// answer of the statement that sent them, and a dump comes back as bytes.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads/startWorker';
import type { ThreadReply, ThreadRequest } from './pgliteThreadMessages';

/** An error the database raised, with PostgreSQL's fields (code, detail, constraint...) as PGlite gives them. */
export class DatabaseError extends Error {
  code?: string;
  [field: string]: unknown;
}

export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

type NotifyHandler = (channel: string, payload: string) => void;

interface Pending {
  resolve: (reply: ThreadReply) => void;
  reject: (error: Error) => void;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<NotifyHandler>>();
  private nextId = 1;
  private lost: Error | null = null;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => this.receive(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database thread exited (${code})`)));
    worker.unref();
  }

  /** Opens the database in a new thread: `template` is a dump (dumpDataDir) to start from, or its file's path. */
  static async start(dataDir: string | null, startParams: string[], template?: Blob | string): Promise<PgliteThread> {
    // A small young generation: the thread's objects are short-lived messages and rows (resident memory, issue 8).
    const thread = new PgliteThread(startWorker(import.meta.url, 'pgliteWorker', { resourceLimits: { maxYoungGenerationSizeMb: 8 } }));
    const bytes = template instanceof Blob ? await template.arrayBuffer() : template;
    const ready = thread.expect(0);
    thread.worker.postMessage({ t: 'open', dataDir, startParams, template: bytes } satisfies ThreadRequest, bytes instanceof ArrayBuffer ? [bytes] : []);
    await ready;
    return thread;
  }

  query(conn: number, text: string, params: unknown[], flags: { begins?: boolean; ends?: boolean } = {}): Promise<StatementResult> {
    return this.ask((id) => ({ t: 'query', id, conn, text, params, ...flags })) as Promise<StatementResult>;
  }

  /** `conn` went back to the pool while it held a transaction: the thread rolls it back. */
  release(conn: number): void {
    if (!this.lost) this.worker.postMessage({ t: 'release', conn } satisfies ThreadRequest);
  }

  async listen(channels: string[], onNotify: NotifyHandler): Promise<() => Promise<void>> {
    for (const channel of channels) {
      if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
      this.listeners.get(channel)!.add(onNotify);
    }
    await this.ask((id) => ({ t: 'listen', id, channels }));
    return async () => {
      const unheard = channels.filter((channel) => {
        const handlers = this.listeners.get(channel);
        handlers?.delete(onNotify);
        return handlers?.size === 0 && this.listeners.delete(channel);
      });
      if (unheard.length > 0 && !this.closed) await this.ask((id) => ({ t: 'unlisten', id, channels: unheard }));
    };
  }

  async dump(): Promise<Blob> {
    const reply = await this.ask((id) => ({ t: 'dump', id }));
    return new Blob([(reply as { dump: ArrayBuffer }).dump]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask((id) => ({ t: 'close', id }));
    this.closed = true;
    await this.worker.terminate();
  }

  private ask(request: (id: number) => ThreadRequest): Promise<unknown> {
    if (this.lost) return Promise.reject(this.lost);
    const id = this.nextId++;
    const answer = this.expect(id);
    this.worker.postMessage(request(id));
    return answer;
  }

  /** The reply to `id`; the thread keeps the process alive while any reply is awaited. */
  private expect(id: number): Promise<ThreadReply> {
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private settle(id: number): Pending | undefined {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return waiting;
  }

  private receive(reply: ThreadReply): void {
    if (reply.t === 'notify') {
      for (const handler of this.listeners.get(reply.channel) ?? []) handler(reply.channel, reply.payload);
      return;
    }
    const waiting = this.settle(reply.t === 'ready' ? 0 : reply.id);
    if (!waiting) return;
    if (reply.t === 'error') {
      // PostgreSQL's fields as PGlite gave them (code, detail, constraint...).
      const error = new DatabaseError(reply.message);
      Object.assign(error, reply.fields);
      waiting.reject(error);
    } else waiting.resolve(reply);
  }

  private fail(error: Error): void {
    if (this.closed) return;
    this.lost ??= error;
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
  }
}
