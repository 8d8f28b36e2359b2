// Shareable tracking links of one shipment (issue 47). A user of the booking's company makes one
// (`POST trackingLink`, form bookingId, days 1–90, default 30), lists its booking's links (`GET
// trackingLink-list`) and revokes one (`DELETE trackingLink`, id) or all of a booking's working ones (bookingId); the booking is reached only through
// the engine's booking scope, so another company's is not found. The token is random, answered once
// and kept only as its SHA-256. `GET /public/sharedTracking?t=` answers, without a session, exactly
// what the public lookup answers for that booking (PUBLIC_SHIPMENT_LOOKUP); a wrong, expired or revoked
// token gets its one not-found, with the lookup's limits on failures per address.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/schema';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER, orNull, TEXT, TIME } from '../../http/answerSchemas';
import { invalidInput, notFound } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { ok, okWithMessage } from '../../http/reply';
import { translate } from '../../i18n/translate';
import { registerPublicAnswer } from '../../resources/publicLookup';
import { companyUserOf } from '../../resources/records/scope';
import { rowIdOf } from '../../resources/columnBounds';
import { bookingInScope } from '../bookings/bookingInScope';
import { accessOf } from '../../resources/registry';
import type { ResourceDef } from '../../resources/types';
import { FORM, formSchema, intText, querySchema, str } from '../../routes/schemaParts';
import { Calls } from '../../../shared/wire/calls';
import { PUBLIC_SHIPMENT_LOOKUP } from './publicTracking';

export const DEFAULT_LINK_DAYS = 30;
export const MAX_LINK_DAYS = 90;
const RESOURCE = 'trackingLink';
/** The page a shared link opens (a public route of the client). */
export const SHARED_TRACKING_PAGE = '/cargoTracingHome/sharedTracking';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 24 random bytes, base64url: 32 characters. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

interface LinkRow {
  id: number;
  booking_id: number;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  creator: string | null;
  revoker: string | null;
}

const LINK = exactObject({
  id: INTEGER,
  bookingId: INTEGER,
  createdBy: orNull(TEXT),
  createdAt: TIME,
  expiresAt: TIME,
  revokedAt: orNull(TIME),
  revokedBy: orNull(TEXT),
  active: BOOLEAN,
});

const iso = (at: Date | string) => new Date(at).toISOString();

const answerOf = (row: LinkRow, now = Date.now()) => ({
  id: Number(row.id),
  bookingId: Number(row.booking_id),
  createdBy: row.creator,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  revokedBy: row.revoker,
  active: row.revoked_at === null && new Date(row.expires_at).getTime() > now,
});

const userName = (alias: string) => sql.raw(`COALESCE(NULLIF(${alias}.real_name, ''), ${alias}.account)`);
const SELECT = sql`l.id, l.booking_id, l.created_at, l.expires_at, l.revoked_at, ${userName('c')} AS creator, ${userName('r')} AS revoker
  FROM tracking_links l LEFT JOIN users c ON c.id = l.created_by LEFT JOIN users r ON r.id = l.revoked_by`;

/** The days a link lives: absent or empty is the default; else a whole number 1–90, or null. */
export function daysOf(text: unknown): number | null {
  if (text === undefined || text === '') return DEFAULT_LINK_DAYS;
  if (typeof text !== 'string' || !/^[0-9]{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= 1 && days <= MAX_LINK_DAYS ? days : null;
}

const badField = (request: FastifyRequest, field: string, key: string, values: Record<string, number> = {}) =>
  invalidInput([{ field, message: translate(requestLanguage(request), key, values) }], key, values);

/** The signed-in calls: make, list and revoke a booking's links. */
function registerLinkRoutes(app: FastifyInstance, db: Kysely<Database>, def: ResourceDef): void {
  const tags = [RESOURCE];

  app.post(
    Calls.trackingLink,
    {
      config: { access: accessOf(def, 'update') },
      schema: {
        tags,
        summary: `Make a shareable tracking link of a booking (form: bookingId, days ${1}–${MAX_LINK_DAYS}, default ${DEFAULT_LINK_DAYS}): its path with the token, answered only this once`,
        querystring: querySchema(),
        body: formSchema({ bookingId: intText('the booking'), days: str(10, { description: `days the link works, 1–${MAX_LINK_DAYS} (default ${DEFAULT_LINK_DAYS})` }) }, ['bookingId']),
        consumes: FORM,
        response: answers(exactObject({ link: LINK, path: TEXT, token: TEXT })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const bookingId = rowIdOf(body.bookingId);
      if (bookingId === null) throw badField(request, 'bookingId', 'trackingLink.badBooking');
      const days = daysOf(body.days);
      if (days === null) throw badField(request, 'days', 'trackingLink.badDays', { max: MAX_LINK_DAYS });
      await bookingInScope(db, def, principal, bookingId);
      const token = randomBytes(24).toString('base64url');
      const link = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`INSERT INTO tracking_links (booking_id, customer_id, token_hash, created_by, expires_at)
          VALUES (${bookingId}, ${principal.customerId}, ${hashOf(token)}, ${principal.userId}, now() + make_interval(days => ${days})) RETURNING id`.execute(trx);
        const id = Number(rows[0]!.id);
        const { rows: made } = await sql<LinkRow>`SELECT ${SELECT} WHERE l.id = ${id}`.execute(trx);
        const answer = answerOf(made[0]!);
        // The audit log keeps who shared what until when, never the token.
        await recordAudit(trx, principal, { resource: RESOURCE, operation: 'create', recordId: id, after: { bookingId, expiresAt: answer.expiresAt } });
        return answer;
      });
      return okWithMessage(request, { link, path: `${SHARED_TRACKING_PAGE}?t=${token}`, token }, 'trackingLink.made', { days });
    },
  );

  app.get(
    Calls.trackingLinkList,
    {
      config: { access: accessOf(def, 'read') },
      schema: {
        tags,
        summary: "A booking's tracking links, newest first: who made each and when, until when it works, who revoked it (never the token)",
        querystring: querySchema({ bookingId: intText('the booking') }, ['bookingId']),
        response: answers(exactObject({ result: arrayOf(LINK) })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const bookingId = rowIdOf((request.query as Record<string, unknown>).bookingId);
      if (bookingId === null) throw badField(request, 'bookingId', 'trackingLink.badBooking');
      await bookingInScope(db, def, principal, bookingId);
      const { rows } = await sql<LinkRow>`SELECT ${SELECT} WHERE l.booking_id = ${bookingId} ORDER BY l.id DESC LIMIT 200`.execute(db);
      return ok({ result: rows.map((row) => answerOf(row)) });
    },
  );

  app.delete(
    Calls.trackingLink,
    {
      config: { access: accessOf(def, 'update') },
      schema: {
        tags,
        summary: 'Revoke a tracking link (id), or every working link of a booking (bookingId: "stop sharing"): it stops working at once; the list and the audit log keep it',
        querystring: querySchema({ id: intText('the link'), bookingId: intText('the booking: all its working links') }),
        response: answers(exactObject({ revoked: INTEGER })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const query = request.query as Record<string, unknown>;
      const byBooking = query.id === undefined && query.bookingId !== undefined;
      const id = rowIdOf(byBooking ? query.bookingId : query.id);
      if (id === null) throw byBooking ? badField(request, 'bookingId', 'trackingLink.badBooking') : badField(request, 'id', 'trackingLink.badId');
      const revoked = await db.transaction().execute(async (trx) => {
        let links: LinkRow[];
        if (byBooking) {
          await bookingInScope(trx, def, principal, id);
          links = (await sql<LinkRow>`SELECT ${SELECT} WHERE l.booking_id = ${id} AND l.revoked_at IS NULL AND l.expires_at > now() ORDER BY l.id FOR UPDATE OF l`.execute(trx)).rows;
        } else {
          const { rows } = await sql<LinkRow>`SELECT ${SELECT} WHERE l.id = ${id} FOR UPDATE OF l`.execute(trx);
          if (!rows[0]) throw notFound();
          await bookingInScope(trx, def, principal, Number(rows[0].booking_id));
          // Revoked already: nothing changes (the first revocation's who and when stay).
          links = rows.filter((row) => row.revoked_at === null);
        }
        for (const link of links) {
          await sql`UPDATE tracking_links SET revoked_at = now(), revoked_by = ${principal.userId} WHERE id = ${link.id}`.execute(trx);
          await recordAudit(trx, principal, { resource: RESOURCE, operation: 'delete', recordId: Number(link.id), before: { bookingId: Number(link.booking_id), expiresAt: iso(link.expires_at) } });
        }
        return links.length;
      });
      return okWithMessage(request, { revoked }, 'trackingLink.revoked', { count: revoked });
    },
  );
}

/** `GET /public/sharedTracking?t=`: the public lookup's answer for the link's booking while the link works. */
function registerSharedTracking(app: FastifyInstance, db: Kysely<Database>): void {
  registerPublicAnswer<{ t?: string }>(app, db, PUBLIC_SHIPMENT_LOOKUP, {
    path: Calls.sharedTracking,
    name: 'sharedTracking',
    tags: ['public'],
    summary: "A shared tracking link's shipment (query t), without a session: status, route, ETA and the timeline only; a wrong, expired or revoked link is not found (failures limited per address)",
    querystring: { type: 'object', properties: { t: { type: 'string', maxLength: 100, description: 'the token of the link (trackingLink)' } } },
    notFoundMessage: 'trackingLink.notFound',
    // Counted per token by its hash: the attempts table never holds a token that works.
    numberOf: (query) => (typeof query.t === 'string' ? hashOf(query.t) : ''),
    where(query) {
      if (typeof query.t !== 'string' || !TOKEN.test(query.t)) return undefined;
      return sql`${sql.ref(`${PUBLIC_SHIPMENT_LOOKUP.resource.table}.id`)} = (SELECT booking_id FROM tracking_links
        WHERE token_hash = ${hashOf(query.t)} AND revoked_at IS NULL AND expires_at > now())`;
    },
  });
}

export function registerTrackingLinks(app: FastifyInstance, def: ResourceDef): void {
  const db = app.resourceEngine.database as unknown as Kysely<Database>;
  registerLinkRoutes(app, db, def);
  registerSharedTracking(app, db);
}
