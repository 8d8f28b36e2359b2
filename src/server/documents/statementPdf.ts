// A period's account statement as a PDF: the company's bills issued in it (total, paid, balance, status)
// and the sums per currency, summed by SQL (exact), formatted as the screens format money.
import type { Language } from '../../shared/constants';
import { formatMoney } from '../../shared/format/numbers';
import type { BillHead, CurrencyTotal } from '../domains/billing/billData';
import { billLabels } from './billPdf';
import { renderPdf } from './pdfLayout';

export function statementPdf(period: { from: string; to: string }, bills: BillHead[], totals: CurrencyTotal[], language: Language): Promise<Buffer> {
  const { bill: b, doc, status } = billLabels(language);
  const span = `${period.from} – ${period.to}`;
  return renderPdf({ language, title: doc('statement.title'), reference: span }, (page) => {
    page.table(
      doc('bills'),
      [
        { title: b('billNo'), width: 17 },
        { title: b('blNo'), width: 15 },
        { title: b('issueDate'), width: 11 },
        { title: b('dueDate'), width: 11 },
        { title: b('currency'), width: 7 },
        { title: b('total'), width: 12, align: 'right' },
        { title: b('paid'), width: 12, align: 'right' },
        { title: b('balance'), width: 12, align: 'right' },
        { title: b('status'), width: 10 },
      ],
      bills.map((x) => [x.billNo, x.blNo ?? '', x.issueDate, x.dueDate, x.currency, formatMoney(x.total), formatMoney(x.paid), formatMoney(x.balance), status(x.status)]),
    );
    page.table(
      doc('currencyTotals'),
      [{ title: b('currency'), width: 20 }, { title: b('total'), width: 27, align: 'right' }, { title: b('paid'), width: 27, align: 'right' }, { title: b('balance'), width: 26, align: 'right' }],
      totals.map((x) => [x.currency, formatMoney(x.total), formatMoney(x.paid), formatMoney(x.balance)]),
    );
  });
}
