// Structured logs (pino via Fastify) that never carry a credential. A logged URL has the value of
// every credential parameter masked, matched on the name as the server reads it (percent-decoded,
// `+` as space, any case), so `%74okenid=` or `TokenId=` are masked like `tokenid=`; logged objects
// have their credential keys (token, password, login data, Authorization) redacted by pino.
import type { FastifyServerOptions } from 'fastify';

/** Query parameter names whose values are secrets: the session token, passwords, the login `data`. */
export const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set(['tokenid', 'token', 'password', 'oldpassword', 'newpassword', 'data', 'authorization']);

const REDACTED = '[redacted]';

/** The name as a server would read it; decoded until stable, so double encoding hides nothing. */
function decodedName(raw: string): string | null {
  let name = raw.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(name);
    } catch {
      return null;
    }
    if (next === name) break;
    name = next;
  }
  return name.trim().toLowerCase();
}

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const pairs = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq < 0) return pair;
    const name = decodedName(pair.slice(0, eq));
    // A name that cannot be decoded cannot be checked: its value is masked too.
    return name === null || CREDENTIAL_PARAMS.has(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
  });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** pino paths of credentials in logged objects (headers, bodies, parsed queries). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...[...CREDENTIAL_PARAMS].flatMap((name) => [name, `*.${name}`]),
];

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
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
    },
  } as FastifyServerOptions['logger'];
}
