// The demo port calls of voySchedule: around the day the database is made (made calls with actual
// times, coming ones with estimates, some late), each voyage's calls in order, and no vessel on two
// voyages at once, whatever day that is.
import { describe, expect, it } from 'vitest';
import { demoVoyageCalls } from '../../../src/server/domains/tracking/demoVoyageSchedule';
import { DEMO_LOCATIONS } from '../../../src/server/domains/spaceAndPrices/demoReferenceData';

const DAY = 86_400_000;
const ms = (v: unknown) => Date.parse(String(v));

describe.each(['2026-11-26T01:50:00Z', '2027-01-01T16:10:00Z', '2026-06-30T23:59:00Z'])('demo port calls made on %s', (day) => {
  const now = new Date(day);
  const calls = demoVoyageCalls(() => 'Asia/Shanghai', now);

  it('lie from three weeks before to nine weeks after, made ones actual and coming ones estimated, some late', () => {
    expect(calls.length).toBeGreaterThan(150);
    for (const c of calls) {
      expect(ms(c.plannedArrival)).toBeGreaterThanOrEqual(now.getTime() - 21 * DAY);
      expect(ms(c.plannedArrival)).toBeLessThanOrEqual(now.getTime() + 63 * DAY);
      expect(ms(c.plannedDeparture)).toBeGreaterThan(ms(c.plannedArrival));
      const arrival = c.actualArrival ?? c.estimatedArrival;
      expect(arrival === c.actualArrival ? ms(arrival) <= now.getTime() : ms(arrival) > now.getTime()).toBe(true);
    }
    // The week before today and the six after (voySchedule's window) all have calls of both kinds near today.
    const week = calls.filter((c) => Math.abs(ms(c.plannedArrival) - now.getTime()) < 7 * DAY);
    expect(week.some((c) => c.actualArrival)).toBe(true);
    expect(week.some((c) => c.estimatedArrival)).toBe(true);
    expect(calls.some((c) => ms(c.actualArrival ?? c.estimatedArrival) > ms(c.plannedArrival))).toBe(true);
  });

  it('are ordered within a voyage, at known ports, and no vessel is on two voyages at once', () => {
    const known = new Set(DEMO_LOCATIONS.map((l) => l.unLocode));
    const voyages = new Map<string, typeof calls>();
    for (const c of calls) {
      expect(known.has(String(c.port)), String(c.port)).toBe(true);
      const key = `${c.vessel} ${c.voyage}`;
      voyages.set(key, [...(voyages.get(key) ?? []), c]);
    }
    const spans = new Map<string, Array<[number, number]>>();
    for (const [, list] of voyages) {
      const seq = list.map((c) => Number(c.callSequence));
      expect(seq).toEqual([...seq].sort((a, b) => a - b));
      for (let i = 1; i < list.length; i++) expect(ms(list[i]!.plannedArrival)).toBeGreaterThan(ms(list[i - 1]!.plannedDeparture));
      const vessel = String(list[0]!.vessel);
      spans.set(vessel, [...(spans.get(vessel) ?? []), [ms(list[0]!.plannedArrival), ms(list.at(-1)!.plannedDeparture)]]);
    }
    for (const [vessel, list] of spans) {
      list.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < list.length; i++) expect(list[i]![0], vessel).toBeGreaterThan(list[i - 1]![1]);
    }
  });
});
