// `POST bill/exportXlsx` {"id"}: the bill as an xlsx document (lines, currency totals, payments).
// A read: the bill list's grant allows it; another company's bill is not found.
import { notFound } from '../../http/apiError';
import { readBill, readBillLines, readBillPayments } from './billData';
import { fileAnswer } from '../../http/fileAnswer';
import { XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { billWorkbook } from './billWorkbook';
import type { ResourceAction } from '../../resources/types';
import { exactObject, FILE_ANSWER } from '../../http/answerSchemas';

const INT4_MAX = 2_147_483_647;
const ID = { anyOf: [{ type: 'integer', minimum: 1, maximum: INT4_MAX }, { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }] };

export const exportBillAction: ResourceAction = {
  name: 'exportXlsx',
  answer: { schema: exactObject({ file: FILE_ANSWER }) },
  summary: 'The bill as an xlsx file: lines, totals in its currency, payments (data: {"id"}); answers { file: { fileName, mediaType, base64 } }',
  reads: true,
  payloadSchema: { type: 'object', properties: { id: ID }, required: ['id'], additionalProperties: false },
  async run({ db, scope, language }, payload) {
    const id = Number((payload as { id: number | string }).id);
    if (scope.customerId === null || !Number.isSafeInteger(id) || id > INT4_MAX) throw notFound();
    const bill = await readBill(db, scope.customerId, id);
    if (!bill) throw notFound();
    const lines = await readBillLines(db, bill);
    const payments = await readBillPayments(db, bill.id);
    return fileAnswer(`${bill.billNo}.xlsx`, XLSX_MEDIA_TYPE, await billWorkbook(bill, lines, payments, language));
  },
};
