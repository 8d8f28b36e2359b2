// Announcements reach their audience only inside their publish window (all customers, chosen
// customers, administrators), highest priority first; system messages arrive in their recipients'
// home messages only; a shared code in use cannot be deleted and the refusal says where it is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

interface Shown {
  Id: number;
  Title: string;
  Priority: number;
  TypeName: string;
}

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin', 'admin1234', 'admin');
});
afterAll(() => t?.close());

const current = async (token: string, culture = 'en-US') => (await t.call<Shown[]>('GET', '/announcement-current', { token, culture })).body.data.map((a) => a.Title);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const publish = (record: Record<string, unknown>) => t.call<{ id: number }>('POST', '/announcement', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ typeCode: 'rates', priority: 1, ...record }) } });

describe('announcements', () => {
  it('shows the demo announcements to their audience only, highest priority first, in the reader\u2019s language', async () => {
    const demo = await t.login('demo', 'demo1234');
    const acme = await t.login('acme', 'acme1234');
    expect(await current(demo)).toEqual(['Port congestion at Rotterdam: expect 2–3 days delay', 'Your contract rates for Q1 are ready']);
    expect(await current(acme)).toEqual(['Port congestion at Rotterdam: expect 2–3 days delay']);
    expect(await current(admin)).toEqual(['Back office: rate upload window tonight']);
    expect(await current(demo, 'zh-CN')).toEqual(['鹿特丹港拥堵：预计延误 2–3 天', '贵司一季度合约运价已发布']);
  });

  it('hides one outside its window and shows it inside', async () => {
    const demo = await t.login('demo.clerk', 'clerk1234');
    expect((await publish({ title: 'Starts tomorrow', startsAt: day(1), endsAt: day(5), audience: 'allCustomers' })).body.success).toBe(true);
    expect((await publish({ title: 'Ended an hour ago', startsAt: day(-3), endsAt: new Date(Date.now() - 3_600_000).toISOString(), audience: 'allCustomers' })).body.success).toBe(true);
    expect((await publish({ title: 'Open now, urgent', startsAt: day(-1), audience: 'allCustomers', priority: 9 })).body.success).toBe(true);
    const titles = await current(demo);
    expect(titles[0]).toBe('Open now, urgent');
    expect(titles).not.toContain('Starts tomorrow');
    expect(titles).not.toContain('Ended an hour ago');
  });

  it('shows a chosen-customers one to those companies only, and an administrators\u2019 one to no customer', async () => {
    expect((await publish({ title: 'For Acme only', startsAt: day(-1), audience: 'chosenCustomers', customers: [{ customerCd: 'ACME' }] })).body.success).toBe(true);
    expect((await publish({ title: 'Admins only', startsAt: day(-1), audience: 'admins' })).body.success).toBe(true);
    const demo = await t.login('demo', 'demo1234');
    const acme = await t.login('acme.ops', 'ops12345');
    expect(await current(acme)).toContain('For Acme only');
    expect(await current(demo)).not.toContain('For Acme only');
    expect(await current(demo)).not.toContain('Admins only');
    expect(await current(admin)).toContain('Admins only');
  });

  it('shows a visitor without a session (the public home page) only the published ones for all customers', async () => {
    expect((await publish({ title: 'Visitors: new rail service', startsAt: day(-1), audience: 'allCustomers', priority: 2 })).body.success).toBe(true);
    expect((await publish({ title: 'Visitors: not yet', startsAt: day(2), audience: 'allCustomers' })).body.success).toBe(true);
    expect((await publish({ title: 'Visitors: Demo only', startsAt: day(-1), audience: 'chosenCustomers', customers: [{ customerCd: 'DEMO' }] })).body.success).toBe(true);
    const seen = async (culture: string) => (await t.call<Shown[]>('GET', '/announcement-public', { culture })).body.data.map((a) => a.Title);
    const titles = await seen('en-US');
    expect(titles).toContain('Visitors: new rail service');
    expect(titles).toContain('Port congestion at Rotterdam: expect 2–3 days delay');
    for (const hidden of ['Visitors: not yet', 'Visitors: Demo only', 'Admins only', 'For Acme only', 'Your contract rates for Q1 are ready', 'Back office: rate upload window tonight']) expect(titles).not.toContain(hidden);
    expect(await seen('zh-CN')).toContain('鹿特丹港拥堵：预计延误 2–3 天');
  });

  it('refuses a window that ends before it starts, and changes nothing', async () => {
    const before = await t.db.selectFrom('announcements').select('id').execute();
    const res = await publish({ title: 'Backwards', startsAt: day(2), endsAt: day(1), audience: 'allCustomers' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(res.body.data).toMatchObject({ errors: [{ field: '/endsAt', message: 'The end of the publish window must be after its start.' }] });
    expect(await t.db.selectFrom('announcements').select('id').execute()).toHaveLength(before.length);
  });

  it('is written by administrators only', async () => {
    const demo = await t.login('demo', 'demo1234');
    const res = await t.call('POST', '/announcement', { token: demo, form: { data: JSON.stringify({ typeCode: 'rates', title: 'x', startsAt: day(0), audience: 'allCustomers' }) } });
    expect(res.body.success).toBe(false);
  });
});

describe('system messages', () => {
  const homeTitles = async (token: string) => (await t.call<ListResult<{ Id: number; Title: string; IsRead: boolean }>>('GET', '/homesmessage-list', { token, culture: 'en-US', query: { size: '50' } })).body.data.result;

  it('arrive in the chosen users\u2019 home messages only, and are marked read per user', async () => {
    const create = await t.call<{ id: number }>('POST', '/systemMessage', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ title: 'Your invoice is ready', recipients: [{ account: 'acme.clerk' }] }) } });
    expect(create.body.success).toBe(true);
    const sent = await t.call<{ sent: number }>('POST', '/systemMessage/send', { token: admin, form: { data: JSON.stringify({ id: create.body.data.id }) } });
    expect(sent.body.data).toEqual({ sent: 1 });
    const clerk = await t.login('acme.clerk', 'clerk1234');
    const acme = await t.login('acme', 'acme1234');
    const mine = (await homeTitles(clerk)).find((m) => m.Title === 'Your invoice is ready');
    expect(mine?.IsRead).toBe(false);
    expect((await homeTitles(acme)).map((m) => m.Title)).not.toContain('Your invoice is ready');
    expect((await t.call('PUT', '/homesmessage-list', { token: clerk, form: { keyid: String(mine!.Id) } })).body.success).toBe(true);
    expect((await homeTitles(clerk)).find((m) => m.Id === mine!.Id)?.IsRead).toBe(true);
    // Another user cannot mark it.
    expect((await t.call('PUT', '/homesmessage-list', { token: acme, form: { keyid: String(mine!.Id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
    // Sending twice is refused.
    expect((await t.call('POST', '/systemMessage/send', { token: admin, form: { data: JSON.stringify({ id: create.body.data.id }) } })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    // A sent message is what its recipients read: no edit, no delete, said in the user's language.
    const stored = await t.call<{ version: number; title: string }>('GET', '/systemMessage', { token: admin, query: { id: String(create.body.data.id) } });
    const edit = await t.call('PUT', '/systemMessage', { token: admin, culture: 'zh-CN', form: { data: JSON.stringify({ id: create.body.data.id, version: stored.body.data.version, title: 'Changed after sending', recipients: [{ account: 'acme.clerk' }] }) } });
    expect(edit.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(edit.body.message).toContain('该消息已发送');
    expect((await t.call('DELETE', '/systemMessage', { token: admin, query: { ids: JSON.stringify([create.body.data.id]) } })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const after = await t.call<{ title: string }>('GET', '/systemMessage', { token: admin, query: { id: String(create.body.data.id) } });
    expect(after.body.data.title).toBe('Your invoice is ready');
  });

  it('refuses an unknown recipient on save, naming its line, in the user\u2019s language; nothing is stored', async () => {
    const before = await t.db.selectFrom('system_messages').select('id').execute();
    const data = JSON.stringify({ title: 'Half', recipients: [{ account: 'demo' }, { account: 'nobody.here' }] });
    const res = await t.call('POST', '/systemMessage', { token: admin, culture: 'en-US', form: { data } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const errors = (res.body.data as { errors: Array<{ field: string; message: string }> }).errors;
    expect(errors).toEqual([{ field: '/recipients/1/account', message: expect.stringContaining('nobody.here') }]);
    const zh = await t.call('POST', '/systemMessage', { token: admin, culture: 'zh-CN', form: { data } });
    expect((zh.body.data as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/nobody\.here.*[\u4e00-\u9fff]/);
    expect(await t.db.selectFrom('system_messages').select('id').execute()).toHaveLength(before.length);
  });

  it('sends nothing when a recipient was deactivated after the message was saved', async () => {
    const before = await t.db.selectFrom('home_messages').select('id').execute();
    const create = await t.call<{ id: number }>('POST', '/systemMessage', { token: admin, form: { data: JSON.stringify({ title: 'Half', recipients: [{ account: 'demo' }, { account: 'acme.clerk' }] }) } });
    expect(create.body.success, create.text).toBe(true);
    await t.db.updateTable('users').set({ is_active: false }).where('account', '=', 'acme.clerk').execute();
    try {
      const res = await t.call('POST', '/systemMessage/send', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ id: create.body.data.id }) } });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(res.body.message).toContain('acme.clerk');
      expect(await t.db.selectFrom('home_messages').select('id').execute()).toHaveLength(before.length);
    } finally {
      await t.db.updateTable('users').set({ is_active: true }).where('account', '=', 'acme.clerk').execute();
    }
  });

  it('offers administrators the active accounts to pick, by account or name, with the company; customers never see them', async () => {
    type Account = { account: string; displayName: string; userType: string; companyName?: string };
    const list = async (filter: object) => (await t.call<ListResult<Account>>('GET', '/recipientAccount-list', { token: admin, query: { filter: JSON.stringify(filter), size: '50' } })).body.data.result;
    const all = await list({});
    expect(all.find((a) => a.account === 'demo')).toMatchObject({ userType: 'customer', companyName: expect.stringContaining('Demo'), displayName: expect.stringContaining(' · ') });
    expect(all.find((a) => a.account === 'admin')).toMatchObject({ userType: 'admin' });
    expect(JSON.stringify(all)).not.toMatch(/password|hash|argon|scrypt/i);
    const company = all.find((a) => a.account === 'demo')!.companyName!;
    const found = await list({ $search: company.slice(0, 6) });
    expect(found.map((a) => a.account)).toContain('demo');
    expect(found.every((a) => a.companyName === company || a.displayName.includes(company.slice(0, 6)) || a.account.includes(company.slice(0, 6)))).toBe(true);
    // A deactivated account is no longer offered.
    await t.db.updateTable('users').set({ is_active: false }).where('account', '=', 'acme.clerk').execute();
    try {
      expect((await list({})).map((a) => a.account)).not.toContain('acme.clerk');
    } finally {
      await t.db.updateTable('users').set({ is_active: true }).where('account', '=', 'acme.clerk').execute();
    }
    const demo = await t.login('demo', 'demo1234');
    const refused = await t.call('GET', '/recipientAccount-list', { token: demo });
    expect(refused.body.success).toBe(false);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.body)).not.toContain('acme');
  });
});

describe('shared codes in use', () => {
  it('refuses to delete a type some announcement uses, naming where, in the user\u2019s language; deletes an unused one', async () => {
    const { id } = await t.db.selectFrom('announcement_types').select('id').where('code', '=', 'schedule').executeTakeFirstOrThrow();
    const res = await t.call('DELETE', '/announcementType', { token: admin, culture: 'en-US', form: { ids: JSON.stringify([id]) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(res.body.message).toMatch(/“schedule” cannot be deleted: it is used in .*Deactivate it instead/);
    const zh = await t.call('DELETE', '/announcementType', { token: admin, culture: 'zh-CN', form: { ids: JSON.stringify([id]) } });
    expect(zh.body.message).toContain('请改为停用');
    expect(await t.db.selectFrom('announcement_types').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const unused = await t.call<{ id: number }>('POST', '/announcementType', { token: admin, form: { data: JSON.stringify({ code: 'unused', nameEn: 'Unused' }) } });
    expect((await t.call('DELETE', '/announcementType', { token: admin, form: { ids: JSON.stringify([unused.body.data.id]) } })).body.success).toBe(true);
  });

  it('refuses to delete a location a departure or booking uses', async () => {
    const { id } = await t.db.selectFrom('locations').select('id').where('un_locode', '=', 'CNSHA').executeTakeFirstOrThrow();
    const res = await t.call('DELETE', '/location', { token: admin, culture: 'en-US', form: { ids: JSON.stringify([id]) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(res.body.message).toContain('CNSHA');
  });
});

describe('days named in a filter of a timestamp are China days (SPEC §9)', () => {
  // 2031-03-01T17:30Z is 01:30 on 2 March in China: listed under 2 March, not under 1 March, whatever the
  // database session's zone (UTC here), so a list filtered by a day shows what its grid shows on that day.
  const listed = async (filter: Record<string, unknown>) => {
    const res = await t.call<ListResult<{ title: string }>>('GET', '/announcement-list', { token: admin, culture: 'en-US', query: { filter: JSON.stringify(filter) } });
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.data.result.map((a) => a.title);
  };

  it('puts a time after 16:00 UTC on the next China day, for a day, a range from and a range to', async () => {
    expect((await publish({ title: 'China day edge', startsAt: '2031-03-01T17:30:00.000Z', audience: 'admins' })).body.success).toBe(true);
    expect(await listed({ startsAt: '2031-03-02' })).toEqual(['China day edge']);
    expect(await listed({ startsAt: '2031-03-01' })).toEqual([]);
    expect(await listed({ startsAt: { from: '2031-03-02', to: '2031-03-02' } })).toEqual(['China day edge']);
    expect(await listed({ startsAt: { to: '2031-03-01' } })).not.toContain('China day edge');
    expect(await listed({ startsAt: { from: '2031-03-03' } })).not.toContain('China day edge');
  });
});
