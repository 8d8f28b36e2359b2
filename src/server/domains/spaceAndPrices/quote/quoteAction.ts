// `POST <price resource>/quote`: the all-in price of the caller's cargo on the server, per price row —
// the rows asked for by id, or every row of a lane valid on the shipping date — with each charge
// line, its basis and the total in the row's currency. A reading action: it changes nothing, so the
// price list's read grant allows it. Any bad line refuses the whole request, naming the line.
import { sql } from 'kysely';
import type { Language } from '../../../../shared/constants';
import { formatMoney, formatThousands } from '../../../../shared/format/numbers';
import { todayInChina } from '../../../../shared/format/zonedTime';
import type { FieldError } from '../../../../shared/wire/envelope';
import { invalidInput } from '../../../http/apiError';
import { translate } from '../../../i18n/translate';
import { displayNamesOf } from '../../../resources/referenceNames';
import { EQUIPMENT_TYPE_RESOURCE } from '../referenceResources';
import type { ChargeLine, Quote } from './chargeLines';
import { measuresOf, revenueTons } from '../../../../shared/freight/cargoMeasures';
import { chargeableKg } from '../../../../shared/freight/chargeableWeight';
import { laneCondition, selectPriceRows } from './priceRows';
import { PRICE_KINDS, type PriceRow } from './priceKinds';
import { CARGO_PROPERTIES, type CargoPayload, readCargo } from './quoteCargo';
import type { ResourceAction } from '../../../resources/types';
import { arrayOf, exactObject, INTEGER, orNull, TEXT } from '../../../http/answerSchemas';
import { ROW_ID } from '../../../resources/columnBounds';

const LOCODE = { type: 'string', maxLength: 5 };
const PAYLOAD_SCHEMA = {
  type: 'object',
  properties: {
    date: { type: 'string', maxLength: 10 },
    // One row, as a row action's payload carries it (`"id": "$row.id"`); its date error names `/date`.
    id: ROW_ID,
    ids: { type: 'array', maxItems: 50, items: ROW_ID },
    pol: LOCODE,
    pod: LOCODE,
    carrier: { type: 'string', maxLength: 10 },
    ...CARGO_PROPERTIES,
  },
  additionalProperties: false,
};

interface Payload extends CargoPayload {
  date?: string;
  id?: number;
  ids?: number[];
  pol?: string;
  pod?: string;
  carrier?: string;
}

/** Rows a lane quote compares at most (the cheapest first). */
const LANE_ROWS = 200;
const LANE_ANSWER = 50;

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const MEASURE_NOTES = new Set(['minimum', 'byWeight', 'byVolume', 'byLoadingMetres']);

/**
 * A note in words: each means one thing (the minimum charge, the measure that set the quantity, an air rate
 * class, a container type by the name the grids give it: "45G1 · 40HC").
 */
function noteText(note: string, language: Language, equipment: ReadonlyMap<string, string>): string {
  if (MEASURE_NOTES.has(note)) return translate(language, `quote.note.${note}`);
  if (note === 'N' || note.startsWith('+')) return translate(language, 'quote.note.rateClass', { rateClass: note === 'N' ? 'N' : `${note} kg` });
  const name = equipment.get(note);
  return name && name !== note ? `${note} · ${name}` : note;
}

function lineOut(l: ChargeLine, language: Language, equipment: ReadonlyMap<string, string>) {
  return {
    code: l.code,
    name: translate(language, `charge.${l.code}`),
    quantity: l.quantity.toFixed(),
    unit: l.unit,
    rate: l.rate.toFixed(2),
    amount: l.amount.toFixed(2),
    // Read by people: thousands separated, as the grids show amounts.
    basis: `${formatThousands(l.quantity.toFixed())} ${translate(language, `quote.unit.${l.unit}`)} × ${formatMoney(l.rate.toFixed(2))}${l.note ? ` (${noteText(l.note, language, equipment)})` : ''}`,
    ...(l.note ? { note: l.note } : {}),
  };
}

/**
 * One quoted row of the answer: the price row, each charge line with its basis in the user's language, the total.
 * `equipment`: the names of the container types the lines are for (equipment type code → name in the language).
 */
export function quotedRow(row: PriceRow & { id: number }, quote: Quote, language: Language, equipment: ReadonlyMap<string, string> = new Map()) {
  return {
    id: row.id,
    priceNo: row.priceNo,
    carrier: row.carrier,
    pol: row.pol,
    pod: row.pod,
    validFrom: row.validFrom,
    validTo: row.validTo,
    transitDays: row.transitDays === null ? null : Number(row.transitDays),
    currency: row.currency,
    lines: quote.lines.map((l) => lineOut(l, language, equipment)),
    total: quote.total.toFixed(2),
    // The result block's total under the amount column, as the server rounded it.
    totals: { amount: quote.total.toFixed(2) },
  };
}

const DECIMAL_TEXT = { type: 'string', description: 'exact decimal' };
/** The answer: the date and cargo quoted, and each quoted price row (quotedRow) cheapest first. */
const QUOTE_ANSWER = exactObject({
  date: TEXT,
  cargo: exactObject({
    containers: arrayOf(exactObject({ type: TEXT, count: INTEGER })),
    pieces: INTEGER,
    grossKg: DECIMAL_TEXT,
    cbm: DECIMAL_TEXT,
    volumeKg: DECIMAL_TEXT,
    chargeableKg: DECIMAL_TEXT,
    revenueTons: DECIMAL_TEXT,
    loadingMetres: DECIMAL_TEXT,
    trucks: { type: 'number' },
  }),
  rows: arrayOf(
    exactObject({
      id: INTEGER,
      priceNo: orNull(TEXT),
      carrier: orNull(TEXT),
      pol: orNull(TEXT),
      pod: orNull(TEXT),
      validFrom: orNull(TEXT),
      validTo: orNull(TEXT),
      transitDays: orNull({ type: 'number' }),
      currency: orNull(TEXT),
      lines: arrayOf(exactObject({ code: TEXT, name: TEXT, quantity: DECIMAL_TEXT, unit: TEXT, rate: DECIMAL_TEXT, amount: DECIMAL_TEXT, basis: TEXT, note: TEXT }, ['code', 'name', 'quantity', 'unit', 'rate', 'amount', 'basis'])),
      total: DECIMAL_TEXT,
      totals: exactObject({ amount: DECIMAL_TEXT }),
    }),
  ),
});

export const quoteAction: ResourceAction = {
  name: 'quote',
  answer: { schema: QUOTE_ANSWER },
  summary: 'All-in quote of a cargo per price row (data: {"ids"} or {"pol","pod","carrier"?}, "date"?, and "containers", "pieces", "loadingMetres" or "trucks")',
  reads: true,
  // Two lookups (the lane's places, the rows) and arithmetic: no transaction to hold PGlite's connection.
  withoutTransaction: true,
  payloadSchema: PAYLOAD_SCHEMA,
  async run({ db, def, language }, raw) {
    const given = raw as Payload;
    const single = given.id !== undefined && given.ids === undefined;
    const payload: Payload = single ? { ...given, ids: [given.id!] } : given;
    // A single row's refusal belongs under the form's fields: its date, else the row itself.
    const rowField = (i: number, what: 'date' | 'row') => (single ? (what === 'date' ? '/date' : '/id') : `/ids/${i}`);
    const kind = PRICE_KINDS[def.name];
    if (!kind) throw new Error(`resource ${def.name} has no quote rule`);
    const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values);
    const errors: FieldError[] = [];
    const date = payload.date ?? todayInChina();
    if (!isCalendarDate(date)) errors.push({ field: '/date', message: t('quote.badDate', { value: date }) });
    const cargo = readCargo(payload, language, errors);
    const need = kind.needs;
    if (need === 'containers' && cargo.containers.length === 0) errors.push({ field: '/containers', message: t('quote.needContainers') });
    if (need === 'pieces' && cargo.pieces.length === 0) errors.push({ field: '/pieces', message: t('quote.needPieces') });
    if (need === 'piecesOrLdm' && cargo.pieces.length === 0 && !cargo.loadingMetres.isPositive()) errors.push({ field: '/pieces', message: t('quote.needPiecesOrLdm') });
    const byIds = payload.ids !== undefined && payload.ids.length > 0;
    if (!byIds) {
      if (!payload.pol) errors.push({ field: '/pol', message: t('quote.needLane') });
      if (!payload.pod) errors.push({ field: '/pod', message: t('quote.needLane') });
      // The lane's places must be known locations: a typo would otherwise quietly find nothing.
      const codes = [payload.pol, payload.pod].filter((c): c is string => !!c);
      if (codes.length) {
        const { rows } = await sql<{ code: string }>`SELECT ${sql.ref('un_locode')} AS ${sql.ref('code')} FROM ${sql.table('locations')} WHERE ${sql.ref('un_locode')} IN (${sql.join(codes)})`.execute(db);
        const known = new Set(rows.map((r) => r.code));
        for (const field of ['pol', 'pod'] as const) {
          const code = payload[field];
          if (code && !known.has(code)) errors.push({ field: `/${field}`, message: t('quote.unknownLocation', { value: code }) });
        }
      }
    }
    if (errors.length) throw invalidInput(errors, 'quote.refused');

    let rows: Array<PriceRow & { id: number }>;
    if (byIds) {
      const ids = [...new Set(payload.ids)];
      rows = await selectPriceRows(db, def, sql`${sql.ref('id')} IN (${sql.join(ids)})`, ids.length);
      payload.ids!.forEach((id, i) => {
        const row = rows.find((r) => r.id === id);
        if (!row) return errors.push({ field: rowField(i, 'row'), message: t('quote.noPrice', { line: i + 1, id }) });
        if (row.validFrom! > date || row.validTo! < date) errors.push({ field: rowField(i, 'date'), message: t('quote.notValid', { line: i + 1, priceNo: row.priceNo ?? '', from: row.validFrom ?? '', to: row.validTo ?? '', date }) });
        const missing = kind.unquotable(row, cargo);
        if (missing) errors.push({ field: rowField(i, 'row'), message: t('quote.noRate', { line: i + 1, priceNo: row.priceNo ?? '', types: missing.join(', ') }) });
      });
      if (errors.length) throw invalidInput(errors, 'quote.refused');
    } else {
      rows = (await selectPriceRows(db, def, laneCondition({ pol: payload.pol!, pod: payload.pod!, carrier: payload.carrier }, date), LANE_ROWS)).filter((r) => !kind.unquotable(r, cargo));
    }

    const quoted = rows.map((row) => ({ row, quote: kind.quote(row, cargo) as Quote }));
    if (!byIds) quoted.sort((a, b) => a.quote.total.cmp(b.quote.total) || a.row.id - b.row.id);
    const m = measuresOf(cargo.pieces);
    const equipment = await displayNamesOf(db, EQUIPMENT_TYPE_RESOURCE, cargo.containers.map((c) => c.type), language);
    return {
      date,
      cargo: {
        containers: cargo.containers,
        // The number of pieces (what a booking carries), not of cargo lines.
        pieces: cargo.pieces.reduce((n, p) => n + p.count, 0),
        grossKg: m.grossKg.toFixed(),
        cbm: m.cbm.toFixed(),
        volumeKg: m.volumeKg.toFixed(),
        chargeableKg: chargeableKg(m).toFixed(),
        revenueTons: revenueTons(m).toFixed(),
        loadingMetres: cargo.loadingMetres.toFixed(),
        trucks: cargo.trucks,
      },
      rows: quoted.slice(0, byIds ? undefined : LANE_ANSWER).map(({ row, quote }) => quotedRow(row, quote, language, equipment)),
    };
  },
};
