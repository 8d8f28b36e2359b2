// Errors that say the database cannot be reached right now, not that the server or the request is at
// fault: a restart or failover cut the connection (SQLSTATE class 57P: 57P01 admin shutdown, 57P02
// crash, 57P03 still starting), a connection failed (class 08), or the socket could not be opened or
// was cut (ECONNREFUSED, ECONNRESET, a timeout, pg's "Connection terminated"). The call is answered
// 503 with a Retry-After, so a client or a proxy may try it again in a moment.
import { POOL_WAIT_EXCEEDED } from '../db/pgConnection';

const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// (pg-pool's wait for a free connection running out is pgConnection.ts's POOL_WAIT_EXCEEDED.)
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error)/;

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('57P') || code.startsWith('08') || NODE_CODES.has(code))) return true;
  return typeof message === 'string' && (PG_MESSAGES.test(message) || POOL_WAIT_EXCEEDED.test(message));
}
