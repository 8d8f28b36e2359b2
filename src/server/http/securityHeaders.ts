// The security headers of every answer, as helmet makes them, and the Content-Security-Policy of the
// built SPA: scripts only from the origin; styles also inline,
// because Fluent UI (Griffel) inserts style rules at run time; images from data:/blob: for the
// captcha canvas and exports; no framing by anyone (frame-ancestors 'none').
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets (and removes) with our options, worked out once: they are the same on every
 * answer (no nonces), and @fastify/helmet would build helmet's middleware again for each request.
 */
export function securityHeaderSet(): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const { set, removed } = securityHeaderSet();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
