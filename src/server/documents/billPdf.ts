// The bill (invoice) as a PDF: its number, dates, currency and status, the charge lines with amount, tax
// and line total, the bill's total, paid and balance, and the payments. Every amount is SQL's exact
// decimal text (billing/billData.ts), formatted as the screens format money.
import type { Language } from '../../shared/constants';
import { formatMoney, formatThousands } from '../../shared/format/numbers';
import { fieldTitle } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';
import type { BillHead, BillLine, BillPaymentRow } from '../domains/billing/billData';
import { renderPdf } from './pdfLayout';

export function billLabels(language: Language) {
  return {
    bill: (f: string) => fieldTitle(language, `field.bill.${f}`, f),
    line: (f: string) => fieldTitle(language, `field.expense.${f}`, f),
    doc: (key: string, values?: Record<string, string | number>) => translate(language, `document.${key}`, values),
    status: (status: string) => fieldTitle(language, `field.bill.statusOption.${status}`, status),
  };
}

export function billPdf(bill: BillHead, lines: BillLine[], payments: BillPaymentRow[], language: Language): Promise<Buffer> {
  const { bill: b, line: l, doc, status } = billLabels(language);
  const money = (value: string) => `${formatMoney(value)}`;
  return renderPdf({ language, title: doc('bill.title'), reference: bill.billNo, subtitle: `${b('status')}: ${status(bill.status)} · ${b('dueDate')}: ${bill.dueDate}` }, (page) => {
    page.keyValues(null, [
      [b('billNo'), bill.billNo],
      [b('blNo'), bill.blNo ?? ''],
      [b('periodFrom'), bill.periodFrom],
      [b('periodTo'), bill.periodTo],
      [b('issueDate'), bill.issueDate],
      [b('dueDate'), bill.dueDate],
      [b('currency'), bill.currency],
      [b('status'), status(bill.status)],
    ]);
    page.table(
      doc('charges'),
      [
        { title: l('bookingRef'), width: 16 },
        { title: l('chargeCode'), width: 9 },
        { title: l('description'), width: 22 },
        { title: l('quantity'), width: 9, align: 'right' },
        { title: l('unit'), width: 7 },
        { title: l('unitPrice'), width: 11, align: 'right' },
        { title: l('amount'), width: 12, align: 'right' },
        { title: l('tax'), width: 10, align: 'right' },
        { title: doc('lineTotal'), width: 13, align: 'right' },
      ],
      lines.map((x) => [x.bookingRef, x.chargeCode, x.description ?? '', formatThousands(x.quantity), x.unit, money(x.unitPrice), money(x.amount), money(x.tax), money(x.lineTotal)]),
      ['', '', `${b('total')} (${bill.currency})`, '', '', '', '', '', money(bill.total)],
    );
    page.keyValues(doc('totals'), [
      [`${b('total')} (${bill.currency})`, money(bill.total)],
      [`${b('paid')} (${bill.currency})`, money(bill.paid)],
      [`${b('balance')} (${bill.currency})`, money(bill.balance)],
      [b('dueDate'), bill.dueDate],
    ]);
    if (payments.length > 0) {
      page.table(
        doc('payments'),
        [{ title: b('paidOn'), width: 20 }, { title: b('paymentAmount'), width: 20, align: 'right' }, { title: b('paymentMethod'), width: 25 }, { title: b('paymentReference'), width: 35 }],
        payments.map((p) => [p.paidOn, money(p.amount), fieldTitle(language, `field.bill.paymentMethodOption.${p.method}`, p.method), p.reference ?? '']),
      );
    }
  });
}
