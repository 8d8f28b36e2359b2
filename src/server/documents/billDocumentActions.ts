// `POST bill/exportPdf` {"id"} and `POST bill/statementPdf` {"from","to"}: the bill and a period's
// statement as PDF files in the caller's language, beside their xlsx twins (billing/exportBill.ts,
// billStatement.ts) and read the same way: the company's own bills only, another's not found.
import { exactObject, FILE_ANSWER } from '../http/answerSchemas';
import { invalidInput, notFound } from '../http/apiError';
import { fileAnswer } from '../http/fileAnswer';
import { translate } from '../i18n/translate';
import type { ResourceAction } from '../resources/types';
import { readBill, readBillLines, readBillPayments, readPeriodBills, readPeriodTotals } from '../domains/billing/billData';
import { billPdf } from './billPdf';
import { PDF_MEDIA_TYPE } from './bookingDocumentActions';
import { statementPdf } from './statementPdf';

const INT4_MAX = 2_147_483_647;
const ID = { anyOf: [{ type: 'integer', minimum: 1, maximum: INT4_MAX }, { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }] };
const DATE = { type: 'string', format: 'date', title: 'field.bill.periodFrom' };

export const billPdfAction: ResourceAction = {
  name: 'exportPdf',
  answer: { schema: exactObject({ file: FILE_ANSWER }) },
  summary: 'The bill as a PDF in the caller\'s language: lines, totals in its currency, due date, payments (data: {"id"}); answers { file: { fileName, mediaType, base64 } }',
  reads: true,
  payloadSchema: { type: 'object', properties: { id: ID }, required: ['id'], additionalProperties: false },
  async run({ db, scope, language }, payload) {
    const id = Number((payload as { id: number | string }).id);
    if (scope.customerId === null || !Number.isSafeInteger(id) || id > INT4_MAX) throw notFound();
    const bill = await readBill(db, scope.customerId, id);
    if (!bill) throw notFound();
    const [lines, payments] = [await readBillLines(db, bill), await readBillPayments(db, bill.id)];
    return fileAnswer(`${bill.billNo}.pdf`, PDF_MEDIA_TYPE, await billPdf(bill, lines, payments, language));
  },
};

export const statementPdfAction: ResourceAction = {
  name: 'statementPdf',
  answer: { schema: exactObject({ file: FILE_ANSWER }) },
  summary: 'Statement of the bills issued from `from` to `to` (dates) as a PDF with currency totals; answers { file: { fileName, mediaType, base64 } }',
  reads: true,
  payloadSchema: { type: 'object', properties: { from: DATE, to: { ...DATE, title: 'field.bill.periodTo' } }, required: ['from', 'to'], additionalProperties: false },
  async run({ db, scope, language }, payload) {
    const { from, to } = payload as { from: string; to: string };
    if (to < from) throw invalidInput([{ field: '/to', message: translate(language, 'billing.periodReversed') }]);
    // A statement is one company's: administrators (who read every company's bills) have none.
    if (scope.customerId === null) throw notFound();
    const bills = await readPeriodBills(db, scope.customerId, from, to);
    const totals = await readPeriodTotals(db, scope.customerId, from, to);
    return fileAnswer(`statement-${from}-${to}.pdf`, PDF_MEDIA_TYPE, await statementPdf({ from, to }, bills, totals, language));
  },
};
