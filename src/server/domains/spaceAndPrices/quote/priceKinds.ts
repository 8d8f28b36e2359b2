// How each price resource is quoted: which cargo it needs and which rule reads which of its columns.
// A row arrives with every number as decimal text (priceRows.ts), so nothing passes through a float.
import type { CargoMeasures } from '../../../../shared/freight/cargoMeasures';
import { measuresOf } from '../../../../shared/freight/cargoMeasures';
import { airQuote } from './airQuote';
import type { Quote } from './chargeLines';
import { Exact } from '../../../../shared/freight/exactDecimal';
import { fclQuote, type FclPrice, missingRates } from './fclQuote';
import { ftlQuote } from './ftlQuote';
import { ltlQuote } from './ltlQuote';
import type { Cargo } from './quoteCargo';
import { revenueTonQuote } from './revenueTonQuote';

export type PriceRow = Record<string, string | null>;
/** What a kind needs of the cargo: containers, pieces (or, for LTL, loading metres), or trucks. */
export type CargoNeed = 'containers' | 'pieces' | 'piecesOrLdm' | 'trucks';

export interface PriceKind {
  needs: CargoNeed;
  /** Why this row cannot quote this cargo (e.g. no 40HC rate), or null. */
  unquotable(row: PriceRow, cargo: Cargo): string[] | null;
  quote(row: PriceRow, cargo: Cargo): Quote;
}

const x = (row: PriceRow, field: string): Exact | null => (row[field] === null || row[field] === undefined ? null : Exact.of(row[field]));
// A booking's cargo lines give their totals directly; a quote request's pieces are measured.
const measures = (cargo: Cargo): CargoMeasures => cargo.measures ?? measuresOf(cargo.pieces);

function fclKind(price: (row: PriceRow) => FclPrice): PriceKind {
  return {
    needs: 'containers',
    unquotable: (row, cargo) => {
      const missing = missingRates(price(row), cargo.containers);
      return missing.length ? missing : null;
    },
    quote: (row, cargo) => fclQuote(price(row), cargo.containers),
  };
}

const rates = (row: PriceRow) => ({ '22G1': x(row, 'rate22G1'), '42G1': x(row, 'rate42G1'), '45G1': x(row, 'rate45G1') });

export const PRICE_KINDS: Record<string, PriceKind> = {
  seaFclPrice: fclKind((row) => ({
    rates: rates(row),
    perContainer: [
      { code: 'BAF', rate: x(row, 'baf') },
      { code: 'CAF', rate: x(row, 'caf') },
      { code: 'THO', rate: x(row, 'thcOrigin') },
      { code: 'THD', rate: x(row, 'thcDestination') },
    ],
    perShipment: [{ code: 'DOC', rate: x(row, 'doc') }],
  })),
  railFclPrice: fclKind((row) => ({ rates: rates(row), perContainer: [{ code: 'SUR', rate: x(row, 'surcharge') }], perShipment: [] })),
  seaLclPrice: {
    needs: 'pieces',
    unquotable: () => null,
    quote: (row, cargo) =>
      revenueTonQuote({ ratePerRt: x(row, 'ratePerRt')!, minimum: x(row, 'minimum'), perRt: [{ code: 'CFS', rate: x(row, 'cfsPerRt') }], perShipment: [{ code: 'DOC', rate: x(row, 'doc') }] }, measures(cargo)),
  },
  railLclPrice: {
    needs: 'pieces',
    unquotable: () => null,
    quote: (row, cargo) => revenueTonQuote({ ratePerRt: x(row, 'ratePerRt')!, minimum: x(row, 'minimum'), perRt: [], perShipment: [] }, measures(cargo)),
  },
  truckFtlPrice: {
    needs: 'trucks',
    unquotable: () => null,
    quote: (row, cargo) => ftlQuote({ rate: x(row, 'rate')!, surcharge: x(row, 'surcharge') }, cargo.trucks),
  },
  truckLtlPrice: {
    needs: 'piecesOrLdm',
    unquotable: () => null,
    quote: (row, cargo) => {
      const m = measures(cargo);
      return ltlQuote({ ratePerKg: x(row, 'ratePerKg')!, minimum: x(row, 'minimum') }, { grossKg: m.grossKg, cbm: m.cbm, loadingMetres: cargo.loadingMetres });
    },
  },
  airPrice: {
    needs: 'pieces',
    unquotable: () => null,
    quote: (row, cargo) =>
      airQuote(
        {
          minimum: x(row, 'minimum')!,
          breaks: { N: x(row, 'rateN'), '+45': x(row, 'rate45'), '+100': x(row, 'rate100'), '+300': x(row, 'rate300'), '+500': x(row, 'rate500'), '+1000': x(row, 'rate1000') },
          fuelPerKg: x(row, 'fuelPerKg'),
          securityPerKg: x(row, 'securityPerKg'),
        },
        measures(cargo),
      ),
  },
};
