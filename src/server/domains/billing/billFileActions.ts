// The bill and a period's statement as files, one action per format (xlsx, pdf): read the same way
// (the company's own bills only, another's not found; a period ending before it starts refused), in the
// caller's language; only the maker of the document differs by format.
import type { Language } from '../../../shared/constants';
import { exactObject, FILE_ANSWER } from '../../http/answerSchemas';
import { invalidInput, notFound } from '../../http/apiError';
import { fileAnswer } from '../../http/fileAnswer';
import { translate } from '../../i18n/translate';
import type { ResourceAction } from '../../resources/types';
import { type BillHead, type BillLine, type BillPaymentRow, type CurrencyTotal, readBill, readBillLines, readBillPayments, readPeriodBills, readPeriodTotals } from './billData';
import { payloadRowId, ROW_ID_OR_TEXT } from '../../resources/columnBounds';

export interface BillFileFormat {
  extension: 'xlsx' | 'pdf';
  mediaType: string;
  /** How the summaries name the file, e.g. "an xlsx file". */
  named: string;
  bill(bill: BillHead, lines: BillLine[], payments: BillPaymentRow[], language: Language): Promise<Buffer>;
  statement(period: { from: string; to: string }, bills: BillHead[], totals: CurrencyTotal[], language: Language): Promise<Buffer>;
}

const ID = ROW_ID_OR_TEXT;
const DATE = { type: 'string', format: 'date', title: 'field.bill.periodFrom' };
const FILE = { schema: exactObject({ file: FILE_ANSWER }) };

/** `POST bill/<name>` {"id"}: one bill (lines, totals in its currency, payments) as a file. */
export function billFileAction(name: string, format: BillFileFormat): ResourceAction {
  return {
    name,
    answer: FILE,
    summary: `The bill as ${format.named}: lines, totals in its currency, due date, payments (data: {"id"}); answers { file: { fileName, mediaType, base64 } }`,
    reads: true,
    payloadSchema: { type: 'object', properties: { id: ID }, required: ['id'], additionalProperties: false },
    async run({ db, scope, language }, payload) {
      const id = payloadRowId((payload as { id: unknown }).id);
      if (scope.customerId === null || id === null) throw notFound();
      const bill = await readBill(db, scope.customerId, id);
      if (!bill) throw notFound();
      const [lines, payments] = [await readBillLines(db, bill), await readBillPayments(db, bill.id)];
      return fileAnswer(`${bill.billNo}.${format.extension}`, format.mediaType, await format.bill(bill, lines, payments, language));
    },
  };
}

/** `POST bill/<name>` {"from","to"}: the bills issued in a period, with total, paid and balance per currency, as a file. */
export function statementFileAction(name: string, format: BillFileFormat): ResourceAction {
  return {
    name,
    answer: FILE,
    summary: `Statement of the bills issued from \`from\` to \`to\` (dates) as ${format.named} with currency totals; answers { file: { fileName, mediaType, base64 } }`,
    reads: true,
    payloadSchema: { type: 'object', properties: { from: DATE, to: { ...DATE, title: 'field.bill.periodTo' } }, required: ['from', 'to'], additionalProperties: false },
    async run({ db, scope, language }, payload) {
      const { from, to } = payload as { from: string; to: string };
      if (to < from) throw invalidInput([{ field: '/to', message: translate(language, 'billing.periodReversed') }]);
      // A statement is one company's: administrators (who read every company's bills) have none.
      if (scope.customerId === null) throw notFound();
      const bills = await readPeriodBills(db, scope.customerId, from, to);
      const totals = await readPeriodTotals(db, scope.customerId, from, to);
      return fileAnswer(`statement-${from}-${to}.${format.extension}`, format.mediaType, await format.statement({ from, to }, bills, totals, language));
    },
  };
}
