// Requests Node refuses before Fastify sees them (headers or URL past the 16 KB limit: 431; a request
// that is not HTTP: 400; too slow: 408) are answered as every refusal is, in the envelope, with
// Connection: close: the connection is not reusable after a broken request, and a keep-alive client
// that was not told so would send its next request into a closed socket. The language comes from the
// request's `culture` when it got as far as the request line.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { languageOfCulture } from '../../shared/constants';
import { type ApiEnvelope, ExceptionCode } from '../../shared/wire/envelope';
import type { MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';
import { securityHeaderSet } from './securityHeaders';

/** How long the socket may take to take the answer before it is cut. */
const FLUSH_MS = 5000;
const SECURITY_HEADERS = securityHeaderSet().set;

const REFUSALS: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.requestTimeout' },
};

function cultureOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const requestLine = rawPacket.subarray(0, 4096).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /[?&]culture=([A-Za-z-]{2,10})(?:[&\s]|$)/.exec(requestLine)?.[1];
}

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = REFUSALS[error.code ?? ''] ?? { status: 400, key: 'error.malformedBody' as MessageKey };
  this.log.info({ code: error.code }, 'request refused before routing');
  if (!socket.writable) return void socket.destroy();
  const envelope: ApiEnvelope<null> = { success: false, data: null, message: translate(languageOfCulture(cultureOf(error.rawPacket)), refusal.key), exceptioncode: ExceptionCode.InvalidInput };
  const body = JSON.stringify(envelope);
  const headers = [
    ...SECURITY_HEADERS,
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['cache-control', 'no-store'],
    ['connection', 'close'],
  ];
  socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), FLUSH_MS).unref();
}
