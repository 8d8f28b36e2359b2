// Where the session token travels: the spec's `tokenid` query parameter, or `Authorization: Bearer`.
import type { FastifyRequest } from 'fastify';

export function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.tokenid === 'string' ? query.tokenid : '';
}
