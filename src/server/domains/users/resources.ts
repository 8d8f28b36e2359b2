// The customer users (SPEC §7 cususer calls) as an engine resource: the spec's wire names mapped to
// the users table's columns, customers' rows only, passwords taken on create and never returned.
// Administrators manage every company's users, a customer administrator the own company's, and an
// administrator holding only cusAdminManager the customer administrators' accounts (userHooks.ts).
import { sql } from 'kysely';
import cusUserSchema from '../../../../schemas/entities/cusUser.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { USER_ACTIONS } from './userActions';
import { USER_HOOKS } from './userHooks';
import type { ResourceDef } from '../../resources/types';

export const CUS_USER_RESOURCE = defineResource({
  name: 'cususer',
  schema: cusUserSchema as unknown as EntitySchema,
  // Administrators and company administrators (their own company's users, userHooks.ts); the menus are
  // the pages' (the customer administrators' lists no delete: such an account is deactivated instead).
  writers: 'any',
  columns: { UserId: 'id', Version: 'version', Password: 'password_hash' },
  // updatepassword and cususerresetpassword change a password, never an update.
  createOnly: ['Password'],
  requiredOnCreate: ['Password'],
  fixed: { user_type: 'customer' },
  // A file must not create accounts with passwords.
  importable: false,
  specWire: true,
  hooks: USER_HOOKS,
  actions: USER_ACTIONS,
  computed: {
    CustomerCd: sql`(SELECT c.customer_cd FROM customers c WHERE c.id = users.customer_id)`,
    CustomerName: sql`(SELECT c.name FROM customers c WHERE c.id = users.customer_id)`,
    CusRoleName: sql`(SELECT r.name FROM roles r WHERE r.id = users.cus_role_id)`,
    CusRoleCd: sql`(SELECT r.role_cd FROM roles r WHERE r.id = users.cus_role_id)`,
  },
});

export const USER_RESOURCES: ResourceDef[] = [CUS_USER_RESOURCE];
