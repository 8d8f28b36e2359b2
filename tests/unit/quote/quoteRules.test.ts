// The quote rules of the trade (issue 12) on worked examples, computed by hand in the comments:
// air chargeable weight and weight breaks, LCL W/M with minimum, truck LTL, FCL with surcharges,
// and exact decimals rounded half away from zero.
import { describe, expect, it } from 'vitest';
import { airQuote, bestBreak } from '../../../src/server/domains/spaceAndPrices/quote/airQuote';
import { chargeableKg } from '../../../src/shared/freight/chargeableWeight';
import { measuresOf, type PieceLine, revenueTons } from '../../../src/shared/freight/cargoMeasures';
import type { Quote } from '../../../src/server/domains/spaceAndPrices/quote/chargeLines';
import { Exact } from '../../../src/shared/freight/exactDecimal';
import { fclQuote } from '../../../src/server/domains/spaceAndPrices/quote/fclQuote';
import { ftlQuote } from '../../../src/server/domains/spaceAndPrices/quote/ftlQuote';
import { ltlChargeable, ltlQuote } from '../../../src/server/domains/spaceAndPrices/quote/ltlQuote';
import { revenueTonQuote } from '../../../src/server/domains/spaceAndPrices/quote/revenueTonQuote';

const e = (v: string | number) => Exact.of(v)!;
const pieces = (...lines: Array<[number, number, number, number, number]>): PieceLine[] =>
  lines.map(([count, l, w, h, kg]) => ({ count, lengthCm: e(l), widthCm: e(w), heightCm: e(h), weightKg: e(kg) }));
const summary = (q: Quote) => ({ lines: q.lines.map((l) => `${l.code} ${l.quantity.toFixed()} ${l.unit} x ${l.rate.toFixed(2)}${l.note ? ` ${l.note}` : ''} = ${l.amount.toFixed(2)}`), total: q.total.toFixed(2) });

describe('exact decimals', () => {
  it('adds and multiplies without float error and rounds half away from zero', () => {
    expect(e('0.1').plus(e('0.2')).toFixed()).toBe('0.3');
    expect(e('1.005').round(2).toFixed(2)).toBe('1.01');
    expect(e('0.125').round(2).toFixed(2)).toBe('0.13');
    expect(e('-0.125').round(2).toFixed(2)).toBe('-0.13');
    expect(e('0.185').times(e(3)).round(2).toFixed(2)).toBe('0.56');
    expect(e('19.99').times(e(3)).toFixed(2)).toBe('59.97');
    expect(Exact.of('abc')).toBeNull();
    expect(Exact.of('')).toBeNull();
  });
});

const AIR = {
  minimum: e('300'),
  breaks: { N: e('42'), '+45': e('35.50'), '+100': e('29'), '+300': e('25'), '+500': e('22.50'), '+1000': e('20.50') },
  fuelPerKg: e('0.95'),
  securityPerKg: e('0.15'),
};

describe('air', () => {
  it('3 pieces 120x80x100 cm, 150 kg each: volume weight 480 kg wins over 450 kg gross, and +500 is cheaper than +300', () => {
    const m = measuresOf(pieces([3, 120, 80, 100, 150]));
    expect(m.grossKg.toFixed()).toBe('450');
    expect(m.volumeKg.toFixed()).toBe('480'); // 3 × 960,000 cm³ / 6000
    expect(chargeableKg(m).toFixed()).toBe('480');
    // +300: 480 × 25.00 = 12,000.00; +500: 500 × 22.50 = 11,250.00 (cheaper, so used)
    expect(summary(airQuote(AIR, m))).toEqual({
      lines: ['BAS 500 kg x 22.50 +500 = 11250.00', 'FSC 480 kg x 0.95 = 456.00', 'SCC 480 kg x 0.15 = 72.00'],
      total: '11778.00',
    });
  });

  it('80 kg with no +45 rate: the +100 break (100 × 29.00 = 2,900.00) is cheaper than N (80 × 42.00 = 3,360.00)', () => {
    const m = measuresOf(pieces([1, 50, 40, 30, 80]));
    expect(summary(airQuote({ ...AIR, breaks: { ...AIR.breaks, '+45': null } }, m))).toEqual({
      lines: ['BAS 100 kg x 29.00 +100 = 2900.00', 'FSC 80 kg x 0.95 = 76.00', 'SCC 80 kg x 0.15 = 12.00'],
      total: '2988.00',
    });
  });

  it('a lower break never applies: 120 kg is priced at +100, not N', () => {
    expect(bestBreak(AIR, e(120))!.note).toBe('+100');
  });

  it('5 kg (volume 1 kg): N comes to 210.00, below M, so M 300.00 is charged', () => {
    const m = measuresOf(pieces([1, 30, 20, 10, 5]));
    expect(summary(airQuote(AIR, m))).toEqual({
      lines: ['BAS 1 shipment x 300.00 minimum = 300.00', 'FSC 5 kg x 0.95 = 4.75', 'SCC 5 kg x 0.15 = 0.75'],
      total: '305.50',
    });
  });
});

const LCL = { ratePerRt: e('55'), minimum: e('110'), perRt: [{ code: 'CFS' as const, rate: e('18') }], perShipment: [{ code: 'DOC' as const, rate: e('35') }] };

describe('LCL by revenue ton', () => {
  it('weight wins: 2 × (1.0 × 1.0 × 0.5 m, 1,200 kg) is 1 m³ but 2.4 t, so W/M 2.4', () => {
    const m = measuresOf(pieces([2, 100, 100, 50, 1200]));
    expect(revenueTons(m).toFixed()).toBe('2.4');
    expect(summary(revenueTonQuote(LCL, m))).toEqual({ lines: ['BAS 2.4 RT x 55.00 byWeight = 132.00', 'CFS 2.4 RT x 18.00 = 43.20', 'DOC 1 BL x 35.00 = 35.00'], total: '210.20' });
  });

  it('volume wins: 10 × (1.2 × 1.0 × 1.5 m, 300 kg) is 18 m³ and 3 t, so W/M 18', () => {
    const m = measuresOf(pieces([10, 120, 100, 150, 300]));
    expect(summary(revenueTonQuote(LCL, m))).toEqual({ lines: ['BAS 18 RT x 55.00 byVolume = 990.00', 'CFS 18 RT x 18.00 = 324.00', 'DOC 1 BL x 35.00 = 35.00'], total: '1349.00' });
  });

  it('below the minimum: 0.125 RT × 55.00 = 6.88 becomes the minimum 110.00', () => {
    const m = measuresOf(pieces([1, 50, 50, 50, 100]));
    expect(summary(revenueTonQuote(LCL, m))).toEqual({ lines: ['BAS 1 shipment x 110.00 minimum = 110.00', 'CFS 0.125 RT x 18.00 = 2.25', 'DOC 1 BL x 35.00 = 35.00'], total: '147.25' });
  });
});

describe('truck LTL', () => {
  it('by loading metre: 4 pallets 120×80×150, 375 kg each, on 2.4 ldm: max(1,500 kg, 4,440 kg, 1,918.08 kg) = 4,440 kg', () => {
    const m = measuresOf(pieces([4, 120, 80, 150, 375]));
    const cargo = { grossKg: m.grossKg, cbm: m.cbm, loadingMetres: e('2.4') };
    expect(ltlChargeable(cargo)).toEqual({ kg: e(4440), basis: 'ldm' });
    expect(summary(ltlQuote({ ratePerKg: e('0.18'), minimum: e('95') }, cargo))).toEqual({ lines: ['BAS 4440 kg x 0.18 byLoadingMetres = 799.20'], total: '799.20' });
  });

  it('by volume: 2 m³ of 400 kg is 666 kg; by weight when heavy; the minimum when small', () => {
    expect(ltlChargeable({ grossKg: e(400), cbm: e(2), loadingMetres: Exact.ZERO })).toEqual({ kg: e(666), basis: 'cbm' });
    expect(ltlChargeable({ grossKg: e(900), cbm: e(2), loadingMetres: e('0.4') })).toEqual({ kg: e(900), basis: 'kg' });
    expect(summary(ltlQuote({ ratePerKg: e('0.18'), minimum: e('95') }, { grossKg: e(100), cbm: e('0.5'), loadingMetres: Exact.ZERO })).total).toBe('95.00');
  });
});

describe('FCL', () => {
  it('2 × 40HC + 1 × 20GP with BAF, CAF, THC both ends and DOC', () => {
    const price = {
      rates: { '22G1': e(1500), '42G1': e(2800), '45G1': e(2900) },
      perContainer: [
        { code: 'BAF' as const, rate: e(280) },
        { code: 'CAF' as const, rate: e(45) },
        { code: 'THO' as const, rate: e(110) },
        { code: 'THD' as const, rate: e(265) },
      ],
      perShipment: [{ code: 'DOC' as const, rate: e(50) }],
    };
    expect(summary(fclQuote(price, [{ type: '45G1', count: 2 }, { type: '22G1', count: 1 }]))).toEqual({
      lines: [
        'BAS 2 ctr x 2900.00 45G1 = 5800.00',
        'BAS 1 ctr x 1500.00 22G1 = 1500.00',
        'BAF 3 ctr x 280.00 = 840.00',
        'CAF 3 ctr x 45.00 = 135.00',
        'THO 3 ctr x 110.00 = 330.00',
        'THD 3 ctr x 265.00 = 795.00',
        'DOC 1 BL x 50.00 = 50.00',
      ],
      total: '9450.00',
    });
  });

  it('refuses a container type the price has no rate for', () => {
    expect(() => fclQuote({ rates: { '22G1': e(1500) }, perContainer: [], perShipment: [] }, [{ type: '45G1', count: 1 }])).toThrow(/45G1/);
  });
});

describe('truck FTL', () => {
  it('2 trucks × (680.00 + 90.00)', () => {
    expect(summary(ftlQuote({ rate: e(680), surcharge: e(90) }, 2))).toEqual({ lines: ['BAS 2 truck x 680.00 = 1360.00', 'SUR 2 truck x 90.00 = 180.00'], total: '1540.00' });
  });
});
