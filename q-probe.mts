import { buildApp } from './src/server/app';
import { connect } from './src/server/db/connect';
import { migrate } from './src/server/db/migrate';
import { seedDatabase } from './src/server/seed/seed';
import { formatChinaTimestamp } from './src/shared/wire/chinaTime';
import { API_PREFIX } from './src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from './src/shared/wire/sign';
let log = false;
const handle = await connect<any>({ kind: 'pglite', dataDir: null }, { log: (e: any) => { if (log) console.log('SQL:', (e.query?.sql ?? String(e)).slice(0, 250).replace(/\s+/g, ' ')); } } as any);
await migrate(handle.db);
await seedDatabase(handle.db, { demo: true });
const app = await buildApp({ db: handle.db, logger: false });
const signed = (path: string, token: string, form: Record<string, string> = {}, extra: Record<string, string> = {}) => {
  const query: Record<string, string> = { ...extra, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form);
  return `${API_PREFIX}${path}?${new URLSearchParams(query)}`;
};
const form = { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) };
const login = await app.inject({ method: 'POST', url: signed('/custrylogin', '', form), payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const token = login.json().data.token.Id as string;
for (const list of ['bill-list', 'bill-list', 'address-list']) {
  await app.inject({ method: 'GET', url: signed(`/${list}`, token, {}, { current: '1', size: '10' }) });
  log = true; console.log('---', list);
  const r = await app.inject({ method: 'GET', url: signed(`/${list}`, token, {}, { current: '2', size: '10' }) });
  log = false; console.log(r.statusCode);
}
await app.close(); await handle.close();
