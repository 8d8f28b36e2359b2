// The billing resources a customer reads (SPEC §2 /onlineBiling): its charge lines and its bills,
// each its company's own and entered by the forwarder's administrators (dataMaintain, ResourceDef.adminWritten, resources/types.ts), with amounts, totals and the bill's status derived by the server
// (billingSql.ts), and the bill and its period statement as files (xlsx, pdf) by reading actions.
import billSchema from '../../../../schemas/entities/bill.schema.json';
import expenseSchema from '../../../../schemas/entities/expense.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '../../../shared/wire/fileAnswer';
import { billPdf } from '../../documents/billPdf';
import { statementPdf } from '../../documents/statementPdf';
import { billFileAction, type BillFileFormat, statementFileAction } from './billFileActions';
import { billWorkbook, statementWorkbook } from './billWorkbook';
import { BILL_BALANCE_SQL, BILL_BOOKINGS_SQL, BILL_PAID_SQL, BILL_STATUS_SQL, BILL_TOTAL_SQL, LINE_AMOUNT_SQL, LINE_TAX_SQL } from './billingSql';
import { bookingOfReference } from '../bookings/bookingOfReference';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;
const XLSX: BillFileFormat = { extension: 'xlsx', mediaType: XLSX_MEDIA_TYPE, named: 'an xlsx file', bill: billWorkbook, statement: statementWorkbook };
const PDF: BillFileFormat = { extension: 'pdf', mediaType: PDF_MEDIA_TYPE, named: "a PDF in the caller's language", bill: billPdf, statement: statementPdf };

/** Charge lines: the expense list, and the bill detail showing a bill's lines. */
export const EXPENSE_RESOURCE: ResourceDef = defineResource({
  name: 'expense',
  schema: entity(expenseSchema),
  writers: 'admin',
  computed: { amount: LINE_AMOUNT_SQL, tax: LINE_TAX_SQL, ...bookingOfReference('expenses', 'booking_ref') },
});

export const BILL_RESOURCE: ResourceDef = defineResource({
  name: 'bill',
  schema: entity(billSchema),
  writers: 'admin',
  computed: { total: BILL_TOTAL_SQL, paid: BILL_PAID_SQL, balance: BILL_BALANCE_SQL, status: BILL_STATUS_SQL, bookingRefs: BILL_BOOKINGS_SQL },
  actions: [billFileAction('exportXlsx', XLSX), statementFileAction('statement', XLSX), billFileAction('exportPdf', PDF), statementFileAction('statementPdf', PDF)],
  search: { fields: ['billNo', 'blNo'], detail: 'blNo' },
});

export const BILLING_RESOURCES: ResourceDef[] = [EXPENSE_RESOURCE, BILL_RESOURCE];
