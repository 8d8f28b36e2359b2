// The delivery fee rule on worked examples: quantity × rate per basis given, rounded to cents half away
// from zero in exact decimals, raised to the fee's minimum, summed.
import { describe, expect, it } from 'vitest';
import { type FeeRow, feeLines } from '../../../src/server/domains/overseasDelivery/feeQuote';
import { Exact } from '../../../src/shared/freight/exactDecimal';

const fee = (feeNo: string, basis: FeeRow['basis'], rate: string, minimum: string | null = null): FeeRow => ({ feeNo, basis, rate, minimum, currency: 'USD', description: null });
const q = (text: string) => Exact.of(text)!;
const amounts = (r: ReturnType<typeof feeLines>) => r.lines.map((l) => [l.feeNo, l.amount.toFixed(2), l.minimumApplied]);

describe('feeLines', () => {
  it('charges each basis the cargo has: 4 pallets × 45.50 + 30 cartons × 3.35 = 282.50', () => {
    const r = feeLines([fee('PLT', 'PALLET', '45.50', '120'), fee('CTN', 'CARTON', '3.35', '60'), fee('KG', 'KG', '0.10')], { PALLET: q('4'), CARTON: q('30') });
    expect(amounts(r)).toEqual([
      ['PLT', '182.00', false],
      ['CTN', '100.50', false],
    ]);
    expect(r.total.toFixed(2)).toBe('282.50');
  });

  it('raises a line below its minimum to the minimum: 2 × 45.50 = 91.00 → 120.00', () => {
    const r = feeLines([fee('PLT', 'PALLET', '45.50', '120')], { PALLET: q('2') });
    expect(amounts(r)).toEqual([['PLT', '120.00', true]]);
  });

  it('rounds half away from zero on exact values where floats round down: 1000.5 × 0.19 = 190.095 → 190.10', () => {
    expect((1000.5 * 0.19).toFixed(2)).toBe('190.09');
    const r = feeLines([fee('KG', 'KG', '0.19', '40'), fee('CBM', 'CBM', '28.40', '85')], { KG: q('1000.5'), CBM: q('3.333') });
    expect(amounts(r)).toEqual([
      ['KG', '190.10', false],
      ['CBM', '94.66', false],
    ]);
    expect(r.total.toFixed(2)).toBe('284.76');
  });

  it('sums a thousand 0.10 + 0.20 lines to the cent', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => fee(`F${i}`, i % 2 === 0 ? 'CARTON' : 'PALLET', i % 2 === 0 ? '0.10' : '0.20'));
    expect(feeLines(rows, { CARTON: q('1'), PALLET: q('1') }).total.toFixed(2)).toBe('150.00');
  });

  it('gives no line for a basis without a positive quantity', () => {
    expect(feeLines([fee('PLT', 'PALLET', '45.50')], { PALLET: q('0'), CARTON: q('3') }).lines).toEqual([]);
  });
});
