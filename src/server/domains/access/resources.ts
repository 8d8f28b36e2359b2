// The access domain (issue 16): roles with their grants, the audit log's record type and the
// merchants each customer company may book for. Roles are read on administrators' screens whose page files
// name them (their pickers too; a company administrator's only its customer roles); the audit log is written
// only by the server. Who reads each resource comes from the page files (src/server/pages/pageGrants.ts).
import { sql } from 'kysely';
import auditEntrySchema from '../../../../schemas/entities/auditEntry.schema.json';
import customerMerchantSchema from '../../../../schemas/entities/customerMerchant.schema.json';
import customerSchema from '../../../../schemas/entities/customer.schema.json';
import roleSchema from '../../../../schemas/entities/role.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { roleInUse } from './roleInUse';
import { copyRoleAction, grantTreeAction, setGrantsAction } from './setGrants';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

export const ROLE_RESOURCE = defineResource({
  name: 'role',
  schema: entity(roleSchema),
  writers: 'admin',
  // Administrators' menus read roles (a customer page naming them widens nothing), and so does a company
  // administrator's role picker on its users' form (cusUserManager, issue 44): its customer roles only.
  readers: 'admin',
  // A deleted role waits in the bin (restorable for 30 days, softDelete.ts).
  softDelete: true,
  hooks: {
    inUse: (ids, { db, language }) => roleInUse(db, ids, language),
    // A company administrator's role picker (cusUserManager, issue 44) sees the roles its users may hold:
    // customer roles, global or its company's own.
    rowScope: (principal) =>
      principal.customerId === null ? null : sql`roles.audience = 'customer' AND (roles.customer_id IS NULL OR roles.customer_id = ${principal.customerId})`,
  },
  actions: [grantTreeAction, setGrantsAction, copyRoleAction],
  computed: {
    grants: sql`(SELECT COALESCE(string_agg(g.k, ',' ORDER BY g.k), '') FROM (SELECT menu_name AS k FROM role_menus WHERE role_menus.role_id = roles.id UNION ALL SELECT func_id FROM role_funcs WHERE role_funcs.role_id = roles.id) g)`,
  },
});

/**
 * Not served by the engine (nobody writes it through a call): auditLogRoute.ts lists it with the engine's
 * list query. Customer-scoped: a company administrator reads the own company's trail on the same screen
 * (the auditLog page reads auditEntry, and its menu is one a company administrator is given).
 */
export const AUDIT_ENTRY_RESOURCE = defineResource({
  name: 'auditEntry',
  schema: entity(auditEntrySchema),
  writers: 'admin',
  // The labels are the reader's language's: the list and export routes fill them (audit/auditLabels.ts);
  // the SQL gives them the stored names to start from.
  computed: {
    companyId: sql`customer_id`,
    customerName: sql`(SELECT c.name FROM customers c WHERE c.id = audit_log.customer_id)`,
    resourceTitle: sql`resource`,
    operationTitle: sql`operation`,
    changes: sql`CAST(NULL AS text)`,
  },
});

/** The customer companies, read only: what an administrator picks a forwarder-written record's company from. */
export const CUSTOMER_RESOURCE = defineResource({
  name: 'customer',
  schema: entity(customerSchema),
  readOnly: true,
  writers: 'admin',
  readers: 'admin',
  // A customer user reaching a page that reads companies (the audit log's company picker is the staff's,
  // but its menu is a company administrator's too) reads the own company's row, never another's.
  hooks: { rowScope: (principal) => (principal.customerId === null ? null : sql`customers.id = ${principal.customerId}`) },
});

/**
 * The shippers a customer company may book for: written by administrators for the company they name
 * (ResourceDef.adminWritten, resources/types.ts), read by administrators across companies and by the company's own users
 * on their shippers' screen (never another company's).
 */
export const CUSTOMER_MERCHANT_RESOURCE = defineResource({
  name: 'customerMerchant',
  schema: entity(customerMerchantSchema),
  writers: 'admin',
  computed: { customerName: sql`(SELECT c.name FROM customers c WHERE c.id = customer_merchants.customer_id)` },
});

export const ACCESS_RESOURCES: ResourceDef[] = [ROLE_RESOURCE, CUSTOMER_MERCHANT_RESOURCE, CUSTOMER_RESOURCE];
