// The tally-order message page (/messagecenter/tallyordermsg) opens without the normal user-info load
// (SPEC §2): a signed link carries one tally order's id, its company and an expiry, sealed with an
// HMAC whose key never leaves the server. A guessed, altered or expired link shows nothing (404).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Calls } from '../../../shared/wire/calls';
import { notFound } from '../../http/apiError';
import { ok } from '../../http/reply';
import { selectByIds } from '../../resources/rowStore';
import { querySchema, str } from '../../routes/schemaParts';
import { rowToRecord } from '../../resources/records';
import type { ResourceAction } from '../../resources/types';
import { answers, exactObject, TEXT, TIME } from '../../http/answerSchemas';
import { pickedRecord } from '../../resources/recordAnswers';
import { ROW_ID } from '../../resources/columnBounds';

/** Links live this long: enough to open a message from a notification, not to be shared around. */
export const LINK_TTL_MS = 15 * 60 * 1000;
// A key of its own, not the request-signing secret (which ships inside the client). F9_LINK_SECRET
// when set; else `npm start` hands in the one kept in the database (setLinkSecret), so links stay
// valid across restarts and between replicas; a bare app (tests) has one per process.
let key = process.env.F9_LINK_SECRET || randomBytes(32).toString('hex');

export function setLinkSecret(secret: string): void {
  key = secret;
}

const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signTallyLink(tallyId: number, customerId: number, now = Date.now()): { token: string; expiresAt: string } {
  const expires = now + LINK_TTL_MS;
  const body = `${tallyId}.${customerId}.${expires}`;
  return { token: `${body}.${mac(body)}`, expiresAt: new Date(expires).toISOString() };
}

/** The tally id and company of a good, unexpired token; null for anything else. */
export function readTallyLink(token: unknown, now = Date.now()): { tallyId: number; customerId: number } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(`${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[3]) < now) return null;
  return { tallyId: Number(m[1]), customerId: Number(m[2]) };
}

// The booking's id and mode let a signed-in reader go on to its shipment page (which checks its own access).
const FIELDS = ['tallyNo', 'orderReference', 'warehouse', 'receivedAt', 'packages', 'grossKg', 'cbm', 'discrepancies', 'message', 'bookingId', 'bookingMode'];

/** POST tallyOrder/messageLink (data: {"id"}): a link to the message page of one of the caller's tally orders. */
export const tallyMessageLink: ResourceAction = {
  name: 'messageLink',
  answer: { schema: exactObject({ path: TEXT, token: TEXT, expiresAt: TIME }) },
  reads: true,
  summary: 'A signed link (15 minutes) to the message page of one tally order (data: {"id"})',
  payloadSchema: { type: 'object', properties: { id: ROW_ID }, required: ['id'], additionalProperties: false },
  async run({ db, def, scope }, payload) {
    const { id } = payload as { id: number };
    const [row] = await selectByIds(db, def, scope, [id]);
    if (!row || scope.customerId === null) throw notFound();
    const { token, expiresAt } = signTallyLink(id, scope.customerId);
    return { path: `/messagecenter/tallyordermsg?t=${encodeURIComponent(token)}`, token, expiresAt };
  },
};

/** GET tallyOrderMessage?t=<token>: the message of the linked tally order, without a session. */
export function registerTallyMessageRoute(app: FastifyInstance): void {
  const db = app.resourceEngine.database;
  const tallyOrder = app.resourceEngine.find('tallyOrder');
  if (!tallyOrder) throw new Error('tallyOrderMessage: the tallyOrder resource is not served');
  app.get(
    Calls.tallyOrderMessage,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['tallyOrder'],
        summary: 'The message of one tally order by a signed link (query t); anything else is not found',
        querystring: querySchema({ t: str(200, { description: 'the signed link token (tallyOrder/messageLink)' }) }),
        response: answers(pickedRecord(tallyOrder, FIELDS)),
      },
    },
    async (request: FastifyRequest) => {
      const link = readTallyLink((request.query as Record<string, unknown>).t);
      if (!link) throw notFound();
      const rows = await selectByIds(db, tallyOrder, { customerId: link.customerId }, [link.tallyId]);
      if (!rows[0]) throw notFound();
      const record = rowToRecord(tallyOrder, rows[0]);
      return ok(Object.fromEntries(FIELDS.filter((f) => record[f] !== undefined).map((f) => [f, record[f]])));
    },
  );
}
