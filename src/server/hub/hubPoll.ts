// The hub's long-poll fallback (Calls.hubPoll), for networks that block WebSockets: a signed call like
// any other (the permission hook has checked the session). Without `since` it answers at once with the
// id to start from; with it, it answers the events after `since` as soon as there are any, or none
// after longPollMs. A session that ends meanwhile answers 10003 at once.
import type { FastifyPluginAsync } from 'fastify';
import { Calls } from '../../shared/wire/calls';
import type { HubEvent, HubPollResult } from '../../shared/wire/hub';
import { sessionExpired } from '../auth/permissionHook';
import { answers, arrayOf, exactObject, INTEGER, orNull, TEXT, TIME } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { querySchema } from '../routes/schemaParts';
import type { Hub, HubSubscriber } from './hub';

export const hubPollRoutes: FastifyPluginAsync<{ hub: Hub }> = async (app, { hub }) => {
  app.get(
    Calls.hubPoll,
    {
      schema: {
        summary: 'Real-time hub, long poll: the events after `since` (waits up to 100 s for one)',
        tags: ['hub'],
        querystring: querySchema({ since: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'id of the last event the client has' } }),
        // HubPollResult: an event's payload is its topic's own (shared/wire/hub.ts).
        response: answers(
          exactObject({
            events: arrayOf(exactObject({ id: INTEGER, topic: TEXT, refId: orNull(INTEGER), payload: { type: 'object', additionalProperties: true, description: "the topic's own fields" }, at: TIME })),
            lastId: INTEGER,
          }),
        ),
      },
      config: { access: { audience: 'any' } },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const raw = (request.query as { since?: string }).since;
      if (raw === undefined) return ok<HubPollResult>({ events: [], lastId: hub.lastId });
      const since = Number(raw);
      const outcome = await new Promise<HubEvent[] | 'gone'>((resolve, reject) => {
        const events: HubEvent[] = [];
        let done = false;
        const finish = (value: HubEvent[] | 'gone') => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          hub.unsubscribe(subscriber);
          reply.raw.off('close', onClose);
          resolve(value);
        };
        const subscriber: HubSubscriber = {
          scope: { userId: principal.userId, kind: principal.kind, customerId: principal.customerId },
          sessionId: principal.sessionId,
          // Events replayed together arrive in one turn: answer them together.
          deliver: (event) => {
            if (events.push(event) === 1) setImmediate(() => finish(events));
          },
          end: () => finish('gone'),
          leave: () => finish(events),
        };
        const timer = setTimeout(() => finish(events), hub.policy.longPollMs);
        const onClose = () => finish(events);
        reply.raw.on('close', onClose);
        hub.subscribe(subscriber, since).catch((error: unknown) => {
          finish(events);
          reject(error);
        });
      });
      if (outcome === 'gone') throw sessionExpired();
      return ok<HubPollResult>({ events: outcome, lastId: outcome.length ? outcome[outcome.length - 1].id : since });
    },
  );
};
