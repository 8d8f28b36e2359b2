// Facts the client and server both need are written once, in src/shared, and imported from there: a
// second copy drifts (the booking statuses were written in three places, China's today in two).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = filesUnder(join(root, 'src')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const writtenIn = (pattern: RegExp) => sources.filter((file) => pattern.test(file.text)).map((file) => file.path);

describe('facts written once, in src/shared', () => {
  it('the booking statuses', () => {
    expect(writtenIn(/\[\s*'DRAFT',\s*'RECEIVED',/)).toEqual(['src/shared/entities/bookingStatus.ts']);
    expect(writtenIn(/'DRAFT'\s*\|\s*'RECEIVED'/)).toEqual([]);
  });

  it("China's today", () => {
    expect(writtenIn(/(?:function|const)\s+todayInChina\b/)).toEqual(['src/shared/format/zonedTime.ts']);
  });
});
