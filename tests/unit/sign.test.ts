import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatChinaTimestamp, parseChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { canonicalString, signFields } from '../../src/shared/wire/sign';

describe('request signature (SPEC §7)', () => {
  it('lowercases, drops nulls, sorts and joins name=value with &', () => {
    expect(canonicalString({ tokenid: '', CompanyId: '0', skip: null, gone: undefined, b: 'x&y' })).toBe('b=x&y&companyid=0&tokenid=');
  });

  it('never signs the hash itself', () => {
    expect(canonicalString({ a: '1', hash: 'abc' })).toBe('a=1');
  });

  it('is base64 SHA-1 of canonical + secret, equal to Node crypto for any text', () => {
    const fields = { data: '{"name":"演示 demo","password":"demo1234"}', timestamp: '2026-11-21 17:00:00' };
    const expected = createHash('sha1').update(canonicalString(fields) + 'secret').digest('base64');
    expect(signFields('secret', fields)).toBe(expected);
  });

  it('merges query and form fields into one sorted list', () => {
    expect(canonicalString({ z: '1' }, { a: '2' })).toBe('a=2&z=1');
  });
});

describe('China timestamps', () => {
  it('formats in Asia/Shanghai (UTC+8)', () => {
    expect(formatChinaTimestamp(new Date('2026-11-21T17:00:05Z'))).toBe('2026-11-22 01:00:05');
  });
  it('round-trips and rejects malformed or impossible times', () => {
    const d = new Date('2026-01-31T23:59:59Z');
    expect(parseChinaTimestamp(formatChinaTimestamp(d))?.getTime()).toBe(d.getTime());
    expect(parseChinaTimestamp('2026-02-30 10:00:00')).toBeNull();
    expect(parseChinaTimestamp('yesterday')).toBeNull();
    expect(parseChinaTimestamp('2026-03-01 24:00:00')).toBeNull();
    expect(parseChinaTimestamp('0099-03-01 10:00:00')).toBeNull();
    expect(parseChinaTimestamp('2026-03-01 10:60:00')).toBeNull();
    expect(parseChinaTimestamp('2024-02-29 23:59:59')?.toISOString()).toBe('2024-02-29T15:59:59.000Z');
  });
});
