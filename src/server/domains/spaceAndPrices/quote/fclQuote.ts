// FCL (sea and rail): the rate of each container type × its count, plus each per-container
// surcharge × the number of containers, plus per-B/L charges once.
import { type ChargeCode, type ChargeLine, line, type Quote, quoteOf } from './chargeLines';
import { Exact } from '../../../../shared/freight/exactDecimal';

export const CONTAINER_TYPES = ['22G1', '42G1', '45G1'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export interface ContainerLine {
  type: ContainerType;
  count: number;
}

export interface FclPrice {
  /** Freight per container type; a type without a rate cannot be quoted. */
  rates: Partial<Record<ContainerType, Exact | null>>;
  perContainer: Array<{ code: ChargeCode; rate: Exact | null }>;
  perShipment: Array<{ code: ChargeCode; rate: Exact | null }>;
}

/** The container types of `containers` the price has no rate for (quote only when empty). */
export function missingRates(price: FclPrice, containers: ContainerLine[]): ContainerType[] {
  return containers.filter((c) => !price.rates[c.type]?.isPositive()).map((c) => c.type);
}

export function fclQuote(price: FclPrice, containers: ContainerLine[]): Quote {
  const missing = missingRates(price, containers);
  if (missing.length) throw new Error(`no FCL rate for ${missing.join(', ')}`);
  const lines: ChargeLine[] = containers.map((c) => line('BAS', Exact.int(c.count), 'ctr', price.rates[c.type]!, c.type));
  const count = Exact.int(containers.reduce((n, c) => n + c.count, 0));
  for (const s of price.perContainer) if (s.rate) lines.push(line(s.code, count, 'ctr', s.rate));
  for (const s of price.perShipment) if (s.rate) lines.push(line(s.code, Exact.int(1), 'BL', s.rate));
  return quoteOf(lines);
}
