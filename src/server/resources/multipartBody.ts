// Imports arrive as multipart/form-data (a `file` and the `mode` field, as the client's FormData
// sends them). The body is parsed here, as a content-type parser, so it is complete before the
// API's signature check (a preValidation hook), which signs the string fields as the client did.
// The parts come out in the shape the signature check reads: { type: 'field', value }.
// Why not @fastify/multipart: its whole-body mode attaches the parts in a preValidation hook of its own,
// so whether the signature check sees them hangs on plugin order, and its size limit fails the part
// after reading it; here the platform's own reader (undici's FormData) parses, with no dependency, and
// the limit refuses a body before it is held (the 413 below).
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

/** A route taking larger files than imports (shipment documents): its body limit and the message that refuses one past it. */
export interface UploadLimit {
  maxBytes: number;
  /** Server message key with a `{limit}` in MB. */
  tooLarge: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadLimit;
  }
}

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
 * The whole body, file and fields, is bounded by MAX_IMPORT_BYTES (or the route's `config.upload`). One declaring more (Content-Length)
 * is refused before a byte of it is read; one sent without a length, as soon as it passes the limit.
 * Either way the 413 envelope goes out at once, and what the client still sends is read and dropped
 * (never held) while the connection is kept (http/lateBodies.ts bounds how long): closing it under a
 * client still sending would reset the connection, and the client would never see the answer.
 */
export function installMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request: FastifyRequest, payload, done) => {
    const limit = request.routeOptions.config?.upload ?? IMPORT_LIMIT;
    if (Number(request.headers['content-length']) > limit.maxBytes) return done(uploadTooLarge(limit), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit.maxBytes) return void chunks.push(chunk);
      refused = true;
      chunks.length = 0;
      // The rest is read and dropped: flowing on, with nobody keeping it.
      payload.off('data', onData);
      payload.resume();
      done(uploadTooLarge(limit), undefined);
    };
    payload.on('data', onData);
    payload.on('error', (error) => !refused && done(error, undefined));
    payload.on('end', () => {
      if (refused) return;
      parseMultipart(Buffer.concat(chunks), String(request.headers['content-type'])).then(
        (body) => done(null, body),
        (error) => (error instanceof MalformedMultipart ? done(null, {}) : done(error, undefined)),
      );
    });
  });
}

const IMPORT_LIMIT: UploadLimit = { maxBytes: MAX_IMPORT_BYTES, tooLarge: 'error.uploadTooLarge' };

export const uploadTooLarge = (limit: UploadLimit = IMPORT_LIMIT) =>
  new ApiError(ExceptionCode.InvalidInput, limit.tooLarge, { limit: Math.round(limit.maxBytes / (1024 * 1024)) }, undefined, 413);

/** The one file of a part name, or undefined when there is none or several. */
export function singleFile(body: unknown, name: string): MultipartFile | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'file' ? part : undefined;
}

export function fieldValue(body: unknown, name: string): string | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'field' ? part.value : undefined;
}
