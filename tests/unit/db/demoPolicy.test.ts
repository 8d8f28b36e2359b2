// F9_DEMO (seed/seedPolicy.ts): the demo's public passwords belong to the embedded database a newcomer
// starts; on a PostgreSQL server only when asked for.
import { describe, expect, it } from 'vitest';
import { demoWanted } from '../../../src/server/seed/seedPolicy';

describe('demoWanted', () => {
  it('writes the demo on the embedded database and not on a PostgreSQL server, unless told', () => {
    expect(demoWanted({}, 'pglite')).toBe(true);
    expect(demoWanted({}, 'pg')).toBe(false);
    expect(demoWanted({ F9_DEMO: '' }, 'pg')).toBe(false);
    expect(demoWanted({ F9_DEMO: '1' }, 'pg')).toBe(true);
    expect(demoWanted({ F9_DEMO: '0' }, 'pglite')).toBe(false);
    expect(demoWanted({ F9_DEMO: ' 1 ' }, 'pg')).toBe(true);
  });

  it('stops the start on anything else, naming the setting', () => {
    for (const value of ['yes', 'true', '2', 'on']) expect(() => demoWanted({ F9_DEMO: value }, 'pg')).toThrow(`F9_DEMO must be 1 (write and allow the demo data) or 0, not "${value}"`);
  });
});
