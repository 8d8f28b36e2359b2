import { describe, expect, it } from 'vitest';
import { currentPosition, etaOf, milestonesOf, orderEvents, type TrackEvent } from '../../../src/shared/tracking/trackEvents';

const ev = (type: string, classifier: TrackEvent['classifier'], time: string, place: string, reportedAt?: string): TrackEvent => ({ type, classifier, time, place, reportedAt });

describe('event ordering', () => {
  it('orders by time, the actual first at the same time, else as given', () => {
    const a = ev('DEPA', 'PLN', '2026-11-10T08:00:00Z', 'CNSHA');
    const b = ev('DEPA', 'ACT', '2026-11-10T08:00:00Z', 'CNSHA');
    const c = ev('GTIN', 'ACT', '2026-11-08T02:00:00Z', 'CNSHA');
    const d = ev('LOAD', 'ACT', '2026-11-09T02:00:00+08:00', 'CNSHA'); // = 2026-11-08T18:00Z: offsets count
    expect(orderEvents([a, b, c, d])).toEqual([c, d, b, a]);
  });
});

describe('milestones', () => {
  const events = [
    ev('DEPA', 'PLN', '2026-11-10T08:00:00Z', 'CNSHA', '2026-11-01T00:00:00Z'),
    ev('DEPA', 'ACT', '2026-11-10T12:00:00Z', 'CNSHA'),
    ev('ARRI', 'PLN', '2026-12-10T06:00:00Z', 'DEHAM', '2026-11-01T00:00:00Z'),
    ev('ARRI', 'EST', '2026-12-12T06:00:00Z', 'DEHAM', '2026-11-20T00:00:00Z'),
    ev('ARRI', 'EST', '2026-12-11T06:00:00Z', 'DEHAM', '2026-11-15T00:00:00Z'),
    ev('GTIN', 'ACT', '2026-11-08T02:00:00Z', 'CNSHA'),
  ];

  it('merges the plan, estimates and actual of one milestone and keeps the latest reported estimate', () => {
    const ms = milestonesOf(events);
    expect(ms.map((m) => m.type)).toEqual(['GTIN', 'DEPA', 'ARRI']);
    const arri = ms[2]!;
    expect(arri.classifier).toBe('EST');
    expect(arri.time).toBe('2026-12-12T06:00:00Z');
    expect(arri.estimates.map((e) => e.time)).toEqual(['2026-12-11T06:00:00Z', '2026-12-12T06:00:00Z']);
    expect(arri.delayed).toBe(true);
    expect(arri.delayMinutes).toBe(2 * 24 * 60);
    expect(ms[1]!.classifier).toBe('ACT');
    expect(ms[1]!.delayMinutes).toBe(240);
  });

  it('marks the last milestone that happened as the current position', () => {
    expect(currentPosition(milestonesOf(events))).toBe(1);
    expect(currentPosition(milestonesOf([events[0]!]))).toBe(-1);
  });
});

describe('ETA at the final destination', () => {
  it('is the latest estimate, later than planned, with how it moved', () => {
    const eta = etaOf([
      ev('ARRI', 'PLN', '2026-12-10T06:00:00Z', 'DEHAM', '2026-11-01T00:00:00Z'),
      ev('ARRI', 'EST', '2026-12-11T06:00:00Z', 'DEHAM', '2026-11-15T00:00:00Z'),
      ev('ARRI', 'EST', '2026-12-12T06:00:00Z', 'DEHAM', '2026-11-20T00:00:00Z'),
      ev('ARRI', 'EST', '2026-11-20T06:00:00Z', 'NLRTM', '2026-11-20T00:00:00Z'),
    ], 'DEHAM')!;
    expect(eta.eta).toBe('2026-12-12T06:00:00Z');
    expect(eta.planned).toBe('2026-12-10T06:00:00Z');
    expect(eta.delayed).toBe(true);
    expect(eta.changes.map((c) => c.shiftMinutes)).toEqual([1440, 1440]);
  });

  it('is the plan when nothing was estimated, not delayed', () => {
    const eta = etaOf([ev('ARR', 'PLN', '2026-12-01T10:00:00Z', 'DEFRA')], 'DEFRA')!;
    expect(eta).toMatchObject({ eta: '2026-12-01T10:00:00Z', delayed: false, changes: [] });
  });

  it('is the actual once arrived; an early estimate is not a delay', () => {
    const events = [ev('RARR', 'PLN', '2026-12-01T10:00:00Z', 'PLMAL'), ev('RARR', 'EST', '2026-11-30T10:00:00Z', 'PLMAL'), ev('RARR', 'ACT', '2026-11-30T12:00:00Z', 'PLMAL')];
    const eta = etaOf(events, 'PLMAL')!;
    expect(eta.actual).toBe('2026-11-30T12:00:00Z');
    expect(eta.eta).toBe(eta.actual);
    expect(eta.delayed).toBe(false);
    expect(eta.delayMinutes).toBe(-22 * 60);
  });

  it('falls back to the last arrival without one at the destination, and is null without arrivals', () => {
    expect(etaOf([ev('ARRI', 'PLN', '2026-12-01T10:00:00Z', 'NLRTM')], 'DEHAM')!.eta).toBe('2026-12-01T10:00:00Z');
    expect(etaOf([ev('DEPA', 'ACT', '2026-12-01T10:00:00Z', 'CNSHA')], 'DEHAM')).toBeNull();
  });
});
