// `GET announcement-current`: the announcements the signed-in user may read now — inside their publish
// window, for their audience (every customer, their own company when chosen, or administrators) —
// highest priority first, in the reader's language. Shown on the dashboard (the signed-in home).
// `GET announcement-public`: without a session only the ones for all customers, for the public home page.
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { type Language, readsChinese } from '../../../shared/constants';
import { Calls } from '../../../shared/wire/calls';
import type { Database } from '../../db/schema';
import type { Principal } from '../../auth/access';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import { querySchema } from '../../routes/schemaParts';
import { answers, arrayOf, exactObject, INTEGER, orNull, TEXT, TIME } from '../../http/answerSchemas';

export interface WireAnnouncement {
  Id: number;
  Type: string;
  TypeName: string;
  Title: string;
  Content: string;
  Priority: number;
  StartsAt: string;
  EndsAt: string | null;
}

/** `principal` null: a visitor, who reads only the announcements for all customers. */
export async function visibleAnnouncements(db: Kysely<Database>, principal: Principal | null, language: string, now = new Date()): Promise<WireAnnouncement[]> {
  const zh = readsChinese(language as Language);
  const rows = await db
    .selectFrom('announcements as a')
    .leftJoin('announcement_types as t', 't.code', 'a.type_code')
    .select(['a.id', 'a.type_code', 'a.title', 'a.title_zh', 'a.content', 'a.content_zh', 'a.priority', 'a.starts_at', 'a.ends_at', 't.name_en', 't.name_zh', 't.name_tr', 't.name_es'])
    .where('a.starts_at', '<=', now)
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', now)]))
    .where((eb) => {
      if (!principal) return eb('a.audience', '=', 'allCustomers');
      if (principal.kind === 'admin') return eb('a.audience', '=', 'admins');
      const chosen = eb.exists(
        eb
          .selectFrom('announcement_customers as ac')
          .innerJoin('customers as c', 'c.customer_cd', 'ac.customer_cd')
          .select(sql`1`.as('one'))
          .whereRef('ac.parent_id', '=', 'a.id')
          .where('c.id', '=', principal.customerId ?? -1),
      );
      return eb.or([eb('a.audience', '=', 'allCustomers'), eb.and([eb('a.audience', '=', 'chosenCustomers'), chosen])]);
    })
    .orderBy('a.priority', (ob) => ob.desc().nullsLast())
    .orderBy('a.starts_at', 'desc')
    .limit(20)
    .execute();
  const typeName = (r: (typeof rows)[number]) => ({ en: r.name_en, zh: r.name_zh, tr: r.name_tr ?? r.name_zh, es: r.name_es })[language as 'en'] || r.name_en || r.type_code;
  return rows.map((r) => ({
    Id: r.id,
    Type: r.type_code,
    TypeName: typeName(r) ?? r.type_code,
    Title: (zh && r.title_zh) || r.title,
    Content: (zh && r.content_zh) || r.content || '',
    Priority: r.priority ?? 0,
    StartsAt: new Date(r.starts_at).toISOString(),
    EndsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  }));
}

/** WireAnnouncement[] as answered. */
const ANNOUNCEMENTS = answers(
  arrayOf(exactObject({ Id: INTEGER, Type: TEXT, TypeName: TEXT, Title: TEXT, Content: TEXT, Priority: INTEGER, StartsAt: TIME, EndsAt: orNull(TIME) })),
);

export const announcementRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    Calls.currentAnnouncements,
    { schema: { summary: 'Announcements the user may read now, highest priority first', tags: ['messages'], querystring: querySchema(), response: ANNOUNCEMENTS }, config: { access: { audience: 'any' } } },
    async (request) => ok(await visibleAnnouncements(app.resourceEngine.database, request.principal!, requestLanguage(request))),
  );
  app.get(
    Calls.publicAnnouncements,
    {
      schema: { summary: 'Announcements for all customers published now, for the public home page', tags: ['messages'], querystring: querySchema(), response: ANNOUNCEMENTS },
      // Open to anyone: a small bounded read (at most 20 rows) of what every customer may read anyway.
      config: { access: { public: true } },
    },
    async (request) => ok(await visibleAnnouncements(app.resourceEngine.database, null, requestLanguage(request))),
  );
};
