// The instant quote's CO₂e (issue 48) by the GLEC Framework / ISO 14083 default method, one hand-computed
// case per mode: kg CO₂e = tonnes × distance km × g CO₂e per t·km / 1000, the air distance being the
// great-circle distance + 95 km, with the intensities of instantQuote/emissions.ts (working values, see there).
import { describe, expect, it } from 'vitest';
import { AIR_DISTANCE_ADDED_KM, cargoTonnes, co2eOf, EMISSION_INTENSITY } from '../../../src/server/domains/spaceAndPrices/instantQuote/emissions';
import { Exact } from '../../../src/shared/freight/exactDecimal';

const e = (v: string | number) => Exact.of(v)!;

describe('CO₂e per mode', () => {
  it('uses the intensities the comment states (g CO₂e per t·km, well-to-wheel) and GLEC\'s 95 km for air', () => {
    expect(Object.fromEntries(Object.entries(EMISSION_INTENSITY).map(([m, i]) => [m, i.gPerTkm.toFixed()]))).toEqual({ SEA: '10', RAIL: '20', AIR: '600', TRUCK: '80' });
    expect(AIR_DISTANCE_ADDED_KM.toFixed()).toBe('95');
  });

  it("sea: 2 × 40' HC without a weight, Shanghai → Hamburg 19,450 km", () => {
    // 2 × 2 TEU × 10 t = 40 t; 40 × 19,450 = 778,000 t·km; × 10 g = 7,780,000 g = 7,780.0 kg.
    const tonnes = cargoTonnes(Exact.ZERO, [{ type: '45G1', count: 2 }]);
    expect(tonnes.toFixed()).toBe('40');
    const r = co2eOf('SEA', tonnes, e(19450));
    expect({ tkm: r.tonneKm.toFixed(), km: r.distanceKm.toFixed(), kg: r.kg.toFixed(1) }).toEqual({ tkm: '778000', km: '19450', kg: '7780.0' });
  });

  it('rail: 12.5 t on the Shanghai → Hamburg train, 11,000 km', () => {
    // 12.5 × 11,000 = 137,500 t·km; × 20 g = 2,750,000 g = 2,750.0 kg.
    const r = co2eOf('RAIL', cargoTonnes(e(12500), [{ type: '45G1', count: 1 }]), e(11000));
    expect({ tkm: r.tonneKm.toFixed(), kg: r.kg.toFixed(1) }).toEqual({ tkm: '137500', kg: '2750.0' });
  });

  it('air: 480 kg Shanghai Pudong → Frankfurt, great circle 8,858 km + 95 km', () => {
    // 0.48 t × 8,953 km = 4,297.44 t·km; × 600 g = 2,578,464 g = 2,578.464 kg → 2,578.5 kg.
    const r = co2eOf('AIR', cargoTonnes(e(480), []), e(8858));
    expect({ tkm: r.tonneKm.toFixed(), km: r.distanceKm.toFixed(), kg: r.kg.toFixed(1) }).toEqual({ tkm: '4297.44', km: '8953', kg: '2578.5' });
  });

  it('truck: 5,250 kg Hamburg → Munich, 780 km', () => {
    // 5.25 × 780 = 4,095 t·km; × 80 g = 327,600 g = 327.6 kg.
    const r = co2eOf('TRUCK', cargoTonnes(e(5250), []), e(780));
    expect({ tkm: r.tonneKm.toFixed(), kg: r.kg.toFixed(1) }).toEqual({ tkm: '4095', kg: '327.6' });
  });

  it('a 20-foot box counts one TEU when no weight is given', () => {
    expect(cargoTonnes(Exact.ZERO, [{ type: '22G1', count: 3 }, { type: '42G1', count: 1 }]).toFixed()).toBe('50');
  });
});
