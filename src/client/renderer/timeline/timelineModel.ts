// The timeline's rows as milestones: the block's field mapping turns any resource's rows into the
// shared TrackEvent shape, so shipment events and vehicle events draw the same way.
import type { TimelineBlock } from '../../../shared/page/pageSchema';
import { ARRIVAL_TYPES, currentPosition, type Eta, etaOf, type Milestone, milestonesOf, type TrackEvent } from '../../../shared/tracking/trackEvents';
import type { Row } from '../core/useListController';
import { readPath } from '../core/valueMapping';

export interface TimelineEvent extends TrackEvent {
  row: Row;
  zone?: string;
}

export interface TimelineModel {
  milestones: Milestone<TimelineEvent>[];
  current: number;
  eta: Eta<TimelineEvent> | null;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));

export function timelineModel(block: Pick<TimelineBlock, 'fields' | 'classifiers' | 'arrivalTypes'>, rows: Row[], destination?: string): TimelineModel {
  const f = block.fields;
  const names = block.classifiers ?? { actual: 'ACT', estimated: 'EST', planned: 'PLN' };
  const classifierOf = (v: unknown) => (v === names.actual ? 'ACT' : v === names.estimated ? 'EST' : v === names.planned ? 'PLN' : undefined);
  const events: TimelineEvent[] = [];
  for (const row of rows) {
    const classifier = classifierOf(readPath(row, f.classifier));
    const time = text(readPath(row, f.time));
    // A row without a time or a known classifier cannot be placed: it is left out rather than guessed.
    if (!classifier || !time || Number.isNaN(Date.parse(time))) continue;
    events.push({
      row,
      type: text(readPath(row, f.type)) ?? '',
      classifier,
      time,
      reportedAt: f.reportedAt ? text(readPath(row, f.reportedAt)) : undefined,
      place: f.place ? text(readPath(row, f.place)) : undefined,
      subject: f.subject ? text(readPath(row, f.subject)) : undefined,
      zone: f.zone ? text(readPath(row, f.zone)) : undefined,
    });
  }
  const milestones = milestonesOf(events);
  const arrivals = block.arrivalTypes ? new Set(block.arrivalTypes) : ARRIVAL_TYPES;
  return { milestones, current: currentPosition(milestones), eta: etaOf(events, destination, arrivals) };
}
