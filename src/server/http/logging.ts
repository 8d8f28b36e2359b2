// Structured logs (pino via Fastify) that never carry a session token: the tokenid query parameter
// is masked in logged URLs and the Authorization header is redacted.
import type { FastifyServerOptions } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/([?&]tokenid=)[^&#]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  const base = typeof logger === 'object' && logger !== null ? logger : {};
  return {
    level: 'info',
    ...base,
    redact: { paths: ['req.headers.authorization', 'req.query.tokenid', 'headers.authorization', 'tokenid', 'token'], censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
    },
  } as FastifyServerOptions['logger'];
}
