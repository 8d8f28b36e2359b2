// A bill and a period's statement as xlsx documents (exceljs): headings in the user's language, money
// as numbers with two decimals, the currency totals under the lines. Every amount comes from SQL as
// decimal text (billData.ts); a cell holds the number that text names, to the cent.
import ExcelJS from 'exceljs';
import type { Language } from '../../../shared/constants';
import { fieldTitle } from '../../i18n/fieldTitles';
import { translate } from '../../i18n/translate';
import type { BillHead, BillLine, BillPaymentRow, CurrencyTotal } from './billData';

const MONEY = '#,##0.00';
const QUANTITY = '#,##0.###';
const RATE = '0.000000';

const num = (text: string) => Number(text);
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

function labels(language: Language) {
  const bill = (f: string) => fieldTitle(language, `field.bill.${f}`, f);
  const line = (f: string) => fieldTitle(language, `field.expense.${f}`, f);
  const text = (key: string) => translate(language, `billing.xlsx.${key}`);
  return { bill, line, text };
}

const statusText = (language: Language, status: string) => fieldTitle(language, `field.bill.statusOption.${status}`, status);

export async function billWorkbook(bill: BillHead, lines: BillLine[], payments: BillPaymentRow[], language: Language): Promise<Buffer> {
  const { bill: b, line: l, text } = labels(language);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(bill.billNo);
  sheet.columns = [14, 16, 10, 30, 10, 8, 14, 9, 14, 12, 14].map((width) => ({ width }));
  bold(sheet.addRow([text('bill'), bill.billNo]));
  const head: Array<[string, ExcelJS.CellValue, string?]> = [
    [b('blNo'), bill.blNo ?? ''],
    [b('periodFrom'), day(bill.periodFrom), 'yyyy-mm-dd'],
    [b('periodTo'), day(bill.periodTo), 'yyyy-mm-dd'],
    [b('issueDate'), day(bill.issueDate), 'yyyy-mm-dd'],
    [b('dueDate'), day(bill.dueDate), 'yyyy-mm-dd'],
    [b('currency'), bill.currency],
    [b('exchangeRate'), num(bill.exchangeRate), RATE],
    [b('status'), statusText(language, bill.status)],
  ];
  for (const [label, value, fmt] of head) {
    const row = sheet.addRow([label, value]);
    if (fmt) row.getCell(2).numFmt = fmt;
  }
  sheet.addRow([]);
  bold(sheet.addRow([l('chargeNo'), l('bookingRef'), l('chargeCode'), l('description'), l('quantity'), l('unit'), l('unitPrice'), l('currency'), l('amount'), l('tax'), text('lineTotal')]));
  for (const x of lines) {
    const row = sheet.addRow([x.chargeNo, x.bookingRef, x.chargeCode, x.description ?? '', num(x.quantity), x.unit, num(x.unitPrice), x.currency, num(x.amount), num(x.tax), num(x.lineTotal)]);
    row.getCell(5).numFmt = QUANTITY;
    for (const c of [7, 9, 10, 11]) row.getCell(c).numFmt = MONEY;
  }
  const totals: Array<[string, string]> = [
    [b('total'), bill.total],
    [b('paid'), bill.paid],
    [b('balance'), bill.balance],
  ];
  for (const [label, value] of totals) {
    const row = sheet.addRow(['', '', '', '', '', '', '', '', '', `${label} (${bill.currency})`, num(value)]);
    row.getCell(11).numFmt = MONEY;
    bold(row);
  }
  if (payments.length > 0) {
    sheet.addRow([]);
    bold(sheet.addRow([text('payments')]));
    bold(sheet.addRow([b('paidOn'), b('paymentAmount'), b('paymentMethod'), b('paymentReference')]));
    for (const p of payments) {
      const row = sheet.addRow([day(p.paidOn), num(p.amount), fieldTitle(language, `field.bill.paymentMethodOption.${p.method}`, p.method), p.reference ?? '']);
      row.getCell(1).numFmt = 'yyyy-mm-dd';
      row.getCell(2).numFmt = MONEY;
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function statementWorkbook(period: { from: string; to: string }, bills: BillHead[], totals: CurrencyTotal[], language: Language): Promise<Buffer> {
  const { bill: b, text } = labels(language);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('statement'));
  sheet.columns = [18, 20, 12, 12, 10, 14, 14, 14, 14].map((width) => ({ width }));
  bold(sheet.addRow([text('statement'), `${period.from} – ${period.to}`]));
  sheet.addRow([]);
  bold(sheet.addRow([b('billNo'), b('blNo'), b('issueDate'), b('dueDate'), b('currency'), b('total'), b('paid'), b('balance'), b('status')]));
  for (const x of bills) {
    const row = sheet.addRow([x.billNo, x.blNo ?? '', day(x.issueDate), day(x.dueDate), x.currency, num(x.total), num(x.paid), num(x.balance), statusText(language, x.status)]);
    for (const c of [3, 4]) row.getCell(c).numFmt = 'yyyy-mm-dd';
    for (const c of [6, 7, 8]) row.getCell(c).numFmt = MONEY;
  }
  sheet.addRow([]);
  bold(sheet.addRow([text('currencyTotals'), '', '', '', b('currency'), b('total'), b('paid'), b('balance')]));
  for (const x of totals) {
    const row = sheet.addRow(['', '', '', '', x.currency, num(x.total), num(x.paid), num(x.balance)]);
    for (const c of [6, 7, 8]) row.getCell(c).numFmt = MONEY;
    bold(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
