// The demo data written on a first start that wants it (when there are no users yet; seedPolicy.ts):
// the administrator, two customer companies with their admins and clerks, organisations and home
// messages. The accounts' passwords are public (README), so a PostgreSQL server refuses to start while
// one of them still opens an account (demoPasswords.ts).
import type { Transaction } from 'kysely';
import type { Database, MessageTranslations } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { BUILTIN_ROLES } from './menus';

export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'admin1234' },
  demo: { account: 'demo', password: 'demo1234', company: 'Demo Trading Co.' },
  acme: { account: 'acme', password: 'acme1234', company: 'Acme Imports Ltd.' },
} as const;

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

export const DEMO_USERS: DemoUser[] = [
  { account: 'admin', password: 'admin1234', realName: 'System Administrator', nickName: 'Admin', saler: '', email: 'admin@example.com', role: BUILTIN_ROLES.admin, company: null },
  { account: 'demo', password: 'demo1234', realName: 'Chen Li', nickName: 'Demo', saler: 'Li Wei', email: 'demo@example.com', role: BUILTIN_ROLES.customerAdmin, company: 'DEMO' },
  { account: 'demo.clerk', password: 'clerk1234', realName: 'Zhang Min', nickName: 'Min', saler: 'Li Wei', email: 'clerk@demo.example.com', role: BUILTIN_ROLES.customerUser, company: 'DEMO' },
  { account: 'demo.ops', password: 'ops12345', realName: 'Wang Fang', nickName: 'Fang', saler: 'Li Wei', email: 'ops@demo.example.com', role: BUILTIN_ROLES.customerUser, company: 'DEMO' },
  { account: 'acme', password: 'acme1234', realName: 'Emma de Jong', nickName: 'Acme', saler: 'Chen Jie', email: 'acme@example.com', role: BUILTIN_ROLES.customerAdmin, company: 'ACME' },
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

  // The built-in roles are the base data's (baseData.ts), written before this.
  const roles = await trx.selectFrom('roles').select(['id', 'role_cd']).where('role_cd', 'in', Object.values(BUILTIN_ROLES)).execute();
  const roleId = (cd: string) => roles.find((r) => r.role_cd === cd)!.id;

  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await trx
    .insertInto('users')
    .values(
      DEMO_USERS.map((u, i) => ({
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
      {
        audience: 'all',
        title: 'Welcome to the F9 freight portal',
        content: 'Search space and prices, book and track your shipments in one place.',
        translations: translations({ title: '欢迎使用 F9 货运门户', content: '在一个地方查询舱位和运价、订舱并跟踪您的货物。' }, { title: '歡迎使用 F9 貨運門戶', content: '在一個地方查詢艙位和運價、訂艙並追蹤您的貨物。' }),
      },
      {
        audience: 'customer',
        title: 'Chinese New Year schedule',
        content: 'Warehouses close from 9 to 17 February; book sea freight before 1 February.',
        translations: translations({ title: '春节期间作业安排', content: '仓库 2 月 9 日至 17 日休息；海运请在 2 月 1 日前订舱。' }, { title: '春節期間作業安排', content: '倉庫 2 月 9 日至 17 日休息；海運請在 2 月 1 日前訂艙。' }),
      },
      {
        audience: 'customer',
        customer_id: companyId('DEMO'),
        title: 'Your rate agreement was renewed',
        content: 'Demo Trading Co.: sea FCL rates Shanghai to Rotterdam are valid until 31 March.',
        translations: translations({ title: '您的运价协议已续签', content: 'Demo Trading Co.：上海至鹿特丹海运整箱运价有效期至 3 月 31 日。' }, { title: '您的運價協議已續簽', content: 'Demo Trading Co.：上海至鹿特丹海運整櫃運價有效期至 3 月 31 日。' }),
      },
      {
        audience: 'customer',
        customer_id: companyId('ACME'),
        title: 'New Rotterdam warehouse address',
        content: 'Acme Imports Ltd.: deliveries now go to Waalhaven Z.z. 2, Rotterdam.',
        translations: translations({ title: '鹿特丹仓库新地址', content: 'Acme Imports Ltd.：送货地址改为鹿特丹 Waalhaven Z.z. 2。' }, { title: '鹿特丹倉庫新地址', content: 'Acme Imports Ltd.：送貨地址改為鹿特丹 Waalhaven Z.z. 2。' }),
      },
      {
        audience: 'admin',
        title: 'Required-field rules',
        content: 'Review the required-field rules of the booking screens before the peak season.',
        translations: translations({ title: '必填字段规则', content: '旺季前请检查订舱页面的必填字段规则。' }, { title: '必填欄位規則', content: '旺季前請檢查訂艙頁面的必填欄位規則。' }),
      },
    ])
    .execute();
}

/** A seeded message's texts besides the English default: simplified and traditional Chinese. */
function translations(zh: { title: string; content: string }, tr: { title: string; content: string }): string {
  return JSON.stringify({ zh, tr } satisfies MessageTranslations);
}
