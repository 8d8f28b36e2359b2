// The client address used for login rate limiting: Fastify's request.ip, which honours
// X-Forwarded-For only when the app is built with trustProxy (behind a known proxy).
import type { FastifyRequest } from 'fastify';

export const clientAddress = (request: FastifyRequest) => request.ip || 'unknown';
