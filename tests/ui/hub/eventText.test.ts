// A hub event's toast speaks the user's language (issue 41's journeys): a tracking event reads by the
// label its timeline shows, not its code ("航班起飞", not "DEP"), as does a booking's new status; a
// code without a label is shown as it came; a topic without a text makes no toast, nor does a change the
// user made themselves (their screen said so: "The booking was submitted.").
import { afterAll, describe, expect, it } from 'vitest';
import { eventText } from '../../../src/client/hub/eventText';
import i18n, { loadLanguage } from '../../../src/client/i18n/i18n';
import type { HubEvent } from '../../../src/shared/wire/hub';

const event = (topic: string, payload: Record<string, unknown>): HubEvent => ({ id: 1, topic, refId: 7, payload, at: '2026-11-29T06:00:00Z' });
const departed = event('trackingEvent', { bookingNo: 'AI2611290002', mode: 'AIR', eventType: 'DEP', place: 'CNSHA' });

afterAll(() => i18n.changeLanguage('en'));

describe('hub event texts', () => {
  it('name a tracking event and a status by their labels, in English', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    expect(eventText(departed)).toBe('Shipment AI2611290002: Flight departed at CNSHA');
    expect(eventText(event('trackingEvent', { bookingNo: 'SE2611290001', eventType: 'NEWCODE', place: 'DEHAM' }))).toBe('Shipment SE2611290001: NEWCODE at DEHAM');
    expect(eventText(event('bookingStatus', { bookingNo: 'SE2611290001', to: 'CONFIRMED' }))).toMatch(/^Booking SE2611290001: Confirmed$/);
    expect(eventText(event('noSuchTopic', { a: 1 }))).toBeNull();
  });

  it('say nothing of a change the signed-in user made, and tell their colleagues', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const submitted = event('bookingStatus', { bookingNo: 'SE2611290001', from: 'DRAFT', to: 'RECEIVED', byUserId: 5 });
    expect(eventText(submitted, 5)).toBeNull();
    expect(eventText(submitted, 6)).toBe('Booking SE2611290001: Received');
    // A change no user made (the forwarder's system, a timer) is told to everyone.
    expect(eventText(event('bookingStatus', { bookingNo: 'SE2611290001', to: 'CONFIRMED' }), 5)).toBe('Booking SE2611290001: Confirmed');
  });

  it('and in Chinese', async () => {
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(eventText(departed)).toBe('货物 AI2611290002：航班起飞，CNSHA');
    expect(eventText(event('trackingEvent', { bookingNo: 'SE2611290001', eventType: 'LOAD', place: '上海' }))).toBe('货物 SE2611290001：装船，上海');
  });
});
