// A company's webhooks (issue 47), set by its customer administrator (the holder of the webhooks
// screen, systemmanager/webhookManager): `GET webhook-list`; `POST webhook` (form url, events, secret?,
// etaHours?) answers the secret once, never again; `PUT webhook` (form id and what changes: url,
// events, etaHours, paused) pauses and resumes; `DELETE webhook` (id). The delivery log: `GET
// webhookDelivery-list` (webhookId?, current, size) with each attempt's status, response code and
// time (a grid's `filter` = {"webhookId": n} names one endpoint); `POST webhookDelivery/replay` (form
// id) sends a delivery again. Every query names the
// caller's company: another company's webhook or delivery is not found.
// Deliveries leave from the outbox (dispatcher.ts), never from a request; a replay or a resume only
// makes rows due and wakes the dispatchers (NOTIFY f9_outbox at commit).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Calls } from '../../../shared/wire/calls';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/schema';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER, orNull, TEXT, TIME } from '../../http/answerSchemas';
import { invalidInput, notFound } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { ok, okWithMessage } from '../../http/reply';
import type { MessageKey } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import { rowIdOf } from '../../resources/columnBounds';
import { companyUserOf } from '../../resources/records/scope';
import { FORM, formSchema, intText, querySchema, str } from '../../routes/schemaParts';
import { OUTBOX_CHANNEL } from './dispatcher';
import { DEFAULT_ETA_HOURS, MAX_ETA_HOURS, NOTIFICATION_KINDS, type OutboxPolicy } from './policy';
import { hostRefusal, isLoopbackHost } from './webhookTargets';
import { pageCallAccess, pageReadAccess } from '../../pages/pageGrants';

const RESOURCE = 'webhook';
// Granted as the page files say (src/server/pages/pageGrants.ts), to customers only (a company's own webhooks):
// the lists to whoever holds a screen reading them, each write (a replay too) to whoever holds the screen calling it.
const pageCall = (method: string, path: string) => ({ access: pageCallAccess(method, path, undefined, 'customer') });
const READ = { access: pageReadAccess('webhook', 'customer') };
const READ_DELIVERIES = { access: pageReadAccess('webhookDelivery', 'customer') };
const MAX_URL = 2000;
const SECRET = /^[\x21-\x7e]{16,200}$/;
const MAX_PAGE_SIZE = 100;

const WEBHOOK = exactObject({
  id: INTEGER,
  url: TEXT,
  events: arrayOf({ type: 'string', enum: [...NOTIFICATION_KINDS] }),
  etaHours: INTEGER,
  paused: BOOLEAN,
  pauseReason: { type: 'string', enum: ['admin', 'failing', null], nullable: true },
  pausedAt: orNull(TIME),
  createdBy: orNull(TEXT),
  createdAt: TIME,
});

const ATTEMPT = exactObject({ attempt: INTEGER, at: TIME, ok: BOOLEAN, responseCode: orNull(INTEGER), responseMs: INTEGER, error: orNull(TEXT) });
const DELIVERY = exactObject({
  id: INTEGER,
  webhookId: INTEGER,
  url: TEXT,
  event: TEXT,
  bookingNo: TEXT,
  status: { type: 'string', enum: ['pending', 'sent', 'failed', 'skipped'] },
  attempts: INTEGER,
  createdAt: TIME,
  nextAt: orNull(TIME),
  sentAt: orNull(TIME),
  lastError: orNull(TEXT),
  log: arrayOf(ATTEMPT, 'each attempt, first first (the last 20)'),
});

interface WebhookRow {
  id: number;
  url: string;
  events: string[];
  eta_hours: number;
  paused_at: Date | string | null;
  pause_reason: 'admin' | 'failing' | null;
  creator: string | null;
  created_at: Date | string;
}

interface DeliveryRow {
  id: string | number;
  webhook_id: number;
  url: string;
  kind: string;
  booking_no: string | null;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  created_at: Date | string;
  next_at: Date | string;
  sent_at: Date | string | null;
  last_error: string | null;
  log: Array<{ attempt: number; at: string; ok: boolean; response_code: number | null; response_ms: number; error: string | null }> | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

const webhookOf = (row: WebhookRow) => ({
  id: Number(row.id),
  url: row.url,
  events: row.events,
  etaHours: Number(row.eta_hours),
  paused: row.paused_at !== null,
  pauseReason: row.pause_reason,
  pausedAt: row.paused_at === null ? null : iso(row.paused_at),
  createdBy: row.creator,
  createdAt: iso(row.created_at),
});

const deliveryOf = (row: DeliveryRow) => ({
  id: Number(row.id),
  webhookId: Number(row.webhook_id),
  url: row.url,
  event: row.kind,
  bookingNo: row.booking_no ?? '',
  status: row.status,
  attempts: Number(row.attempts),
  createdAt: iso(row.created_at),
  nextAt: row.status === 'pending' ? iso(row.next_at) : null,
  sentAt: row.sent_at === null ? null : iso(row.sent_at),
  lastError: row.last_error,
  log: (row.log ?? []).map((a) => ({ attempt: Number(a.attempt), at: iso(a.at), ok: a.ok, responseCode: a.response_code === null ? null : Number(a.response_code), responseMs: Number(a.response_ms), error: a.error })),
});

const SELECT_WEBHOOK = sql`w.id, w.url, w.events, w.eta_hours, w.paused_at, w.pause_reason, COALESCE(NULLIF(u.real_name, ''), u.account) AS creator, w.created_at
  FROM webhooks w LEFT JOIN users u ON u.id = w.created_by`;
const SELECT_DELIVERY = sql`o.id, o.webhook_id, w.url, o.kind, o.payload->>'bookingNo' AS booking_no, o.status, o.attempts, o.created_at, o.next_at, o.sent_at, o.last_error,
  (SELECT json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'ok', a.ok, 'response_code', a.response_code, 'response_ms', a.response_ms, 'error', a.error) ORDER BY a.id)
     FROM (SELECT * FROM notification_attempts WHERE outbox_id = o.id ORDER BY id DESC LIMIT 20) a) AS log
  FROM notification_outbox o JOIN webhooks w ON w.id = o.webhook_id`;

type Key = MessageKey;
const bad = (request: FastifyRequest, field: string, key: Key, values: Record<string, string | number> = {}) =>
  invalidInput([{ field, message: translate(requestLanguage(request), key, values) }], key, values);

/**
 * https, or http to this machine where private targets are allowed (tests, development); no user name or
 * password in it. Whether its host may be reached is hostRefusal's (webhookTargets.ts).
 */
export function webhookUrlOf(text: unknown, privateTargets = false): string | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_URL) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && privateTargets && isLoopbackHost(url.hostname))) return url.toString();
  return null;
}

/** The URL field's value, or the refusal naming why (not an https URL; an address inside a private network). */
function checkedUrl(request: FastifyRequest, text: unknown, privateTargets: boolean): string {
  const url = webhookUrlOf(text, privateTargets);
  if (url === null) throw bad(request, 'url', 'webhook.badUrl');
  if (hostRefusal(new URL(url).hostname, privateTargets)) throw bad(request, 'url', 'webhook.privateUrl');
  return url;
}

/** Events as a comma-separated list (or a JSON array): each one known, at least one. */
export function eventsOf(text: unknown): string[] | null {
  if (typeof text !== 'string' || text.length > 500) return null;
  let list: unknown = text.split(',').map((s) => s.trim());
  if (text.trim().startsWith('[')) {
    try {
      list = JSON.parse(text);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const kinds = [...new Set(list.filter((k) => k !== ''))];
  if (kinds.length === 0 || !kinds.every((k) => typeof k === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(k))) return null;
  return kinds as string[];
}

export function etaHoursOf(text: unknown): number | null {
  if (typeof text !== 'string' || !/^[0-9]{1,4}$/.test(text.trim())) return null;
  const hours = Number(text.trim());
  return hours >= 1 && hours <= MAX_ETA_HOURS ? hours : null;
}

const kindsText = NOTIFICATION_KINDS.join(', ');

/** What a grid sends with a list (the rows come newest first whatever it asks to sort by). */
const LIST_QUERY = {
  current: intText('page, from 1'),
  size: intText(`rows a page, at most ${MAX_PAGE_SIZE}`),
  sort: str(40, { description: 'accepted; the rows come newest first' }),
  order: { type: 'string', enum: ['asc', 'desc'] },
};
const PAGE = exactObject({ current: INTEGER, size: INTEGER, total: INTEGER });

/** The page asked (current, size), or a field error naming the bad one. */
function pagingOf(request: FastifyRequest, query: Record<string, unknown>): { current: number; size: number } {
  const current = query.current === undefined || query.current === '' ? 1 : rowIdOf(query.current);
  if (current === null) throw bad(request, 'current', 'webhookDelivery.badId');
  const size = query.size === undefined || query.size === '' ? 20 : rowIdOf(query.size);
  if (size === null || size > MAX_PAGE_SIZE) throw bad(request, 'size', 'webhookDelivery.badId');
  return { current, size };
}

/** The endpoint a delivery list is filtered on: `webhookId`, or a grid's filter {"webhookId": n | {"eq": n}}. */
function webhookFilterOf(request: FastifyRequest, query: Record<string, unknown>): number | undefined {
  let value: unknown = query.webhookId;
  if (query.filter !== undefined && query.filter !== '') {
    let filter: unknown;
    try {
      filter = JSON.parse(String(query.filter));
    } catch {
      filter = null;
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter) || Object.keys(filter).some((k) => k !== 'webhookId')) throw bad(request, 'filter', 'webhook.badId');
    const given = (filter as Record<string, unknown>).webhookId;
    value = given !== null && typeof given === 'object' && !Array.isArray(given) && Object.keys(given).length === 1 && 'eq' in given ? (given as { eq: unknown }).eq : given;
    if (value === undefined) return undefined;
    value = typeof value === 'number' ? String(value) : value;
  }
  if (value === undefined || value === '') return undefined;
  const id = rowIdOf(value);
  if (id === null) throw bad(request, query.filter !== undefined ? 'filter' : 'webhookId', 'webhook.badId');
  return id;
}

export function registerWebhookRoutes(app: FastifyInstance, db: Kysely<Database>, policy: Pick<OutboxPolicy, 'webhookPrivateTargets'>): void {
  const tags = [RESOURCE];
  const oneOf = async (trx: Kysely<Database>, customerId: number | null, id: number, lock = false) => {
    const { rows } = await sql<WebhookRow>`SELECT ${SELECT_WEBHOOK} WHERE w.id = ${id} AND w.customer_id = ${customerId} ${lock ? sql`FOR UPDATE OF w` : sql``}`.execute(trx);
    if (!rows[0]) throw notFound();
    return rows[0];
  };

  app.get(
    Calls.webhookList,
    {
      config: READ,
      schema: { tags, summary: "The company's webhooks, newest first (never their secrets)", querystring: querySchema(LIST_QUERY), response: answers(exactObject({ result: arrayOf(WEBHOOK), page: PAGE })) },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const { current, size } = pagingOf(request, request.query as Record<string, unknown>);
      const { rows } = await sql<WebhookRow>`SELECT ${SELECT_WEBHOOK} WHERE w.customer_id = ${principal.customerId} ORDER BY w.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`.execute(db);
      const { rows: counted } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM webhooks WHERE customer_id = ${principal.customerId}`.execute(db);
      return ok({ result: rows.map(webhookOf), page: { current, size, total: Number(counted[0]?.n ?? 0) } });
    },
  );

  app.post(
    Calls.webhook,
    {
      config: pageCall('POST', Calls.webhook),
      schema: {
        tags,
        summary: `Add a webhook (form url: https, or http on this machine; events: comma-separated among ${kindsText}; secret: 16–200 characters, made when absent; etaHours 1–${MAX_ETA_HOURS}): the secret is answered only this once`,
        querystring: querySchema(),
        body: formSchema({ url: str(MAX_URL + 100), events: str(600), secret: str(300), etaHours: str(10) }, ['url', 'events']),
        consumes: FORM,
        response: answers(exactObject({ webhook: WEBHOOK, secret: TEXT })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const url = checkedUrl(request, body.url, policy.webhookPrivateTargets);
      const events = eventsOf(body.events);
      if (events === null) throw bad(request, 'events', 'webhook.badEvents', { kinds: kindsText });
      if (body.secret !== undefined && body.secret !== '' && (typeof body.secret !== 'string' || !SECRET.test(body.secret))) throw bad(request, 'secret', 'webhook.badSecret');
      const etaHours = body.etaHours === undefined || body.etaHours === '' ? DEFAULT_ETA_HOURS : etaHoursOf(body.etaHours);
      if (etaHours === null) throw bad(request, 'etaHours', 'notification.badEtaHours', { max: MAX_ETA_HOURS });
      const secret = typeof body.secret === 'string' && body.secret !== '' ? body.secret : `whsec_${randomBytes(24).toString('base64url')}`;
      const webhook = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`INSERT INTO webhooks (customer_id, url, events, secret, eta_hours, created_by)
          VALUES (${principal.customerId}, ${url}, ${events}::text[], ${secret}, ${etaHours}, ${principal.userId}) RETURNING id`.execute(trx);
        const made = webhookOf(await oneOf(trx, principal.customerId, Number(rows[0]!.id)));
        // The audit log keeps what was set, never the secret.
        await recordAudit(trx, principal, { resource: RESOURCE, operation: 'create', recordId: made.id, after: { url, events, etaHours } });
        return made;
      });
      return okWithMessage(request, { webhook, secret }, 'webhook.made');
    },
  );

  app.put(
    Calls.webhook,
    {
      config: pageCall('PUT', Calls.webhook),
      schema: {
        tags,
        summary: 'Change a webhook (form id, and any of url, events, etaHours, paused = true or false): resuming sends what waited while it was paused',
        querystring: querySchema(),
        body: formSchema({ id: intText('the webhook'), url: str(MAX_URL + 100), events: str(600), etaHours: str(10), paused: str(10) }, ['id']),
        consumes: FORM,
        response: answers(exactObject({ webhook: WEBHOOK })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const id = rowIdOf(body.id);
      if (id === null) throw bad(request, 'id', 'webhook.badId');
      const url = body.url === undefined ? undefined : checkedUrl(request, body.url, policy.webhookPrivateTargets);
      const events = body.events === undefined ? undefined : eventsOf(body.events);
      if (events === null) throw bad(request, 'events', 'webhook.badEvents', { kinds: kindsText });
      const etaHours = body.etaHours === undefined ? undefined : etaHoursOf(body.etaHours);
      if (etaHours === null) throw bad(request, 'etaHours', 'notification.badEtaHours', { max: MAX_ETA_HOURS });
      if (body.paused !== undefined && body.paused !== 'true' && body.paused !== 'false') throw bad(request, 'paused', 'webhook.badPaused');
      const paused = body.paused === undefined ? undefined : body.paused === 'true';
      const webhook = await db.transaction().execute(async (trx) => {
        const before = webhookOf(await oneOf(trx, principal.customerId, id, true));
        await sql`UPDATE webhooks SET url = COALESCE(${url ?? null}, url), events = COALESCE(${events ?? null}::text[], events), eta_hours = COALESCE(${etaHours ?? null}::integer, eta_hours),
            paused_at = CASE WHEN ${paused ?? null}::boolean IS NULL THEN paused_at WHEN ${paused ?? null}::boolean THEN COALESCE(paused_at, now()) END,
            pause_reason = CASE WHEN ${paused ?? null}::boolean IS NULL THEN pause_reason WHEN ${paused ?? null}::boolean THEN COALESCE(pause_reason, 'admin') END,
            updated_at = now()
          WHERE id = ${id}`.execute(trx);
        if (paused === false && before.paused) {
          // What waited while it was paused is due now.
          await sql`UPDATE notification_outbox SET next_at = now() WHERE webhook_id = ${id} AND status = 'pending'`.execute(trx);
          await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${`resume:${id}`})`.execute(trx);
        }
        const after = webhookOf(await oneOf(trx, principal.customerId, id));
        await recordAudit(trx, principal, { resource: RESOURCE, operation: 'update', recordId: id, before, after });
        return after;
      });
      return okWithMessage(request, { webhook }, 'webhook.saved');
    },
  );

  app.delete(
    Calls.webhook,
    {
      config: pageCall('DELETE', Calls.webhook),
      schema: { tags, summary: 'Delete a webhook (id), with its delivery log', querystring: querySchema({ id: intText('the webhook') }, ['id']), response: answers(exactObject({ deleted: INTEGER })) },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const id = rowIdOf((request.query as Record<string, unknown>).id);
      if (id === null) throw bad(request, 'id', 'webhook.badId');
      await db.transaction().execute(async (trx) => {
        const before = webhookOf(await oneOf(trx, principal.customerId, id, true));
        await sql`DELETE FROM webhooks WHERE id = ${id}`.execute(trx);
        await recordAudit(trx, principal, { resource: RESOURCE, operation: 'delete', recordId: id, before });
      });
      return okWithMessage(request, { deleted: 1 }, 'webhook.deleted');
    },
  );

  app.get(
    Calls.webhookDeliveryList,
    {
      config: READ_DELIVERIES,
      schema: {
        tags,
        summary: "The company's webhook deliveries, newest first (webhookId: one endpoint's): status, attempts, each attempt's response code and time",
        querystring: querySchema({ webhookId: intText('one webhook'), filter: str(200, { description: 'JSON text: {"webhookId": n} (a grid bound to the selected webhook)' }), ...LIST_QUERY }),
        response: answers(exactObject({ result: arrayOf(DELIVERY), page: PAGE })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const query = request.query as Record<string, unknown>;
      const webhookId = webhookFilterOf(request, query);
      const { current, size } = pagingOf(request, query);
      if (webhookId !== undefined) await oneOf(db, principal.customerId, webhookId);
      const where = sql`o.customer_id = ${principal.customerId} AND o.webhook_id IS NOT NULL ${webhookId === undefined ? sql`` : sql`AND o.webhook_id = ${webhookId}`}`;
      const { rows } = await sql<DeliveryRow>`SELECT ${SELECT_DELIVERY} WHERE ${where} ORDER BY o.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`.execute(db);
      const { rows: counted } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM notification_outbox o WHERE ${where}`.execute(db);
      return ok({ result: rows.map(deliveryOf), page: { current, size, total: Number(counted[0]?.n ?? 0) } });
    },
  );

  app.post(
    Calls.webhookDeliveryReplay,
    {
      config: pageCall('POST', Calls.webhookDeliveryReplay),
      schema: {
        tags,
        summary: 'Send a delivery again (form id), whatever its status: it is due at once, with the same body id; its log keeps every attempt',
        querystring: querySchema(),
        body: formSchema({ id: intText('the delivery') }, ['id']),
        consumes: FORM,
        response: answers(exactObject({ delivery: DELIVERY })),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const id = rowIdOf(((request.body ?? {}) as Record<string, unknown>).id);
      if (id === null) throw bad(request, 'id', 'webhookDelivery.badId');
      const delivery = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`UPDATE notification_outbox SET status = 'pending', next_at = now(), sent_at = NULL
          WHERE id = ${id} AND customer_id = ${principal.customerId} AND webhook_id IS NOT NULL RETURNING id`.execute(trx);
        if (!rows[0]) throw notFound();
        await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${`replay:${id}`})`.execute(trx);
        await recordAudit(trx, principal, { resource: 'webhookDelivery', operation: 'update', recordId: id, after: { replayed: true } });
        const { rows: read } = await sql<DeliveryRow>`SELECT ${SELECT_DELIVERY} WHERE o.id = ${id}`.execute(trx);
        return deliveryOf(read[0]!);
      });
      return okWithMessage(request, { delivery }, 'webhookDelivery.replayed');
    },
  );
}
