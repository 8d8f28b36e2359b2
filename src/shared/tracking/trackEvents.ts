// Ordering a shipment's events into milestones and deriving its ETA (DCSA: an event is ACTual,
// ESTimated or PLaNned; successive estimates of one milestone supersede each other by the time the
// carrier reported them). Pure functions shared by the timeline block and the server.

export type Classifier = 'ACT' | 'EST' | 'PLN';

/** What ordering and ETA need of an event, whatever record it comes from (shipment or vehicle events). */
export interface TrackEvent {
  /** The kind of milestone: DCSA/IATA/rail code or any text. */
  type: string;
  classifier: Classifier;
  /** ISO date-time. */
  time: string;
  /** When it was reported (successive estimates); absent: the order given. */
  reportedAt?: string;
  /** Where: a location code or name. Part of the milestone's identity. */
  place?: string;
  /** Any further identity of the milestone (e.g. a container number). */
  subject?: string;
}

/** Arrival at a place: DCSA TRANSPORT ARRI, IATA ARR, rail arrival. */
export const ARRIVAL_TYPES: ReadonlySet<string> = new Set(['ARRI', 'ARR', 'RARR']);

export interface Milestone<E extends TrackEvent = TrackEvent> {
  key: string;
  type: string;
  place?: string;
  subject?: string;
  actual?: E;
  /** The estimate in force: the last reported. */
  estimate?: E;
  plan?: E;
  /** Every estimate, in the order reported: how the expected time moved. */
  estimates: E[];
  /** The time the milestone stands at: actual, else estimated, else planned. */
  time: string;
  classifier: Classifier;
  /** Actual or estimated later than planned. */
  delayed: boolean;
  /** Minutes later than planned (negative: early); absent without both a plan and an actual or estimate. */
  delayMinutes?: number;
}

const ms = (iso: string) => Date.parse(iso);
const CLASSIFIER_ORDER: Record<Classifier, number> = { ACT: 0, EST: 1, PLN: 2 };

/** Events by time; at the same time the actual before the estimate before the plan. Stable otherwise. */
export function orderEvents<E extends TrackEvent>(events: readonly E[]): E[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => ms(a.event.time) - ms(b.event.time) || CLASSIFIER_ORDER[a.event.classifier] - CLASSIFIER_ORDER[b.event.classifier] || a.index - b.index)
    .map((x) => x.event);
}

/** Later reported last; unreported ones keep the order given (the order they were recorded). */
function byReport<E extends TrackEvent>(events: E[]): E[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.reportedAt && b.event.reportedAt ? ms(a.event.reportedAt) - ms(b.event.reportedAt) : 0) || a.index - b.index)
    .map((x) => x.event);
}

export function milestoneKey(event: TrackEvent): string {
  return `${event.type}|${event.place ?? ''}|${event.subject ?? ''}`;
}

/** One entry per milestone (type + place + subject), in time order. */
export function milestonesOf<E extends TrackEvent>(events: readonly E[]): Milestone<E>[] {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const key = milestoneKey(event);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  const out: Milestone<E>[] = [];
  for (const [key, group] of groups) {
    const reported = byReport(group);
    const actual = reported.filter((e) => e.classifier === 'ACT').at(-1);
    const estimates = reported.filter((e) => e.classifier === 'EST');
    const estimate = estimates.at(-1);
    const plan = reported.filter((e) => e.classifier === 'PLN').at(-1);
    const standing = actual ?? estimate ?? plan!;
    const compared = actual ?? estimate;
    const delayMinutes = compared && plan ? Math.round((ms(compared.time) - ms(plan.time)) / 60_000) : undefined;
    out.push({ key, type: standing.type, place: standing.place, subject: standing.subject, actual, estimate, plan, estimates, time: standing.time, classifier: standing.classifier, delayed: (delayMinutes ?? 0) > 0, delayMinutes });
  }
  const order = new Map(orderEvents(out.map((m) => ({ type: m.type, classifier: m.classifier, time: m.time, key: m.key }))).map((m, i) => [m.key, i]));
  return out.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
}

/** Index of the last milestone that has happened (the shipment's current position), -1 before any. */
export function currentPosition(milestones: readonly Milestone[]): number {
  let current = -1;
  milestones.forEach((m, i) => {
    if (m.actual) current = i;
  });
  return current;
}

export interface Eta<E extends TrackEvent = TrackEvent> {
  /** Expected arrival: the estimate in force, else the plan. Equal to `actual` once arrived. */
  eta: string;
  planned?: string;
  actual?: string;
  /** The arrival milestone's event in force (its place, its zone...). */
  event: E;
  delayed: boolean;
  delayMinutes?: number;
  /** Each estimate in the order reported, with how far it moved from the one before. */
  changes: { time: string; reportedAt?: string; shiftMinutes?: number; event: E }[];
}

/**
 * The ETA at the final destination: of the arrival milestone(s) at `destination` (or, without one,
 * the last arrival milestone), the actual time once arrived, else the latest estimate, else the plan.
 */
export function etaOf<E extends TrackEvent>(events: readonly E[], destination?: string, arrivalTypes: ReadonlySet<string> = ARRIVAL_TYPES): Eta<E> | null {
  const arrivals = milestonesOf(events.filter((e) => arrivalTypes.has(e.type)));
  const atDestination = destination ? arrivals.filter((m) => m.place === destination) : [];
  const milestone = (atDestination.length > 0 ? atDestination : arrivals).at(-1);
  if (!milestone) return null;
  let previous = milestone.plan?.time;
  const changes = milestone.estimates.map((event) => {
    const shiftMinutes = previous ? Math.round((ms(event.time) - ms(previous)) / 60_000) : undefined;
    previous = event.time;
    return { time: event.time, reportedAt: event.reportedAt, shiftMinutes, event };
  });
  return {
    eta: milestone.time,
    planned: milestone.plan?.time,
    actual: milestone.actual?.time,
    event: (milestone.actual ?? milestone.estimate ?? milestone.plan)!,
    delayed: milestone.delayed,
    delayMinutes: milestone.delayMinutes,
    changes,
  };
}
