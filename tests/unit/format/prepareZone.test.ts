// prepareZone (zonedTime.ts) makes a zone's formatter ahead of need, so that the first screen after a
// log-in does not pay for it (20–30 ms in a fresh Chromium page): later reads of that zone make none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareZone, wallTimeOf } from '../../../src/shared/format/zonedTime';

// The options of every Intl.DateTimeFormat made while a test runs.
const RealFormat = Intl.DateTimeFormat;
let made: Array<Intl.DateTimeFormatOptions | undefined> = [];
beforeEach(() => {
  made = [];
  Intl.DateTimeFormat = class extends RealFormat {
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locales, options);
      made.push(options);
    }
  } as typeof Intl.DateTimeFormat;
});
afterEach(() => {
  Intl.DateTimeFormat = RealFormat;
});

describe('prepareZone', () => {
  it('leaves nothing to make for the zone it prepared', () => {
    // A zone no other test reads, so its formatter is not yet cached in this module.
    prepareZone('America/Argentina/Ushuaia');
    made = [];
    // 2026-11-21T12:34:56Z is 09:34:56 in Ushuaia (UTC-3, no daylight saving).
    expect(wallTimeOf(new Date('2026-11-21T12:34:56Z'), 'America/Argentina/Ushuaia')).toMatchObject({ year: 2026, month: 11, day: 21, hour: 9, minute: 34 });
    expect(made).toEqual([]);
  });

  it('makes a formatter for a zone it has not seen', () => {
    prepareZone('Pacific/Chatham');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ timeZone: 'Pacific/Chatham' });
  });

  it('names an unknown zone', () => {
    expect(() => prepareZone('Mars/Olympus_Mons')).toThrow('Unknown time zone "Mars/Olympus_Mons"');
  });
});
