// vitest starts the larger test files first when it has no timings of its own (a clean checkout, as in
// CI). The accessibility files are three lines each and take by far the longest (every route in one
// language): started last, they would end the e2e run alone while the other worker idles. They start
// first; every other file keeps vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = /\/a11y\/accessibility\.\w+\.test\.ts$/;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONGEST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST.test(f.moduleId))];
  }
}
