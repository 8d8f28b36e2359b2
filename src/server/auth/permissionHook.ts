// The one place where calls are allowed or refused (DESIGN "Sessions, permissions, security"). It runs
// on every request before the body is even read: resolves request.principal from the token, then
// checks the route's `config.access` (auth/access.ts). A route without `access` is refused.
// A read may be judged by the session this process holds (principalCache.ts): until the notification
// of a logout elsewhere arrives (a few ms between replicas) it can still answer what the user could
// read a moment before. A write never is: its session is read from the database, so a write on a
// logged-out token is refused on every replica at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Database } from '../db/schema';
import { ApiError, forbidden } from '../http/apiError';
import { requestLanguage } from '../http/language';
import type { Principal, RouteAccess } from './access';
import { heldPrincipal, resolvePrincipal } from './principal';
import type { PrincipalCache } from './principalCache';
import type { SessionPolicy } from './sessions';
import { requestToken } from './token';

export const sessionExpired = () => new ApiError(ExceptionCode.SessionExpired, 'error.sessionExpired');

export function installPermissionHook(app: FastifyInstance, db: Kysely<Database>, policy: SessionPolicy, principals?: PrincipalCache): void {
  app.decorateRequest('principal', null);
  // A callback hook: a held session is judged without a promise; only a session read from the database waits.
  app.addHook('onRequest', (request, _reply, done) => {
    // Unmatched paths go to the not-found handler, which answers without touching data.
    if (request.is404) return done();
    const access = request.routeOptions.config?.access;
    if (!access) {
      request.log.warn({ url: request.routeOptions.url }, 'route without access config refused');
      return done(forbidden());
    }
    const token = requestToken(request);
    if (access.public && !token) return done();
    const language = requestLanguage(request);
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const fresh = !reads || access.fresh === true;
    const held = fresh ? undefined : heldPrincipal(token, policy, language, principals);
    if (held) return done(admit(request, access, held));
    resolvePrincipal(db, token, policy, language, principals, fresh)
      .then((principal) => admit(request, access, principal))
      .catch((error: Error) => error)
      .then(done);
  });
}

/** Sets the caller on the request; the refusal when the route's access does not let it in. */
function admit(request: FastifyRequest, access: RouteAccess, principal: Principal | null): ApiError | undefined {
  request.principal = principal;
  if (access.public) return undefined;
  if (!principal) return sessionExpired();
  // Judged first, built only when refused: an Error captures its stack, and a list open to several
  // menus was paying for one per alternative that did not match before the one that did.
  if (allows(access, principal)) return undefined;
  // Refused: for the first alternative's reason (none at all: forbidden).
  const first = (access.anyOf ?? [access])[0];
  return first ? refusalError(refusedAs(first, principal)!) : forbidden();
}

/**
 * The hook's rule for a grant only the call itself names (a bound report's menu, read from the
 * query): the same refusal the hook gives, once the handler knows what to check.
 */
export function requireAccess(access: RouteAccess, principal: Principal): void {
  const refused = refusedAs(access, principal);
  if (refused) throw refusalError(refused);
}

/** Whether `access` (or one of its alternatives) lets the principal in: the hook's own rule, for a call that reaches several resources (the global search). */
export function allows(access: RouteAccess, principal: Principal): boolean {
  return (access.anyOf ?? [access]).some((alternative) => refusedAs(alternative, principal) === null);
}

type Refusal = 'adminOnly' | 'forbidden';

/** Why `access` refuses the principal, or null when it allows the call. */
function refusedAs(access: RouteAccess, principal: Principal): Refusal | null {
  const audience = access.audience ?? 'any';
  if (audience === 'admin' && principal.kind !== 'admin') return 'adminOnly';
  if (audience === 'customer' && principal.kind !== 'customer') return 'forbidden';
  if (access.menu && !principal.menus.has(access.menu)) return 'forbidden';
  if (access.func && !principal.funcs.has(access.func)) return 'forbidden';
  return null;
}

const refusalError = (why: Refusal) => (why === 'adminOnly' ? new ApiError(ExceptionCode.Forbidden, 'error.adminOnly') : forbidden());
