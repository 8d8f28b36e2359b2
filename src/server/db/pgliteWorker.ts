// The embedded database's own thread (pgliteThread.ts starts it and speaks for it). PostgreSQL's work
// (planning, executing, building the JSON of a page) runs here, beside the server's thread that parses
// requests, checks sessions and writes answers: the two overlap on two cores, as they would with a
// database server in its own process, and a long statement never stalls the server's event loop.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openAsBlob } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { pgliteStatementClient } from './pgliteStatements';
import { type QueuedStatement, StatementQueue } from './statementQueue';
import type { ThreadReply, ThreadRequest } from './pgliteThreadMessages';

const port = parentPort!;
let pglite: PGlite;
let client: ReturnType<typeof pgliteStatementClient>;
const stops = new Map<string, () => Promise<void>>();

type Job = QueuedStatement & { request: ThreadRequest };

const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A database error as plain data: its message and its fields (code, detail, constraint...). */
function errorData(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { message: error.message, fields };
}

async function run(job: Job): Promise<boolean> {
  const request = job.request;
  const id = 'id' in request ? request.id : 0;
  try {
    switch (request.t) {
      case 'query': {
        const result = await client.query(request.text, request.params);
        reply({ t: 'result', id, rows: result.rows as unknown[], affectedRows: result.affectedRows });
        return true;
      }
      case 'release':
        // Only when the connection still holds a transaction: then nothing else has run meanwhile.
        if (queue.transactionOwner === job.conn) await client.query('rollback');
        return true;
      case 'listen':
        for (const channel of request.channels) {
          if (stops.has(channel)) continue;
          stops.set(channel, await pglite.listen(channel, (payload) => reply({ t: 'notify', channel, payload })));
        }
        reply({ t: 'result', id, rows: [] });
        return true;
      case 'unlisten':
        for (const channel of request.channels) {
          await stops.get(channel)?.();
          stops.delete(channel);
        }
        reply({ t: 'result', id, rows: [] });
        return true;
      case 'dump': {
        const dump = await (await pglite.dumpDataDir('none')).arrayBuffer();
        reply({ t: 'dump', id, dump }, [dump]);
        return true;
      }
      case 'close':
        await pglite.close();
        reply({ t: 'result', id, rows: [] });
        return true;
      default:
        return true;
    }
  } catch (error) {
    reply({ t: 'error', id, ...errorData(error) });
    return false;
  }
}

const queue = new StatementQueue<Job>(run);

port.on('message', async (request: ThreadRequest) => {
  if (request.t === 'open') {
    try {
      // pg_trgm: the trigram indexes of the lists' text filters (migration 0260), as on a PostgreSQL server.
      // A dump's file is opened as a file-backed Blob: PGlite reads it once (a 50 MB test template
      // copied through Blobs on its way here cost about 1.5 CPU-seconds per API test file).
      const { template } = request;
      const loadDataDir = typeof template === 'string' ? await openAsBlob(template) : template ? new Blob([template]) : undefined;
      pglite = new PGlite({ dataDir: request.dataDir ?? undefined, startParams: request.startParams, loadDataDir, extensions: { pg_trgm } });
      await pglite.waitReady;
      client = pgliteStatementClient(pglite);
      reply({ t: 'ready' });
    } catch (error) {
      reply({ t: 'error', id: 0, ...errorData(error) });
    }
    return;
  }
  const conn = request.t === 'query' || request.t === 'release' ? request.conn : 0;
  queue.push({ conn, begins: request.t === 'query' && request.begins, ends: request.t === 'release' || (request.t === 'query' && request.ends), request });
});
