// Imports arrive as multipart/form-data (a `file` and the `mode` field, as the client's FormData
// sends them). The body is parsed here, as a content-type parser, so it is complete before the
// API's signature check (a preValidation hook), which signs the string fields as the client did.
// The parts come out in the shape the signature check reads: { type: 'field', value }.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '../../shared/wire/resourceContract';

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

/** The whole body, file and fields, is bounded by MAX_IMPORT_BYTES: larger ones get 413 unread. */
export function installMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, async (request: FastifyRequest, body: Buffer) => {
    try {
      return await parseMultipart(body, String(request.headers['content-type']));
    } catch (error) {
      if (error instanceof MalformedMultipart) return {};
      throw error;
    }
  });
}

/** The one file of a part name, or undefined when there is none or several. */
export function singleFile(body: unknown, name: string): MultipartFile | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'file' ? part : undefined;
}

export function fieldValue(body: unknown, name: string): string | undefined {
  const part = (body as MultipartBody | undefined)?.[name];
  return part && !Array.isArray(part) && part.type === 'field' ? part.value : undefined;
}
