// The hub's WebSocket (HUB_SOCKET_PATH, protocol in shared/wire/hub.ts). The token comes in the first
// message, never in the URL, so it is in no log; the route itself is public, and nothing is sent
// before a hello with a live session. After that the client can only answer pings: whatever else it
// sends changes nothing, and what it receives is decided by its session's scope alone.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import { languageOfCulture } from '../../shared/constants';
import { ExceptionCode } from '../../shared/wire/envelope';
import { HUB_SOCKET_PATH, HubClose, type HubClientMessage, type HubServerMessage } from '../../shared/wire/hub';
import { resolvePrincipal } from '../auth/principal';
import type { SessionPolicy } from '../auth/sessions';
import type { Database } from '../db/schema';
import { translate } from '../i18n/translate';
import type { Hub, HubSubscriber } from './hub';

export interface HubSocketOptions {
  hub: Hub;
  db: Kysely<Database>;
  sessions: SessionPolicy;
}

const RESYNC = JSON.stringify({ type: 'resync' } satisfies HubServerMessage);

/** A hello is small; anything bigger is not the protocol (ws closes the socket with 1009). */
export const HUB_MAX_MESSAGE_BYTES = 4096;

function parse(data: unknown): HubClientMessage | null {
  try {
    const value = JSON.parse(String(data)) as HubClientMessage;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const hubSocketRoutes: FastifyPluginAsync<HubSocketOptions> = async (app, { hub, db, sessions }) => {
  app.get(HUB_SOCKET_PATH, { websocket: true, schema: { hide: true }, config: { access: { public: true } } }, (socket: WebSocket, request) => {
    const { keepAliveMs, silentMs } = hub.policy;
    let state: 'hello' | 'checking' | 'open' | 'closed' = 'hello';
    let subscriber: HubSubscriber | null = null;
    const send = (message: HubServerMessage | string) => {
      if (socket.readyState === socket.OPEN) socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    };
    const close = (code: number, bye?: HubServerMessage) => {
      if (state === 'closed') return;
      state = 'closed';
      if (bye) send(bye);
      socket.close(code);
    };
    // Before the hello: a socket that says nothing for silentMs is dropped. Judged one turn later: when a
    // starved process wakes, timers run before it reads what came in, and a hello may be waiting there.
    const silence = setTimeout(
      () =>
        setImmediate(() => {
          if (state === 'hello') close(HubClose.silent);
        }),
      silentMs,
    );
    // After it, silence is counted in pings, not on the clock: a socket is dropped when this many pings
    // in a row went unanswered. A clock misjudges a starved process (at load 14 the server's timer fired
    // before it had read the pong that had long arrived, and dropped a client that answered every ping);
    // each ping is one turn of the event loop, and each turn reads what came in.
    const missedPingsAllowed = Math.max(1, Math.ceil(silentMs / keepAliveMs));
    let unanswered = 0;
    // Pings start with the session: before the hello only a hello is the protocol.
    let keepAlive: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      state = 'closed';
      clearTimeout(silence);
      clearInterval(keepAlive);
      if (subscriber) hub.unsubscribe(subscriber);
    });

    const hello = async (message: Extract<HubClientMessage, { type: 'hello' }>) => {
      const language = languageOfCulture(typeof message.culture === 'string' ? message.culture : undefined);
      const since = typeof message.since === 'number' && Number.isSafeInteger(message.since) && message.since >= 0 ? message.since : null;
      const gone = (): HubServerMessage => ({ type: 'bye', code: ExceptionCode.SessionExpired, message: translate(language, 'error.sessionExpired') });
      const principal = typeof message.token === 'string' ? await resolvePrincipal(db, message.token, sessions, language) : null;
      if (state !== 'checking') return;
      if (!principal) {
        request.log.info({ event: 'hub.refused' }, 'hub hello without a live session');
        close(HubClose.sessionGone, gone());
        return;
      }
      subscriber = {
        scope: { userId: principal.userId, kind: principal.kind, customerId: principal.customerId },
        sessionId: principal.sessionId,
        deliver: (_event, text) => send(text),
        end: () => close(HubClose.sessionGone, gone()),
        resync: () => send(RESYNC),
        leave: () => close(HubClose.goingAway),
      };
      state = 'open';
      keepAlive = setInterval(() => {
        if (unanswered >= missedPingsAllowed) close(HubClose.silent);
        else {
          unanswered++;
          send({ type: 'ping' });
        }
      }, keepAliveMs);
      // `ready` first (its lastId is where a client without `since` starts), then what was missed.
      send({ type: 'ready', lastId: since ?? hub.lastId });
      await hub.subscribe(subscriber, since);
    };

    socket.on('message', (data, isBinary) => {
      if (state === 'open') unanswered = 0;
      if (state === 'closed' || state === 'checking') return;
      const message = isBinary ? null : parse(data);
      if (state === 'hello') {
        if (message?.type !== 'hello') {
          close(HubClose.badMessage);
          return;
        }
        // The client has spoken: the session check that follows is the server's time, not its silence.
        state = 'checking';
        clearTimeout(silence);
        hello(message).catch((error: unknown) => {
          request.log.error({ err: error }, 'hub hello failed');
          close(1011);
        });
        return;
      }
      // Open: only keep-alive traffic means anything; a second hello or anything else is ignored.
      if (message?.type === 'ping') send({ type: 'pong' });
    });
  });
};
