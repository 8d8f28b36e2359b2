// The worker thread that reads and checks import files (importParser.ts sends the jobs): parsing a
// spreadsheet and validating its rows is CPU work that must never stall other users' calls.
import { parentPort } from 'node:worker_threads';
import { checkImport } from './importRows';
import type { ImportJob, ImportReply } from './importParser';
import { defineResource } from './registry';
import { readTabular, UnreadableFile } from './tabularFile';

async function run(job: ImportJob): Promise<ImportReply> {
  try {
    // The engine knows no domain: the resource comes as data, its domain checks run after the worker.
    const def = defineResource({ name: job.resource, schema: job.schema, write: job.write });
    const file = await readTabular(job.filename, Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength));
    return { id: job.id, check: checkImport(def, file, job.rules, job.language) };
  } catch (error) {
    if (error instanceof UnreadableFile) return { id: job.id, unreadable: { reason: error.reason, row: error.row, limit: error.limit } };
    return { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ImportJob) => {
  void run(job).then((reply) => parentPort!.postMessage(reply));
});
