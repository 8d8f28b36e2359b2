// An alert's words in its recipient's language (server i18n): the subject and text of an e-mail or an
// in-app message, from the outbox row's event. Plan beside actual where the event knows both, and the
// link to the shipment's page (its mode's booking detail screen under PUBLIC_URL).
import type { Language } from '../../../shared/constants';
import type { MessageKey } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import type { NotificationKind } from './policy';

export interface AlertEvent {
  kind: NotificationKind;
  bookingId: number | null;
  bookingNo: string;
  mode: string;
  payload: Record<string, unknown>;
}

/** The screen showing a booking of each mode (the global search opens bookings on the same ones). */
const DETAIL_SCREEN: Record<string, string> = { SEA: 'seaBookingDetail', RAIL: 'railBookingDetail', AIR: 'airBookingDetail', TRUCK: 'truckBookingDetail' };

export function shipmentUrl(publicUrl: string, event: Pick<AlertEvent, 'bookingId' | 'mode'>): string {
  const screen = DETAIL_SCREEN[event.mode] ?? 'seaCargoTrackingDetail';
  return `${publicUrl}/myOrder/${screen}${event.bookingId === null ? '' : `?id=${event.bookingId}`}`;
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
  const lines = [t('alert.body.intro', { bookingNo: event.bookingNo, mode: event.mode, event: name })];
  const p = event.payload;
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
  } else if (typeof p.from === 'string' && typeof p.to === 'string') {
    lines.push(t('alert.body.status', { from: p.from, to: p.to }));
  }
  lines.push('', t('alert.body.link', { url: shipmentUrl(publicUrl, event) }), '', t('alert.body.footer'));
  return { subject: t('alert.subject', { event: name, bookingNo: event.bookingNo }), text: lines.join('\n') };
}
