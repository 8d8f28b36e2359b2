// What a hub event's toast says in the user's language, worded from its row's fields: a booking's new
// status and a tracking event's type by the labels the screens show (a Chinese user reads 离港, not
// DEPA); any other topic with a text (hub.toast.<topic>) from its fields as sent. Null: no toast, as for
// a change the user made themselves (`byUserId`): the screen they made it on has said so already.
import type { HubEvent } from '../../shared/wire/hub';
import i18n from '../i18n/i18n';

const text = (v: unknown) => String(v ?? '');

/** `me`: the signed-in user's id. */
export function eventText(event: HubEvent, me?: number): string | null {
  if (me !== undefined && event.payload.byUserId === me) return null;
  const fields = Object.fromEntries(Object.entries(event.payload).map(([k, v]) => [k, text(v)]));
  if (event.topic === 'bookingStatus') {
    const status = i18n.t(`dashboard.status.${fields.to}`, { defaultValue: fields.to });
    return i18n.t('hub.toast.bookingStatus', { bookingNo: text(event.payload.bookingNo ?? event.refId), status });
  }
  if (event.topic === 'trackingEvent') {
    const eventType = i18n.t(`field.shipmentEvent.eventTypeOption.${fields.eventType}`, { defaultValue: fields.eventType });
    return i18n.t('hub.toast.trackingEvent', { ...fields, eventType });
  }
  const key = `hub.toast.${event.topic}`;
  return i18n.exists(key) ? i18n.t(key, fields) : null;
}
