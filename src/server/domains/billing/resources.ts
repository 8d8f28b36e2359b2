// The billing resources a customer reads (SPEC §2 /onlineBiling): its charge lines and its bills,
// each its company's own and entered by the forwarder's administrators (dataMaintain, ResourceDef.adminWritten, resources/types.ts), with amounts, totals and the bill's status derived by the server
// (billingSql.ts), and the bill's xlsx exports as reading actions.
import billSchema from '../../../../schemas/entities/bill.schema.json';
import expenseSchema from '../../../../schemas/entities/expense.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { billStatementAction } from './billStatement';
import { exportBillAction } from './exportBill';
import { billPdfAction, statementPdfAction } from '../../documents/billDocumentActions';
import { BILL_BALANCE_SQL, BILL_BOOKINGS_SQL, BILL_PAID_SQL, BILL_STATUS_SQL, BILL_TOTAL_SQL, LINE_AMOUNT_SQL, LINE_TAX_SQL } from './billingSql';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;
const ADMIN_WRITE = { audience: 'admin' as const, menu: 'dataMaintain' };

/** Charge lines: the expense list, and the bill detail showing a bill's lines. */
export const EXPENSE_RESOURCE: ResourceDef = defineResource({
  name: 'expense',
  schema: entity(expenseSchema),
  write: ADMIN_WRITE,
  computed: { amount: LINE_AMOUNT_SQL, tax: LINE_TAX_SQL },
});

export const BILL_RESOURCE: ResourceDef = defineResource({
  name: 'bill',
  schema: entity(billSchema),
  write: ADMIN_WRITE,
  computed: { total: BILL_TOTAL_SQL, paid: BILL_PAID_SQL, balance: BILL_BALANCE_SQL, status: BILL_STATUS_SQL, bookingRefs: BILL_BOOKINGS_SQL },
  actions: [exportBillAction, billStatementAction, billPdfAction, statementPdfAction],
  search: { fields: ['billNo', 'blNo'], detail: 'blNo', screen: 'bilingDetail' },
});

export const BILLING_RESOURCES: ResourceDef[] = [EXPENSE_RESOURCE, BILL_RESOURCE];
