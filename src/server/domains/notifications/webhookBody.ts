// A webhook delivery: its JSON body (a versioned schema, published in the OpenAPI document as
// components.schemas["webhookDelivery.v1"]) and its signature header. The receiver checks
//   F9-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
// and refuses a t too far from its clock (replays). The body's `id` stays the same over retries and
// replays of one delivery: the receiver's key for doing a delivery once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, WEBHOOK_SCHEMA } from './policy';
import { subjectOf } from './alertText';

export const SIGNATURE_HEADER = 'F9-Signature';
export const DELIVERY_SCHEMA_ID = 'webhookDelivery.v1';

const text = (description: string) => ({ type: 'string', nullable: true, description });

export const WEBHOOK_DELIVERY_SCHEMA = {
  $id: DELIVERY_SCHEMA_ID,
  description: `The JSON body of every webhook delivery (schema "${WEBHOOK_SCHEMA}"), signed in the ${SIGNATURE_HEADER} header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>.`,
  type: 'object',
  properties: {
    schema: { type: 'string', enum: [WEBHOOK_SCHEMA], description: 'the version of this body' },
    id: { type: 'string', description: 'the delivery: the same on every retry and replay of it' },
    event: { type: 'string', enum: [...NOTIFICATION_KINDS] },
    createdAt: { type: 'string', format: 'date-time', description: 'when the event was recorded' },
    subject: {
      type: 'object',
      description: 'what the event is about: a booking (its number and transport mode), a bill or a delivery appointment (its reference), a quote (its number and the mode quoted)',
      properties: {
        type: { type: 'string', enum: ['booking', 'bill', 'deliveryAppointment', 'quote'] },
        id: { type: 'integer', nullable: true },
        number: { type: 'string' },
        mode: { type: 'string', nullable: true, description: 'SEA, AIR, RAIL, TRUCK (bookings)' },
      },
      required: ['type', 'id', 'number', 'mode'],
      additionalProperties: false,
    },
    data: {
      type: 'object',
      description: 'what the event says; a field the event does not have is null',
      properties: {
        eventType: text('DCSA or IATA event code of a tracking event (ARRI, DEPA, ARR, DEP ...)'),
        eventTime: text('when it happened (actual)'),
        place: text('where'),
        containerNo: text('the container of an equipment event'),
        planned: text('the planned time of the same milestone, when known'),
        from: text('the status before (bookings), or the ETA before (etaChanged)'),
        to: text('the status after, or the new ETA'),
        dueDate: text('a bill\'s due date'),
        slot: text('a delivery appointment\'s slot'),
        documentKind: text('the kind of a document the forwarder issued (documentReady): BILL_OF_LADING, SEA_WAYBILL, AIR_WAYBILL, RAIL_CONSIGNMENT_NOTE, ARRIVAL_NOTICE, CUSTOMS_RELEASE, DELIVERY_ORDER, OTHER'),
        fileName: text('its file name (documentReady); the file is downloaded from the shipment\'s documents in the portal'),
        total: text('the all-in total quoted, an exact decimal (quoteAnswered)'),
        currency: text('its currency (quoteAnswered)'),
        validTo: text('the last day the quote books at that price (quoteAnswered)'),
      },
      required: ['eventType', 'eventTime', 'place', 'containerNo', 'planned', 'from', 'to', 'dueDate', 'slot', 'documentKind', 'fileName', 'total', 'currency', 'validTo'],
      additionalProperties: false,
    },
  },
  required: ['schema', 'id', 'event', 'createdAt', 'subject', 'data'],
  additionalProperties: false,
};

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export interface DeliveryRow {
  id: number | string;
  kind: string;
  created_at: Date | string;
  booking_id: number | null;
  payload: Record<string, unknown>;
}

/** The delivery's body, as sent (the same text is signed). */
export function deliveryBody(row: DeliveryRow): string {
  const p = row.payload;
  return JSON.stringify({
    schema: WEBHOOK_SCHEMA,
    id: String(row.id),
    event: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    subject: subjectOf(row.booking_id, p),
    data: {
      eventType: textOrNull(p.eventType),
      eventTime: textOrNull(p.eventTime ?? p.issueDate),
      place: textOrNull(p.place),
      containerNo: textOrNull(p.containerNo),
      planned: textOrNull(p.planned),
      from: textOrNull(p.from),
      to: textOrNull(p.to),
      dueDate: textOrNull(p.dueDate),
      slot: textOrNull(p.slot),
      documentKind: textOrNull(p.documentKind),
      fileName: textOrNull(p.fileName),
      total: textOrNull(p.total),
      currency: textOrNull(p.currency),
      validTo: textOrNull(p.validTo),
    },
  });
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's check (tests, and a model for receivers): the signature matches and t is within `toleranceS`. */
export function verifySignature(secret: string, header: string, body: string, toleranceS = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceS || typeof parts.v1 !== 'string') return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
