// Imports arrive as multipart/form-data (a `file` and the `mode` field, as the client's FormData
// sends them). The body is parsed here, as a content-type parser, so it is complete before the
// API's signature check (a preValidation hook), which signs the string fields as the client did.
// The parts come out in the shape the signature check reads: { type: 'field', value }.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExceptionCode } from '../../shared/wire/envelope';
import { MAX_IMPORT_BYTES } from '../../shared/wire/resourceContract';
import { ApiError } from '../http/apiError';

export interface MultipartField {
  type: 'field';
  value: string;
}

export interface MultipartFile {
  type: 'file';
  filename: string;
  content: Buffer;
}

export type MultipartBody = Record<string, MultipartField | MultipartFile | Array<MultipartField | MultipartFile>>;

export class MalformedMultipart extends Error {}

/** Parses with the platform's own multipart reader (undici's Response.formData). */
export async function parseMultipart(body: Buffer, contentType: string): Promise<MultipartBody> {
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new MalformedMultipart('malformed multipart body');
  }
  const out: MultipartBody = {};
  for (const [name, value] of form.entries()) {
    const part: MultipartField | MultipartFile =
      typeof value === 'string' ? { type: 'field', value } : { type: 'file', filename: value.name, content: Buffer.from(await value.arrayBuffer()) };
    const existing = out[name];
    out[name] = existing === undefined ? part : Array.isArray(existing) ? [...existing, part] : [existing, part];
  }
  return out;
}

/**
 * Bodies past this are cut off (connection reset) instead of read to their end: draining costs
 * bandwidth only, but not without bound.
 */
export const MAX_DRAINED_BYTES = 8 * MAX_IMPORT_BYTES;

/**
 * The whole body, file and fields, is bounded by MAX_IMPORT_BYTES. A larger one is read to its end
 * and dropped as it arrives (never held), then answered 413 in the envelope: a client still sending
 * when the server answers would see a reset connection instead of the message.
 */
export function installMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { bodyLimit: MAX_DRAINED_BYTES }, (request: FastifyRequest, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_IMPORT_BYTES) chunks.push(chunk);
      else chunks.length = 0;
      if (size > MAX_DRAINED_BYTES) payload.destroy();
    });
    payload.on('error', (error) => done(error, undefined));
    payload.on('end', () => {
      if (size > MAX_IMPORT_BYTES) return done(uploadTooLarge(), undefined);
      parseMultipart(Buffer.concat(chunks), String(request.headers['content-type'])).then(
        (body) => done(null, body),
        (error) => (error instanceof MalformedMultipart ? done(null, {}) : done(error, undefined)),
      );
    });
  });
}

const uploadTooLarge = () =>
  new ApiError(ExceptionCode.InvalidInput, 'error.uploadTooLarge', { limit: Math.round(MAX_IMPORT_BYTES / (1024 * 1024)) }, undefined, 413);

/** The one file of a part name, or undefined when there is none or several. */
export function singleFile(body: unknown, name: string): MultipartFile | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'file' ? part : undefined;
}

export function fieldValue(body: unknown, name: string): string | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'field' ? part.value : undefined;
}
