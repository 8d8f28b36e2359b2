// homesmessage-list: GET lists the messages meant for the user (list shape of resourceContract.ts,
// newest first, with IsRead, in the request's language); PUT keyid marks one read for this user only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { Calls } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import { pagingOf } from '../http/paging';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { notFound } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER, TEXT, TIME } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { messageText } from './homeMessageText';
import { formSchema, intText, querySchema, TAGS } from './schemaParts';

export interface WireHomeMessage {
  Id: number;
  Title: string;
  Content: string;
  PublishedAt: string;
  IsRead: boolean;
}

/** Messages for everyone of the user's kind, or for the user's own company; a system message's copy only for its recipient. */
function visibleTo(principal: Principal) {
  return (eb: ExpressionBuilder<Database, 'home_messages'>) =>
    eb.and([
      eb('home_messages.audience', 'in', ['all', principal.kind]),
      eb.or([eb('home_messages.user_id', 'is', null), eb('home_messages.user_id', '=', principal.userId)]),
      principal.customerId === null
        ? eb('home_messages.customer_id', 'is', null)
        : eb.or([eb('home_messages.customer_id', 'is', null), eb('home_messages.customer_id', '=', principal.customerId)]),
      eb('home_messages.published_at', '<=', new Date()),
    ]);
}

export const homeMessageRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  app.get(
    Calls.homeMessages,
    {
      schema: {
        summary: 'Home messages of the user (list shape)',
        tags: [TAGS.messages],
        querystring: querySchema({ current: intText('page from 1'), size: intText('page size') }),
        response: answers(
          exactObject({
            result: arrayOf(exactObject({ Id: INTEGER, Title: TEXT, Content: TEXT, PublishedAt: TIME, IsRead: BOOLEAN })),
            page: exactObject({ current: INTEGER, size: INTEGER, total: INTEGER }),
          }),
        ),
      },
      config: { access: { audience: 'any' } },
    },
    async (request: FastifyRequest) => {
      const principal = request.principal!;
      const query = request.query as { current?: string; size?: string };
      const language = requestLanguage(request);
      const { current, size } = pagingOf(query, language);
      const base = db.selectFrom('home_messages').where(visibleTo(principal));
      const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
      const rows = await base
        .leftJoin('home_message_reads as r', (join) => join.onRef('r.message_id', '=', 'home_messages.id').on('r.user_id', '=', principal.userId))
        .select(['home_messages.id', 'home_messages.title', 'home_messages.content', 'home_messages.translations', 'home_messages.published_at', 'r.read_at'])
        .orderBy('home_messages.published_at', 'desc')
        .orderBy('home_messages.id', 'desc')
        .limit(size)
        .offset((current - 1) * size)
        .execute();
      const result: ListResult<WireHomeMessage> = {
        result: rows.map((r) => {
          const text = messageText(r, language);
          return { Id: r.id, Title: text.title, Content: text.content, PublishedAt: new Date(r.published_at).toISOString(), IsRead: r.read_at !== null };
        }),
        page: { current, size, total: Number(total) },
      };
      return ok(result);
    },
  );

  app.put(
    Calls.homeMessages,
    {
      schema: { summary: 'Mark a home message read', tags: [TAGS.messages], querystring: querySchema({ keyid: intText('message id') }), body: formSchema({ keyid: intText('message id') }), response: answers(exactObject({ Id: INTEGER, IsRead: BOOLEAN })) },
      config: { access: { audience: 'any' } },
    },
    async (request) => {
      const principal = request.principal!;
      const keyid = Number((request.body as { keyid?: string } | undefined)?.keyid ?? (request.query as { keyid?: string }).keyid);
      if (!Number.isInteger(keyid) || keyid < 1) throw notFound();
      const message = await db.selectFrom('home_messages').select('id').where('id', '=', keyid).where(visibleTo(principal)).executeTakeFirst();
      if (!message) throw notFound();
      await db.insertInto('home_message_reads').values({ message_id: message.id, user_id: principal.userId }).onConflict((oc) => oc.doNothing()).execute();
      return ok({ Id: message.id, IsRead: true });
    },
  );
};
