// The parts every booking document is made of, in the reader's language: the booking's key facts, its
// parties, its cargo lines with exact totals, its equipment or pieces. Field labels are the screens' own
// (the client's field catalogue); quantities and money are formatted as the screens format them.
import type { Language } from '../../shared/constants';
import { formatDate } from '../../shared/format/formatDate';
import { formatMoney, formatNumber, formatThousands } from '../../shared/format/numbers';
import { decimalToText } from '../../shared/format/decimal';
import { sumDecimals } from '../../shared/format/decimalSum';
import { fieldTitle } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';
import type { EntityRecord } from '../resources/types';
import type { BookingDocumentData } from './bookingDocumentData';
import type { Column, DocumentHead, DocumentPage } from './pdfLayout';

type Lines = EntityRecord[];

export const kg = (value: unknown) => (value === undefined || value === null || value === '' ? '' : formatNumber(value, { digits: 2, grouping: true }));
export const cbm = (value: unknown) => (value === undefined || value === null || value === '' ? '' : formatNumber(value, { digits: 3, grouping: true }));
const count = (value: unknown) => (value === undefined || value === null ? '' : formatThousands(value));
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** The exact sum of a column (decimal digits, never float arithmetic). */
const total = (lines: Lines, field: string) => decimalToText(sumDecimals(lines.map((l) => l[field])));

/** Labels of the document's words: a booking field's title, or a document text. */
export function labelsOf(language: Language) {
  return {
    field: (name: string) => fieldTitle(language, `field.booking.${name}`, name),
    option: (name: string, value: unknown) => fieldTitle(language, `field.booking.${name}Option.${String(value)}`, text(value)),
    doc: (key: string, values?: Record<string, string | number>) => translate(language, `document.${key}`, values),
  };
}

/** A place as its name and code ("Shanghai (CNSHA)"); the code alone when the master data lacks it. */
export function place({ names }: BookingDocumentData, code: unknown): string {
  if (typeof code !== 'string' || code === '') return '';
  const name = names.get(code);
  return name && name !== code ? `${name} (${code})` : code;
}

export function headOf(data: BookingDocumentData, language: Language, titleKey: string): DocumentHead {
  const { field, option, doc } = labelsOf(language);
  const b = data.booking;
  const number = text(b.bookingNo) || `#${text(b.id)}`;
  return { language, title: doc(`${titleKey}.title`), reference: number, subtitle: `${field('status')}: ${option('status', b.status)} · ${field('mode')}: ${option('mode', b.mode)}` };
}

/** The booking's key facts: number, status, mode, lane, dates, carrier, the quote. */
/** Places and carriers: named as on screen, "上海 (CNSHA)". */
const NAMED_CODES = new Set(['carrier', 'pol', 'pod', 'placeOfReceipt', 'placeOfDelivery']);

/** Label and value of each named booking field, in order: a document's key/value list, as a page lists a detail's fields. */
export function fieldRows(data: BookingDocumentData, language: Language, fields: readonly string[]): Array<[string, string]> {
  const { field } = labelsOf(language);
  const b = data.booking as Record<string, unknown>;
  return fields.map((name) => [field(name), NAMED_CODES.has(name) ? place(data, b[name]) : text(b[name])]);
}

export function factsOf(data: BookingDocumentData, language: Language): Array<[string, string]> {
  const { field, option } = labelsOf(language);
  const b = data.booking;
  const quoted = b.quotedTotal === undefined ? '' : `${formatMoney(b.quotedTotal)} ${text(b.quotedCurrency)}`.trim();
  const pairs: Array<[string, string]> = [
    [field('bookingNo'), text(b.bookingNo)],
    [field('shipperReference'), text(b.shipperReference)],
    [field('mode'), option('mode', b.mode)],
    [field('status'), option('status', b.status)],
    [field('pol'), place(data, b.pol)],
    [field('pod'), place(data, b.pod)],
    [field('etd'), text(b.etd)],
    [field('eta'), text(b.eta)],
    [field('carrier'), place(data, b.carrier)],
    [field('transportName'), text(b.transportName)],
    [field('incoterm'), text(b.incoterm)],
    [field('quotedTotal'), quoted],
  ];
  return pairs;
}

/** Shipper, consignee and notify party as the booking carries their texts (copied at submission). */
export function partiesOf(data: BookingDocumentData, language: Language): Array<[string, string]> {
  const { field } = labelsOf(language);
  const b = data.booking;
  return [
    [field('shipper'), text(b.shipperText ?? b.shipper)],
    [field('consignee'), text(b.consigneeText ?? b.consignee)],
    [field('notify'), text(b.notifyText ?? b.notify)],
    [field('importer'), text(b.importerText ?? b.importer)],
  ];
}

export function cargoTable(page: DocumentPage, data: BookingDocumentData, language: Language) {
  const { field, doc } = labelsOf(language);
  const lines = (data.booking.cargoLines as Lines | undefined) ?? [];
  const columns: Column[] = [
    { title: field('cargoDescription'), width: 34 },
    { title: field('hsCode'), width: 14 },
    { title: field('packageCount'), width: 12, align: 'right' },
    { title: field('packageCode'), width: 8 },
    { title: field('grossKg'), width: 16, align: 'right' },
    { title: field('cbm'), width: 14, align: 'right' },
  ];
  const rows = lines.map((l) => [text(l.description), text(l.hsCode), count(l.packageCount), text(l.packageCode), kg(l.grossKg), cbm(l.cbm)]);
  const totals = [doc('total'), '', count(total(lines, 'packageCount')), '', kg(total(lines, 'grossKg')), cbm(total(lines, 'cbm'))];
  page.table(field('cargoLines'), columns, rows, totals);
}

export function equipmentTable(page: DocumentPage, data: BookingDocumentData, language: Language) {
  const { field, doc } = labelsOf(language);
  const lines = (data.booking.equipment as Lines | undefined) ?? [];
  const columns: Column[] = [{ title: field('isoCode'), width: 40 }, { title: field('units'), width: 20, align: 'right' }, { title: field('shipperOwned'), width: 40 }];
  const rows = lines.map((l) => [text(l.isoCode), count(l.units), l.shipperOwned ? doc('yes') : doc('no')]);
  page.table(field('equipment'), columns, rows, [doc('total'), count(total(lines, 'units')), '']);
}

export function piecesTable(page: DocumentPage, data: BookingDocumentData, language: Language) {
  const { field, doc } = labelsOf(language);
  const lines = (data.booking.pieces as Lines | undefined) ?? [];
  const columns: Column[] = [
    { title: field('pieceCount'), width: 14, align: 'right' },
    { title: field('lengthCm'), width: 16, align: 'right' },
    { title: field('widthCm'), width: 16, align: 'right' },
    { title: field('heightCm'), width: 16, align: 'right' },
    { title: field('weightKg'), width: 18, align: 'right' },
  ];
  const rows = lines.map((l) => [count(l.count), kg(l.lengthCm), kg(l.widthCm), kg(l.heightCm), kg(l.weightKg)]);
  page.table(field('pieces'), columns, rows, [count(total(lines, 'count')), '', '', doc('total'), kg(total(lines, 'weightKg'))]);
  page.keyValues(null, [[field('chargeableKg'), kg(data.booking.chargeableKg)], [field('specialHandling'), text(data.booking.specialHandling)]]);
}

/** A truck booking's vehicle, loading metres and pickup window. */
export function truckFacts(data: BookingDocumentData, language: Language): Array<[string, string]> {
  const { field } = labelsOf(language);
  const b = data.booking;
  return [
    [field('truckLoad'), text(b.truckLoad)],
    [field('vehicleType'), text(b.vehicleType)],
    [field('trucks'), count(b.trucks)],
    [field('loadingMetres'), kg(b.loadingMetres)],
    [field('pickupFrom'), chinaTime(b.pickupFrom)],
    [field('pickupTo'), chinaTime(b.pickupTo)],
    [field('pickAddress'), text(b.pickAddressText ?? b.pickAddress)],
    [field('deliveryAddress'), text(b.deliveryAddressText ?? b.deliveryAddress)],
  ];
}

/** An instant as China time (the screens' time zone), to the minute. */
const chinaTime = (value: unknown) => (typeof value === 'string' && value !== '' ? formatDate(value, '{y}-{m}-{d} {h}:{i}') : '');

export { text };
