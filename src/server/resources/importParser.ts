// Import files are read and checked off the request loop, in one worker thread with a memory cap,
// through a bounded queue: one import never stalls other users, and a burst of imports is refused
// (busy) instead of piling up. A worker that dies (out of memory) is replaced on the next job.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads/startWorker';
import type { Language } from '../../shared/constants';
import type { ReqItemEntry } from '../../shared/requiredConfig/reqItem';
import type { EntitySchema } from './entityFields';
import type { ImportCheck } from './importRows';
import type { ImportLimits } from './importLimits';
import { UnreadableFile } from './tabularData';
import type { Grant } from './types';

export interface ImportJob {
  id: number;
  resource: string;
  /** What the worker checks rows against (plain data: the resource's domain checks run after, on the caller's thread). */
  schema: EntitySchema;
  write: Grant;
  filename: string;
  content: Uint8Array;
  rules: ReqItemEntry[];
  language: Language;
}

export type ImportReply =
  | { id: number; check: ImportCheck }
  | { id: number; unreadable: { reason: UnreadableFile['reason']; row?: number; limit?: keyof ImportLimits } }
  | { id: number; failed: string };

/** Jobs in the worker or waiting for it; one more is refused as busy. */
export const MAX_QUEUED_IMPORTS = 4;
/** Heap of the worker: far above what the limits let a file need, far below the server's. */
const WORKER_HEAP_MB = 256;

export class ImportBusy extends Error {}

interface Pending {
  resolve: (check: ImportCheck) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function startImportWorker(): Worker {
  const w = startWorker(import.meta.url, 'importWorker', { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  w.unref();
  w.on('message', (reply: ImportReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('check' in reply) job.resolve(reply.check);
    else if ('unreadable' in reply) job.reject(new UnreadableFile(reply.unreadable.reason, reply.unreadable.row, reply.unreadable.limit));
    else job.reject(new Error(`import worker: ${reply.failed}`));
  });
  const abandon = (error: unknown) => {
    if (worker === w) worker = null;
    const outOfMemory = (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    for (const job of pending.values()) job.reject(outOfMemory ? new UnreadableFile('limit', undefined, 'maxUncompressedBytes') : error);
    pending.clear();
  };
  w.on('error', abandon);
  w.on('exit', (code) => abandon(new Error(`import worker exited with ${code}`)));
  return w;
}

/** Reads and checks one import file in the worker; throws UnreadableFile or ImportBusy. */
export function checkImportFile(job: Omit<ImportJob, 'id'>): Promise<ImportCheck> {
  if (pending.size >= MAX_QUEUED_IMPORTS) return Promise.reject(new ImportBusy());
  worker ??= startImportWorker();
  const id = nextId++;
  return new Promise<ImportCheck>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // The file is copied into the message: the request keeps its own buffer.
    worker!.postMessage({ ...job, id } satisfies ImportJob);
  });
}
