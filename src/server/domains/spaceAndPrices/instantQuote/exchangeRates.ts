// An offer's total in the currency the customer chose (issue 48), at the forwarder's stated rate
// (exchangeRate, System Management → Exchange Rates) valid on the cargo's ready date: the latest rate of
// the pair from the price's currency into the chosen one whose validFrom is on or before it. Only a
// stated pair converts (no rate inverted or chained: the forwarder names what it stands by); an offer
// without one shows its own currency only. Exact decimals, rounded to the cent.
import { type RawBuilder, sql } from 'kysely';
import type { Language } from '../../../../shared/constants';
import { Exact } from '../../../../shared/freight/exactDecimal';
import { translate } from '../../../i18n/translate';

export interface Rate {
  rate: string;
  validFrom: string;
  source: string | null;
}

/** The subquery of the rates into `to` of each of `from` valid on `date`, as JSON (null when there is nothing to convert). */
export function ratesSql(from: readonly string[], to: string | undefined, date: string): RawBuilder<unknown> {
  if (!to || from.length === 0) return sql`NULL::json`;
  return sql`(SELECT json_agg(json_build_object('from', r.from_currency, 'rate', r.rate::text, 'validFrom', r.valid_from::text, 'source', r.source)) FROM (
    SELECT DISTINCT ON (from_currency) from_currency, rate, valid_from, source FROM exchange_rates
    WHERE from_currency IN (${sql.join([...from])}) AND to_currency = ${to} AND valid_from <= ${date}::date
    ORDER BY from_currency, valid_from DESC, id DESC) r)`;
}

export function ratesFrom(rows: Array<{ from: string; rate: string; validFrom: string; source: string | null }>): Map<string, Rate> {
  return new Map(rows.map((r) => [r.from, { rate: r.rate, validFrom: r.validFrom, source: r.source }]));
}

export interface ChosenCurrency {
  chosenCurrency: string | null;
  chosenTotal: string | null;
  /** The rate used, in words ("1 EUR = 7.67 CNY, 2026-12-01, Bank of China"), or why there is none. */
  rateNote: string | null;
}

/** `total` (in `currency`) in `chosen`: the same amount when they are one, at the stated rate, or none without one. */
export function inChosenCurrency(total: string, currency: string | null, chosen: string | undefined, rates: ReadonlyMap<string, Rate>, language: Language): ChosenCurrency {
  if (!chosen) return { chosenCurrency: null, chosenTotal: null, rateNote: null };
  if (currency === chosen) return { chosenCurrency: chosen, chosenTotal: Exact.of(total)!.toFixed(2), rateNote: null };
  const rate = currency ? rates.get(currency) : undefined;
  if (!currency || !rate) return { chosenCurrency: chosen, chosenTotal: null, rateNote: translate(language, 'quoteSearch.noRate', { from: currency ?? '?', to: chosen }) };
  const converted = Exact.of(total)!.times(Exact.of(rate.rate)!).round(2).toFixed(2);
  const source = rate.source ? ` · ${rate.source}` : '';
  return { chosenCurrency: chosen, chosenTotal: converted, rateNote: translate(language, 'quoteSearch.rate', { from: currency, to: chosen, rate: Exact.of(rate.rate)!.toFixed(), date: rate.validFrom, source }) };
}
