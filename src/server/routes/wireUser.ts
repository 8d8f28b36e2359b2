// The user object of the wire (SPEC §3 "User"), shared by login, client data and the cususer calls.
import type { Kysely } from 'kysely';
import type { CurrOrg, Database } from '../db/schema';
import { arrayOf, BOOLEAN, exactObject, INTEGER, orNull, TEXT, TIME } from '../http/answerSchemas';

export interface WireOrg {
  OrgId: number;
  OrgCd: string;
  OrgName: string;
}

export interface WireUser {
  UserId: number;
  Account: string;
  RealName: string;
  NickName: string;
  Saler: string;
  Email: string;
  Phone: string;
  CustomerId: number | null;
  CusRoleId: number | null;
  CusRoleName: string;
  CustomerCd: string;
  CustomerName: string;
  /** Administrators: the forwarder's company (SPEC "CustomerName (CompanyName for admin)"). */
  CompanyName?: string;
  UserType: 'admin' | 'customer';
  Avatar: string;
  IsActive: boolean;
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
  CurrOrg: CurrOrg | null;
  orglist?: WireOrg[];
}

/** WireOrg (and the stored CurrOrg) as answers carry it. */
export const WIRE_ORG_SCHEMA = exactObject({ OrgId: INTEGER, OrgCd: TEXT, OrgName: TEXT });

/** WireUser as answers carry it. */
export const WIRE_USER_SCHEMA = exactObject(
  {
    UserId: INTEGER,
    Account: TEXT,
    RealName: TEXT,
    NickName: TEXT,
    Saler: TEXT,
    Email: TEXT,
    Phone: TEXT,
    CustomerId: orNull(INTEGER),
    CusRoleId: orNull(INTEGER),
    CusRoleName: TEXT,
    CustomerCd: TEXT,
    CustomerName: TEXT,
    CompanyName: TEXT,
    UserType: { type: 'string', enum: ['admin', 'customer'] },
    Avatar: TEXT,
    IsActive: BOOLEAN,
    Version: INTEGER,
    CreatedAt: TIME,
    UpdatedAt: TIME,
    CurrOrg: orNull(WIRE_ORG_SCHEMA),
    orglist: arrayOf(WIRE_ORG_SCHEMA),
  },
  ['UserId', 'Account', 'UserType', 'CustomerId', 'IsActive', 'Version'],
);

export async function loadOrgList(db: Kysely<Database>, customerId: number | null): Promise<WireOrg[]> {
  let q = db.selectFrom('orgs').select(['id', 'org_cd', 'name']).orderBy('sno').orderBy('id');
  q = customerId === null ? q.where('customer_id', 'is', null) : q.where('customer_id', '=', customerId);
  const rows = await q.execute();
  return rows.map((r) => ({ OrgId: r.id, OrgCd: r.org_cd, OrgName: r.name }));
}

export async function companyName(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('sys_options').select('sys_value1').where('sys_cd', '=', 'COMPANYNAME').executeTakeFirst();
  return row?.sys_value1 ?? '';
}

/** Base query of users with company and role, for the wire shape. */
export const userQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('customers', 'customers.id', 'users.customer_id')
    .innerJoin('roles', 'roles.id', 'users.cus_role_id')
    .select([
      'users.id',
      'users.account',
      'users.real_name',
      'users.nick_name',
      'users.saler',
      'users.email',
      'users.phone',
      'users.customer_id',
      'users.cus_role_id',
      'users.user_type',
      'users.avatar',
      'users.is_active',
      'users.curr_org',
      'users.version',
      'users.created_at',
      'users.updated_at',
      'customers.customer_cd',
      'customers.name as customer_name',
      'roles.name as role_name',
    ]);

export type UserQueryRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toWireUser(r: UserQueryRow): WireUser {
  return {
    UserId: r.id,
    Account: r.account,
    RealName: r.real_name,
    NickName: r.nick_name,
    Saler: r.saler,
    Email: r.email,
    Phone: r.phone,
    CustomerId: r.customer_id,
    CusRoleId: r.user_type === 'customer' ? r.cus_role_id : null,
    CusRoleName: r.role_name,
    CustomerCd: r.customer_cd ?? '',
    CustomerName: r.customer_name ?? '',
    UserType: r.user_type,
    Avatar: r.avatar,
    IsActive: r.is_active,
    Version: r.version,
    CreatedAt: iso(r.created_at),
    UpdatedAt: iso(r.updated_at),
    CurrOrg: r.curr_org ?? null,
  };
}

/** The signed-in user as login and client data return it, with the orglist. */
export async function loadSessionUser(db: Kysely<Database>, userId: number): Promise<WireUser> {
  const row = await userQuery(db).where('users.id', '=', userId).executeTakeFirstOrThrow();
  const user = toWireUser(row);
  user.orglist = await loadOrgList(db, row.user_type === 'customer' ? row.customer_id : null);
  if (row.user_type === 'admin') {
    user.CompanyName = await companyName(db);
    user.CustomerName = user.CompanyName;
  }
  return user;
}
