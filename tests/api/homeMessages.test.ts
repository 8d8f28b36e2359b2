// homesmessage-list: GET lists what the user may read (list shape, in the request's language); PUT keyid marks one read for
// that user only; another company's message is NotFound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

interface Message {
  Id: number;
  Title: string;
  Content: string;
  PublishedAt: string;
  IsRead: boolean;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const list = (token: string, query: Record<string, string> = {}, culture = 'en-US') => t.call<ListResult<Message>>('GET', '/homesmessage-list', { token, query, culture });
const idOf = async (title: string) => (await t.db.selectFrom('home_messages').select('id').where('title', 'like', `${title}%`).executeTakeFirstOrThrow()).id;

describe('home messages', () => {
  it('lists the messages for everyone, for customers and for the own company, newest first', async () => {
    const demo = await t.login('demo', 'demo1234');
    const res = await list(demo);
    const titles = res.body.data.result.map((m) => m.Title);
    // The demo system message (sMessage) reached demo as a message of its own.
    expect(titles).toEqual(expect.arrayContaining(['Welcome to the F9 freight portal', 'Chinese New Year schedule', 'Your rate agreement was renewed', 'Please confirm your company address']));
    expect(titles.some((x) => x.includes('Rotterdam'))).toBe(false);
    expect(titles.some((x) => x.includes('Required-field'))).toBe(false);
    expect(res.body.data.page).toEqual({ current: 1, size: 10, total: 4 });
    const admin = await t.login('admin', 'admin1234');
    const adminTitles = (await list(admin)).body.data.result.map((m) => m.Title);
    expect(adminTitles.sort()).toEqual(['Required-field rules', 'Welcome to the F9 freight portal']);
  });

  it('speaks the reader\u2019s language: Chinese, traditional Chinese, English by default', async () => {
    const demo = await t.login('demo', 'demo1234');
    const zh = (await list(demo, {}, 'zh-CN')).body.data.result;
    expect(zh.map((m) => m.Title)).toEqual(expect.arrayContaining(['欢迎使用 F9 货运门户', '春节期间作业安排', '您的运价协议已续签']));
    expect(zh.find((m) => m.Title === '欢迎使用 F9 货运门户')?.Content).toBe('在一个地方查询舱位和运价、订舱并跟踪您的货物。');
    const tr = (await list(demo, {}, 'zh-TW')).body.data.result.map((m) => m.Title);
    expect(tr).toContain('歡迎使用 F9 貨運門戶');
    // Spanish has no translation: the default text.
    expect((await list(demo, {}, 'es-ES')).body.data.result.map((m) => m.Title)).toContain('Welcome to the F9 freight portal');
  });

  it('pages', async () => {
    const demo = await t.login('demo', 'demo1234');
    const res = await list(demo, { size: '2', current: '2' });
    expect(res.body.data.result).toHaveLength(2);
    expect(res.body.data.page).toEqual({ current: 2, size: 2, total: 4 });
  });

  it('marks a message read for this user only', async () => {
    const demo = await t.login('demo', 'demo1234');
    const clerk = await t.login('demo.clerk', 'clerk1234');
    const id = await idOf('Welcome');
    const res = await t.call('PUT', '/homesmessage-list', { token: demo, form: { keyid: String(id) } });
    expect(res.body).toMatchObject({ success: true, data: { Id: id, IsRead: true } });
    // Marking twice is fine.
    expect((await t.call('PUT', '/homesmessage-list', { token: demo, query: { keyid: String(id) } })).body.success).toBe(true);
    expect((await list(demo)).body.data.result.find((m) => m.Id === id)?.IsRead).toBe(true);
    expect((await list(clerk)).body.data.result.find((m) => m.Id === id)?.IsRead).toBe(false);
  });

  it('cannot mark another company\u2019s or a missing message', async () => {
    const demo = await t.login('demo', 'demo1234');
    for (const keyid of [String(await idOf('New Rotterdam')), '999999', '']) {
      const res = await t.call('PUT', '/homesmessage-list', { token: demo, form: { keyid } });
      expect(res.body.success).toBe(false);
      expect([ExceptionCode.NotFound, ExceptionCode.InvalidInput]).toContain(res.body.exceptioncode);
    }
    expect(await t.db.selectFrom('home_message_reads').selectAll().where('message_id', '=', await idOf('New Rotterdam')).execute()).toEqual([]);
  });
});
