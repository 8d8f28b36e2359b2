// Truck FTL: the vehicle's rate and surcharges per truck × the number of trucks.
import { line, type Quote, quoteOf } from './chargeLines';
import { Exact } from '../../../../shared/freight/exactDecimal';

export interface FtlPrice {
  rate: Exact;
  surcharge: Exact | null;
}

export function ftlQuote(price: FtlPrice, trucks: number): Quote {
  const count = Exact.int(trucks);
  return quoteOf([line('BAS', count, 'truck', price.rate), ...(price.surcharge ? [line('SUR', count, 'truck', price.surcharge)] : [])]);
}
