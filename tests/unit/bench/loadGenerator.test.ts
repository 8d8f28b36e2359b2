// The engine bench reads wrk's text report: its figures must come out in ms, errors counted, and a report
// it cannot read must stop the bench rather than print a zero.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseLoadGenerator, installed, parseWrk, wrkMs } from '../../../bench/support/loadGenerator';

// Real reports of wrk 4.1.0 (Debian), against a small Node server.
const OK_REPORT = `Running 1s test @ http://127.0.0.1:18777/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   519.06us    1.27ms  24.43ms   96.51%
    Req/Sec    30.79k    14.23k   45.38k    63.64%
  Latency Distribution
     50%  246.00us
     75%  444.00us
     90%  835.00us
     99%    5.27ms
  33610 requests in 1.10s, 3.97MB read
Requests/sec:  30558.55
Transfer/sec:      3.61MB
`;

const FAILING_REPORT = `Running 1s test @ http://127.0.0.1:18777/bad
  1 threads and 2 connections
  Latency Distribution
     50%   51.00us
     75%   75.00us
     90%  109.00us
     99%    1.77ms
  33240 requests in 1.10s, 4.53MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 33240
Requests/sec:  30216.59
`;

describe('wrk report', () => {
  it('reads durations in any of its units as ms', () => {
    expect(wrkMs('246.00us')).toBeCloseTo(0.246);
    expect(wrkMs('5.27ms')).toBe(5.27);
    expect(wrkMs('1.02s')).toBe(1020);
    expect(() => wrkMs('fast')).toThrow(/not a wrk duration/);
  });

  it('takes p50, p99, req/s and the total from the report', () => {
    expect(parseWrk(OK_REPORT)).toEqual({ p50: 0.246, p99: 5.27, rps: 30558.55, total: 33610, errors: 0 });
  });

  it('counts non-2xx answers and socket errors as errors', () => {
    expect(parseWrk(FAILING_REPORT).errors).toBe(33240 + 3);
  });

  it('refuses a report without its latency distribution (wrk run without --latency)', () => {
    expect(() => parseWrk(OK_REPORT.replace(/ 99%.*\n/, ''))).toThrow(/lacks/);
  });
});

describe('choosing the generator', () => {
  // A PATH holding a stand-in `wrk`, and one holding nothing.
  const withWrk = mkdtempSync(join(tmpdir(), 'f9-wrk-'));
  writeFileSync(join(withWrk, 'wrk'), '#!/bin/sh\n');
  chmodSync(join(withWrk, 'wrk'), 0o755);
  const empty = mkdtempSync(join(tmpdir(), 'f9-nowrk-'));
  afterAll(() => [withWrk, empty].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('takes wrk when it is on PATH and nothing is asked, else autocannon', () => {
    expect(chooseLoadGenerator(undefined, withWrk)).toBe('wrk');
    expect(chooseLoadGenerator(undefined, empty)).toBe('autocannon');
    expect(chooseLoadGenerator('autocannon', withWrk)).toBe('autocannon');
  });

  it('refuses wrk asked for and not installed, and a name it does not know', () => {
    expect(() => chooseLoadGenerator('wrk', empty)).toThrow(/wrk is not installed/);
    expect(chooseLoadGenerator('wrk', withWrk)).toBe('wrk');
    expect(() => chooseLoadGenerator('ab', withWrk)).toThrow(/wrk or autocannon/);
  });

  it('looks for a command without a shell: a name is a file name, never run', () => {
    const marker = join(empty, 'ran');
    expect(installed(`wrk; touch ${marker}`, withWrk)).toBe(false);
    expect(installed('wrk', `${empty}:${withWrk}`)).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });
});
