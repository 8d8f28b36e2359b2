// One zone for times on every screen (issue 41): a date-time field shows and takes China time whatever the
// browser's zone, and a block showing times of day says so.
import { describe, expect, it } from 'vitest';
import { chinaInputValue, instantFromChinaInput } from '../../../src/client/widgets/rjsf/ChinaDateTimeWidget';
import { DEFAULT_DATE_TIME_FORMAT, displayFormatOf, showsTimeOfDay } from '../../../src/shared/format/timeOfDay';

describe('the date-time field in China time', () => {
  it('shows an instant as China wall time to the minute, and takes it back as the same instant', () => {
    expect(chinaInputValue('2031-03-01T17:30:00.000Z')).toBe('2031-03-02T01:30');
    expect(instantFromChinaInput('2031-03-02T01:30')).toBe('2031-03-01T17:30:00.000Z');
    expect(instantFromChinaInput(chinaInputValue('2026-12-31T23:59:00.000Z'))).toBe('2026-12-31T23:59:00.000Z');
  });

  it('holds nothing for an empty or malformed value', () => {
    expect(chinaInputValue(undefined)).toBe('');
    expect(chinaInputValue('not a time')).toBe('');
    expect(instantFromChinaInput('')).toBeUndefined();
    expect(instantFromChinaInput('2031-03-02')).toBeUndefined();
  });
});

describe('which formats tell a time of day', () => {
  it('names the zone for a date with hours or minutes and for relative times, not for a bare day', () => {
    expect(showsTimeOfDay('date:{y}-{m}-{d} {h}:{i}')).toBe(true);
    expect(showsTimeOfDay('relativeTime')).toBe(true);
    expect(showsTimeOfDay('date:{y}-{m}-{d}')).toBe(false);
    expect(showsTimeOfDay('money')).toBe(false);
    expect(showsTimeOfDay(undefined)).toBe(false);
  });

  it('gives a date-time field without a page format day and minute, and keeps a page format', () => {
    expect(displayFormatOf(undefined, { format: 'date-time' })).toBe(DEFAULT_DATE_TIME_FORMAT);
    expect(displayFormatOf('date:{y}-{m}-{d}', { format: 'date-time' })).toBe('date:{y}-{m}-{d}');
    expect(displayFormatOf(undefined, { format: 'date' })).toBeUndefined();
    // A field's own @displayFormat (a quoted total's money) where the page names none; the page's wins.
    expect(displayFormatOf(undefined, { 'x-displayFormat': 'money' })).toBe('money');
    expect(displayFormatOf('number:0', { 'x-displayFormat': 'money' })).toBe('number:0');
  });
});
