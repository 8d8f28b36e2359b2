// The demo data written on first start (when there are no users yet): the administrator, two
// customer companies with their admins and clerks, organisations, home messages and system options.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { BUILTIN_ROLES } from './menus';

export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'admin1234' },
  demo: { account: 'demo', password: 'demo1234', company: 'Demo Trading Co.' },
  acme: { account: 'acme', password: 'acme1234', company: 'Acme Imports Ltd.' },
} as const;

export const SITE_NAME = 'F9 Freight Portal';

interface DemoUser {
  account: string;
  password: string;
  realName: string;
  nickName: string;
  saler: string;
  email: string;
  role: string;
  company: 'DEMO' | 'ACME' | null;
}

const USERS: DemoUser[] = [
  { account: 'admin', password: 'admin1234', realName: 'System Administrator', nickName: 'Admin', saler: '', email: 'admin@example.com', role: BUILTIN_ROLES.admin, company: null },
  { account: 'demo', password: 'demo1234', realName: 'Demo Admin', nickName: 'Demo', saler: 'Li Wei', email: 'demo@example.com', role: BUILTIN_ROLES.customerAdmin, company: 'DEMO' },
  { account: 'demo.clerk', password: 'clerk1234', realName: 'Zhang Min', nickName: 'Min', saler: 'Li Wei', email: 'clerk@demo.example.com', role: BUILTIN_ROLES.customerUser, company: 'DEMO' },
  { account: 'demo.ops', password: 'ops12345', realName: 'Wang Fang', nickName: 'Fang', saler: 'Li Wei', email: 'ops@demo.example.com', role: BUILTIN_ROLES.customerUser, company: 'DEMO' },
  { account: 'acme', password: 'acme1234', realName: 'Acme Admin', nickName: 'Acme', saler: 'Chen Jie', email: 'acme@example.com', role: BUILTIN_ROLES.customerAdmin, company: 'ACME' },
  { account: 'acme.clerk', password: 'clerk1234', realName: 'Jan de Vries', nickName: 'Jan', saler: 'Chen Jie', email: 'clerk@acme.example.com', role: BUILTIN_ROLES.customerUser, company: 'ACME' },
  { account: 'acme.ops', password: 'ops12345', realName: 'Sanne Bakker', nickName: 'Sanne', saler: 'Chen Jie', email: 'ops@acme.example.com', role: BUILTIN_ROLES.customerUser, company: 'ACME' },
];

export async function insertDemoData(trx: Transaction<Database>): Promise<void> {
  const companies = await trx
    .insertInto('customers')
    .values([
      { customer_cd: 'DEMO', name: DEMO_ACCOUNTS.demo.company },
      { customer_cd: 'ACME', name: DEMO_ACCOUNTS.acme.company },
    ])
    .returning(['id', 'customer_cd'])
    .execute();
  const companyId = (cd: string) => companies.find((c) => c.customer_cd === cd)!.id;

  await trx
    .insertInto('orgs')
    .values([
      { customer_id: null, org_cd: 'SHA', name: 'F9 Logistics Shanghai', sno: 1 },
      { customer_id: null, org_cd: 'SZX', name: 'F9 Logistics Shenzhen', sno: 2 },
      { customer_id: companyId('DEMO'), org_cd: 'DEMO-HQ', name: 'Demo Trading Co. Head Office', sno: 1 },
      { customer_id: companyId('DEMO'), org_cd: 'DEMO-NGB', name: 'Demo Trading Co. Ningbo Branch', sno: 2 },
      { customer_id: companyId('ACME'), org_cd: 'ACME-RTM', name: 'Acme Imports Ltd. Rotterdam', sno: 1 },
    ])
    .execute();

  const roles = await trx
    .insertInto('roles')
    .values([
      { role_cd: BUILTIN_ROLES.admin, audience: 'admin', name: 'Administrator', remark: 'Every admin menu and function' },
      { role_cd: BUILTIN_ROLES.customerAdmin, audience: 'customer', name: 'Customer administrator', remark: 'Every customer menu and function, and the company users' },
      { role_cd: BUILTIN_ROLES.customerUser, audience: 'customer', name: 'Customer user', remark: 'Reads every customer screen' },
    ])
    .returning(['id', 'role_cd'])
    .execute();
  const roleId = (cd: string) => roles.find((r) => r.role_cd === cd)!.id;

  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  await trx
    .insertInto('users')
    .values(
      USERS.map((u, i) => ({
        account: u.account,
        password_hash: hashes[i],
        real_name: u.realName,
        nick_name: u.nickName,
        saler: u.saler,
        email: u.email,
        customer_id: u.company ? companyId(u.company) : null,
        cus_role_id: roleId(u.role),
        user_type: u.company ? ('customer' as const) : ('admin' as const),
      })),
    )
    .execute();

  await trx
    .insertInto('home_messages')
    .values([
      { audience: 'all', title: 'Welcome to the F9 freight portal', content: 'Search space and prices, book and track your shipments in one place.' },
      { audience: 'customer', title: 'Chinese New Year schedule', content: 'Warehouses close from 9 to 17 February; book sea freight before 1 February.' },
      { audience: 'customer', customer_id: companyId('DEMO'), title: 'Your rate agreement was renewed', content: 'Demo Trading Co.: sea FCL rates Shanghai to Rotterdam are valid until 31 March.' },
      { audience: 'customer', customer_id: companyId('ACME'), title: 'New Rotterdam warehouse address', content: 'Acme Imports Ltd.: deliveries now go to Waalhaven Z.z. 2, Rotterdam.' },
      { audience: 'admin', title: 'Required-field rules', content: 'Review the required-field rules of the booking screens before the peak season.' },
    ])
    .execute();

  await trx
    .insertInto('sys_options')
    .values([
      { sys_cd: 'CODELIBCACHE', sys_value1: 'T', remark: 'T: the client caches the code library' },
      { sys_cd: 'SITENAME', sys_value1: SITE_NAME, remark: 'Site title shown in the browser' },
      { sys_cd: 'COMPANYNAME', sys_value1: 'F9 Logistics Co., Ltd.', remark: 'The forwarder, shown as the administrators\u2019 company' },
    ])
    .onConflict((oc) => oc.column('sys_cd').doNothing())
    .execute();
}
