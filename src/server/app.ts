// Builds the Fastify app: security headers, form bodies, the permission hook, the envelope error
// handler, the signed API under /f9api/api/v1 (platform calls + the resource engine), OpenAPI, the
// site files and the built client. main.ts runs it; tests inject into it.
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE, API_PREFIX } from '../shared/wire/params';
import { OPENAPI_PATH } from '../shared/wire/calls';
import { DEFAULT_SIGN_SECRET } from '../shared/wire/sign';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimitPolicy } from './auth/loginRateLimit';
import { installPermissionHook } from './auth/permissionHook';
import { PrincipalCache } from './auth/principalCache';
import { Invalidations } from './db/invalidations';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './auth/sessions';
import type { NotificationSource } from './db/notifications';
import type { Database } from './db/schema';
import type { PlatformDeps } from './deps';
import { DOMAINS } from './domains';
import { clientErrorHandler } from './http/clientErrors';
import { installErrorHandlers, sendMalformedRequest, sendRouteNotFound } from './http/errorHandler';
import { installLateBodyLimit } from './http/lateBodies';
import { installUploadGate } from './http/uploadGate';
import { answerSerializers, REFUSAL_SCHEMA } from './http/answerSchemas';
import { sharedValidators } from './http/sharedValidators';
import { loggerOptions } from './http/logging';
import { OPENAPI_OPTIONS } from './http/openapiOptions';
import { installSecurityHeaders } from './http/securityHeaders';
import { installSignatureCheck } from './http/signature';
import { installStorableTextCheck } from './http/storableText';
import { Hub } from './hub/hub';
import { readinessCheck } from './db/readiness';
import { healthRoutes } from './routes/health';
import { DEFAULT_HUB_POLICY, type HubPolicy } from './hub/hubPolicy';
import { hubPollRoutes } from './hub/hubPoll';
import { HUB_MAX_MESSAGE_BYTES, hubSocketRoutes } from './hub/hubSocket';
import { ResourceEngine } from './resources/engine';
import { resourcesPlugin } from './resources/plugin';
import { adminSetupRoutes } from './routes/adminSetup';
import { clientDataRoutes } from './routes/clientData';
import { homeMessageRoutes } from './routes/homeMessages';
import { loginRoutes } from './routes/login';
import { sessionRoutes } from './routes/session';
import { siteApiRoutes, siteFileRoutes } from './routes/site';
import { globalSearchRoutes } from './routes/globalSearch';
import { userPreferenceRoutes } from './routes/userPreferences';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** F9_SIGN_SECRET; the documented default when absent. */
  signSecret?: string;
  /** Fastify logger: true/options for structured logs, false (default) for none. */
  logger?: FastifyServerOptions['logger'];
  sessions?: Partial<SessionPolicy>;
  loginRateLimit?: Partial<LoginRateLimitPolicy>;
  dataDir?: string | null;
  /** The built client to serve (dist/client); skipped when missing. */
  clientDir?: string | null;
  /** Largest request body in bytes (imports travel as multipart up to MAX_IMPORT_BYTES). */
  bodyLimit?: number;
  /** Honour X-Forwarded-For (only behind a known proxy). */
  trustProxy?: boolean;
  /** The domain plugins serving resources on the engine (default: every domain of server/domains). */
  domains?: FastifyPluginAsync[];
  /**
   * LISTEN/NOTIFY of the database (DbHandle.notifications): the hub's fan-out across processes, and what
   * keeps held sessions and client data true. Without it the hub reads new events on a timer and every
   * call reads its session and client-data version from the database.
   */
  notifications?: NotificationSource;
  /** The hub's timers (SPEC §9 by default; tests shorten them). */
  hub?: Partial<HubPolicy>;
  /** Uploads (imports) one process runs at once (http/uploadGate.ts); one per company whatever this says. */
  uploadsPerProcess?: number;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps: PlatformDeps = {
    db: options.db,
    sessions: { ...DEFAULT_SESSION_POLICY, ...options.sessions },
    loginRateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, ...options.loginRateLimit },
    dataDir: options.dataDir ?? null,
    clientDir: options.clientDir && existsSync(options.clientDir) ? resolve(options.clientDir) : null,
    invalidations: new Invalidations(),
  };
  const signSecret = options.signSecret || DEFAULT_SIGN_SECRET;

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // While closing (SIGTERM), a call arriving on a kept-alive connection is still answered, with
    // Connection: close, instead of Fastify's own 503 outside the envelope.
    return503OnClosing: false,
    // Unknown fields are refused, not silently dropped; every error is reported at once.
    ajv: { customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true } },
    // Answers are stringified by their response schema only where it is exact (http/answerSchemas.ts).
    // Route schemas compiled once per process (http/sharedValidators.ts).
    schemaController: { compilersFactory: { buildSerializer: answerSerializers, buildValidator: sharedValidators } },
    // Requests Node refuses (431, 400, 408) and malformed URLs are answered in the envelope too.
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'malformed request');
      void sendMalformedRequest(request, reply);
    },
  });

  app.addSchema(REFUSAL_SCHEMA);
  installErrorHandlers(app);
  installLateBodyLimit(app);
  installSecurityHeaders(app);
  // Callback hooks where the work is synchronous or skipped: an async hook costs every call a promise.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith(`${API_BASE}/`)) reply.header('cache-control', 'no-store');
    done();
  });
  await app.register(swagger, OPENAPI_OPTIONS);
  // Held sessions and client data: listening starts once every holder has registered its channels.
  const { invalidations } = deps;
  app.decorate('invalidations', invalidations);
  app.addHook('onReady', () => invalidations.start(options.notifications));
  app.addHook('onClose', () => invalidations.stop());
  // A write's notifications reach this process before its answer leaves, so the caller's next call sees it.
  app.addHook('onSend', (request, _reply, _payload, done) => {
    if (!request.principal || request.method === 'GET' || request.method === 'HEAD') return done();
    invalidations.settle(deps.db).then(() => done(), done);
  });
  installPermissionHook(app, deps.db, deps.sessions, new PrincipalCache(invalidations));
  installUploadGate(app, options.uploadsPerProcess);
  app.decorate('resourceEngine', new ResourceEngine(deps.db));
  app.decorate('databaseNotifications', options.notifications ?? null);

  // The real-time hub: its socket under /f9api (token in the first message), its long poll in the API.
  const hub = new Hub(deps.db, deps.sessions, { ...DEFAULT_HUB_POLICY, ...options.hub });
  app.decorate('hub', hub);
  app.addHook('onReady', () => hub.start(options.notifications));
  app.addHook('onClose', () => hub.stop());
  // Closing (SIGTERM): /ready says no, and the hub's long polls and sockets are handed back at once, so
  // the server's close waits only for the calls in flight.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    hub.leaveAll();
    done();
  });
  // A call answered while draining closes its connection: a kept-alive one would hold the close open.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
  await app.register(healthRoutes, { readiness: readinessCheck(deps.db), draining: () => draining });
  await app.register(websocket, { options: { maxPayload: HUB_MAX_MESSAGE_BYTES } });
  await app.register(hubSocketRoutes, { hub, db: deps.db, sessions: deps.sessions });

  await app.register(
    async (api) => {
      // The wire carries form-encoded bodies only (SPEC §7): JSON and text bodies are refused (415).
      api.removeAllContentTypeParsers();
      await api.register(formbody, { bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT });
      installSignatureCheck(api, signSecret);
      installStorableTextCheck(api);
      // A call without a body (DELETE with query parameters, PUT keyid=...) validates as an empty form.
      api.addHook('preValidation', (request, _reply, done) => {
        if (request.body === undefined || request.body === null) request.body = {};
        done();
      });
      await api.register(loginRoutes, deps);
      await api.register(clientDataRoutes, deps);
      await api.register(sessionRoutes, deps);
      await api.register(adminSetupRoutes, deps);
      await api.register(homeMessageRoutes, deps);
      await api.register(siteApiRoutes, deps);
      await api.register(userPreferenceRoutes, deps);
      await api.register(hubPollRoutes, { hub });
      await api.register(resourcesPlugin, { domains: options.domains ?? DOMAINS });
      // After the engine: the search reaches the resources the domains served.
      await api.register(globalSearchRoutes, deps);
    },
    { prefix: API_PREFIX },
  );

  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: { public: true } } }, async () => app.swagger());
  await app.register(siteFileRoutes, deps);
  if (deps.clientDir) await registerClient(app, deps.clientDir);
  app.setNotFoundHandler((request, reply) => sendRouteNotFound(request, reply));
  return app;
}

/**
 * The built SPA: files as they are, any other non-API GET falls back to index.html. The build leaves
 * .br/.gz copies beside its files, sent when the browser accepts them; hashed files under /assets/
 * never change, so browsers keep them a year; index.html is checked every time (it names the hashes).
 */
async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true });
  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  app.get('/*', { schema: { hide: true }, config: { access: { public: true } } }, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return sendRouteNotFound(request, reply);
    }
    if (path.startsWith(`${API_BASE}/`) || path === API_BASE) return sendRouteNotFound(request, reply);
    // Dot folders of the build (.vite/manifest.json, for tests) are not part of the site.
    if (path.includes('/.')) return sendRouteNotFound(request, reply);
    const full = resolve(clientDir, `.${path}`);
    if (full.startsWith(clientDir + sep) && isFile(full)) {
      if (path.startsWith('/assets/')) return reply.sendFile(full.slice(clientDir.length + 1), { maxAge: '365d', immutable: true });
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(full.slice(clientDir.length + 1), { cacheControl: false });
    }
    // A missing file (an old asset after a deploy) is a 404, never the page in its place.
    if (/\.[A-Za-z0-9]+$/.test(path)) return sendRouteNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
