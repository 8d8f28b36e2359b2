// CO₂e of an offer by the GLEC Framework's default method (GLEC Framework v3, ISO 14083:2023): the cargo's
// tonne-kilometres on the lane times the mode's default well-to-wheel emission intensity,
//   CO₂e (kg) = tonnes × distance (km) × intensity (g CO₂e per tonne-km) / 1000,
// with the air distance the great-circle distance plus 95 km, as GLEC says for air (lane_distances keeps
// the great-circle figure; airDistanceKm adds the 95 km). Exact decimals throughout, 1 decimal of a kg.
//
// THE INTENSITIES BELOW ARE WORKING VALUES, NOT CITED FROM THE GLEC TABLES. The GLEC default intensity
// tables (GLEC Framework v3.0/v3.1, "Default fuel efficiency and GHG emission intensity values": sea
// container trade-lane values per TEU-km, rail, road and air tables) could not be read while this was
// written; the only GLEC default found (via climatiq.io's copy of GLEC v3.1 Table 13) was "Panama Trade -
// Container ship (dry) 0.0804 kg CO₂e/TEU-km", which is not one of these lanes. So each figure here is a
// round value of the order of magnitude the published defaults have for the mode, chosen by us, and
// marked `cited: false`: replace it with the GLEC table value (and set `cited` with the table and row)
// before CO₂e is shown to customers as a GLEC figure.
import { Exact } from '../../../../shared/freight/exactDecimal';

export type TransportMode = 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';

export interface Intensity {
  /** Well-to-wheel grams of CO₂e per tonne-kilometre. */
  gPerTkm: Exact;
  /** What the value stands for. */
  basis: string;
  /** The GLEC table and row it is taken from; false while it is a working value (see above). */
  cited: false | string;
}

export const EMISSION_INTENSITY: Record<TransportMode, Intensity> = {
  SEA: { gPerTkm: Exact.int(10), basis: 'deep-sea container ship, average (working value)', cited: false },
  RAIL: { gPerTkm: Exact.int(20), basis: 'long-distance container block train, mixed traction (working value)', cited: false },
  AIR: { gPerTkm: Exact.int(600), basis: 'long-haul air freight, belly and freighter average (working value)', cited: false },
  TRUCK: { gPerTkm: Exact.int(80), basis: 'articulated truck up to 40 t, average load, diesel (working value)', cited: false },
};

/** GLEC: the air distance is the great-circle distance plus 95 km (take-off, landing and routing). */
export const AIR_DISTANCE_ADDED_KM = Exact.int(95);

/**
 * Tonnes per TEU when containers are quoted without a cargo weight: an assumption of ours (a loaded
 * container's average cargo), to be checked against GLEC's own TEU-to-tonne conversion. A 20' box is
 * 1 TEU, a 40' (42G1, 45G1) 2 TEU.
 */
export const TONNES_PER_TEU = Exact.int(10);
const TEU: Record<string, number> = { '22G1': 1, '42G1': 2, '45G1': 2 };

/** The distance an offer's CO₂e uses: the lane's own, plus 95 km for air. */
export function transportDistanceKm(mode: TransportMode, laneKm: Exact): Exact {
  return mode === 'AIR' ? laneKm.plus(AIR_DISTANCE_ADDED_KM) : laneKm;
}

/** The cargo's tonnes: its gross weight when known, else 10 t per TEU of its containers. */
export function cargoTonnes(grossKg: Exact, containers: Array<{ type: string; count: number }>): Exact {
  if (grossKg.isPositive()) return grossKg.dividedBy(1000);
  return containers.reduce((t, c) => t.plus(TONNES_PER_TEU.times(Exact.int((TEU[c.type] ?? 2) * c.count))), Exact.ZERO);
}

/** kg CO₂e (1 decimal) of `tonnes` carried `laneKm` by `mode`; the tonne-km beside it. */
export function co2eOf(mode: TransportMode, tonnes: Exact, laneKm: Exact): { kg: Exact; tonneKm: Exact; distanceKm: Exact; intensity: Intensity } {
  const distanceKm = transportDistanceKm(mode, laneKm);
  const tonneKm = tonnes.times(distanceKm);
  const intensity = EMISSION_INTENSITY[mode];
  return { kg: tonneKm.times(intensity.gPerTkm).dividedBy(1000).round(1), tonneKm, distanceKm, intensity };
}
