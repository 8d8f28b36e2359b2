// `POST bill/statement` {"from","to"}: the company's bills issued in a period as one xlsx statement,
// with total, paid and balance per currency. A read; a period ending before it starts is refused.
import { invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { readPeriodBills, readPeriodTotals } from './billData';
import { fileAnswer } from '../../http/fileAnswer';
import { XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { statementWorkbook } from './billWorkbook';
import type { ResourceAction } from '../../resources/types';
import { exactObject, FILE_ANSWER } from '../../http/answerSchemas';

const DATE = { type: 'string', format: 'date', title: 'field.bill.periodFrom' };

export const billStatementAction: ResourceAction = {
  name: 'statement',
  answer: { schema: exactObject({ file: FILE_ANSWER }) },
  summary: 'Statement of the bills issued from `from` to `to` (dates) as an xlsx file with currency totals; answers { file: { fileName, mediaType, base64 } }',
  reads: true,
  payloadSchema: { type: 'object', properties: { from: DATE, to: { ...DATE, title: 'field.bill.periodTo' } }, required: ['from', 'to'], additionalProperties: false },
  async run({ db, scope, language }, payload) {
    const { from, to } = payload as { from: string; to: string };
    if (to < from) throw invalidInput([{ field: '/to', message: translate(language, 'billing.periodReversed') }]);
    // A statement is one company's: administrators (who read every company's bills) have none.
    if (scope.customerId === null) throw notFound();
    const customerId = scope.customerId;
    const bills = await readPeriodBills(db, customerId, from, to);
    const totals = await readPeriodTotals(db, customerId, from, to);
    return fileAnswer(`statement-${from}-${to}.xlsx`, XLSX_MEDIA_TYPE, await statementWorkbook({ from, to }, bills, totals, language));
  },
};
