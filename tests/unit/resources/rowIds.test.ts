// One reading of a row id for every action and route (resources/columnBounds.ts): a positive int4, given as a
// number (a grid row) or as digits (a record route's `$param.id`, a query); anything else is no row (null),
// which the callers answer as "not found", never a database error.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, payloadRowId, ROW_ID, ROW_ID_OR_TEXT, rowIdOf } from '../../../src/server/resources/columnBounds';

describe('row ids', () => {
  it('as text: digits of a positive int4 only', () => {
    expect(rowIdOf('42')).toBe(42);
    expect(rowIdOf(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['0', '042', '-1', '1.5', ' 1', '2147483648', '99999999999', '', 42, null]) expect(rowIdOf(bad), String(bad)).toBeNull();
  });

  it('in a payload: a number or digits, each in the column range', () => {
    expect(payloadRowId(7)).toBe(7);
    expect(payloadRowId('7')).toBe(7);
    for (const bad of [0, -3, 1.5, INT4_MAX + 1, Number.NaN, '0', 'x', undefined, null, {}]) expect(payloadRowId(bad), String(bad)).toBeNull();
  });

  it('the schemas let through exactly what payloadRowId reads', () => {
    const ajv = new Ajv();
    const orText = ajv.compile(ROW_ID_OR_TEXT);
    const plain = ajv.compile(ROW_ID);
    for (const ok of [1, INT4_MAX, '1', String(INT4_MAX)]) expect(orText(ok) && payloadRowId(ok) !== null, String(ok)).toBe(true);
    for (const bad of [0, INT4_MAX + 1, 1.5, '0', '01', 'x']) expect(orText(bad), String(bad)).toBe(false);
    expect(plain('1')).toBe(false);
    expect(plain(1)).toBe(true);
  });
});
