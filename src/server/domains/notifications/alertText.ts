// An alert's words in its recipient's language (server i18n): the subject and text of an e-mail or an
// in-app message, from the outbox row's event. Plan beside actual where the event knows both, and the
// link to the shipment's page (its mode's booking detail screen under PUBLIC_URL).
import type { Language } from '../../../shared/constants';
import type { MessageKey } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import type { NotificationKind } from './policy';
import { pathOfRecord } from '../../../shared/menus/menuTree';

/** What an event is about: a booking, a bill, a delivery appointment, a quote (payload.subject; a booking by default). */
export interface AlertSubject {
  type: 'booking' | 'bill' | 'deliveryAppointment' | 'quote';
  id: number | null;
  number: string;
  mode: string | null;
}

export interface AlertEvent {
  kind: NotificationKind;
  subject: AlertSubject;
  payload: Record<string, unknown>;
}

export function subjectOf(bookingId: number | string | null, p: Record<string, unknown>): AlertSubject {
  const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  if (p.subject === 'bill') return { type: 'bill', id: id(p.subjectId), number: String(p.billNo ?? ''), mode: null };
  if (p.subject === 'quote') return { type: 'quote', id: id(p.subjectId), number: String(p.quoteNo ?? ''), mode: typeof p.mode === 'string' ? p.mode : null };
  if (p.subject === 'deliveryAppointment') return { type: 'deliveryAppointment', id: id(p.subjectId), number: String(p.reference ?? ''), mode: null };
  return { type: 'booking', id: id(bookingId), number: String(p.bookingNo ?? ''), mode: typeof p.mode === 'string' ? p.mode : null };
}

/**
 * The page of the event's subject, as the page files say which screen shows it (menu.shows): a booking's
 * detail (by its mode), a bill's, the delivery appointments, the customer's quotes.
 */
export function shipmentUrl(publicUrl: string, subject: AlertSubject): string {
  const byId = subject.id === null ? '' : `?id=${subject.id}`;
  if (subject.type === 'bill') return `${publicUrl}${pathOfRecord('bill', {}) ?? ''}${byId}`;
  if (subject.type === 'deliveryAppointment') return `${publicUrl}${pathOfRecord('deliveryAppointment', {}) ?? ''}`;
  if (subject.type === 'quote') return `${publicUrl}${pathOfRecord('savedQuote', {}) ?? ''}`;
  return `${publicUrl}${pathOfRecord('booking', { mode: subject.mode ?? '' }) ?? ''}${byId}`;
}

/** A time as the alert shows it: UTC, to the minute. */
export function alertTime(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface AlertText {
  subject: string;
  text: string;
}

export function alertText(language: Language, event: AlertEvent, publicUrl: string): AlertText {
  const t = (key: MessageKey, values: Record<string, string | number> = {}) => translate(language, key, values);
  const name = t(`alert.kind.${event.kind}` as MessageKey);
  const { subject } = event;
  const p = event.payload;
  const lines =
    subject.type === 'bill'
      ? [t('alert.body.bill', { billNo: subject.number, issueDate: String(p.issueDate ?? ''), dueDate: String(p.dueDate ?? '') })]
      : subject.type === 'deliveryAppointment'
        ? [t('alert.body.slot', { reference: subject.number, slot: String(p.slot ?? ''), place: String(p.place ?? '') }).trimEnd()]
        : subject.type === 'quote'
          ? [t('alert.body.quote', { quoteNo: subject.number, origin: String(p.origin ?? ''), destination: String(p.destination ?? ''), total: String(p.total ?? ''), currency: String(p.currency ?? ''), validTo: String(p.validTo ?? '') })]
          : [t('alert.body.intro', { bookingNo: subject.number, mode: subject.mode ?? '', event: name })];
  if (event.kind === 'departed' || event.kind === 'arrived') {
    const actual = alertTime(p.eventTime);
    if (actual) lines.push(t('alert.body.actual', { time: actual, place: typeof p.place === 'string' ? p.place : '' }).trimEnd());
    const planned = alertTime(p.planned);
    if (planned) lines.push(t('alert.body.planned', { time: planned }));
  } else if (event.kind === 'etaChanged') {
    const [from, to] = [alertTime(p.from), alertTime(p.to)];
    if (from && to) lines.push(t('alert.body.etaMoved', { from, to }));
    const planned = alertTime(p.planned);
    if (planned) lines.push(t('alert.body.planned', { time: planned }));
  } else if (event.kind === 'documentReady') {
    const kind = t(`document.kind.${String(p.documentKind)}` as MessageKey);
    lines.push(t('alert.body.document', { kind, fileName: String(p.fileName ?? '') }));
  } else if (subject.type === 'booking' && typeof p.from === 'string' && typeof p.to === 'string') {
    lines.push(t('alert.body.status', { from: p.from, to: p.to }));
  }
  lines.push('', t('alert.body.link', { url: shipmentUrl(publicUrl, subject) }), '', t('alert.body.footer'));
  const title = subject.type === 'booking' ? t('alert.subject', { event: name, bookingNo: subject.number }) : t('alert.subjectOther', { event: name, number: subject.number });
  return { subject: title, text: lines.join('\n') };
}
