// SPEC §7 signature and timestamp window, checked on every /f9api call before anything else runs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalString, DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { TIMESTAMP_WINDOW_SECONDS } from '../../src/shared/wire/params';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

describe('request signature', () => {
  it('accepts a correctly signed call', async () => {
    const res = await t.call('GET', '/getcusclientdata', { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('refuses a missing hash with a clear message', async () => {
    const res = await t.call('GET', '/getcusclientdata', { token, hash: false, culture: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.BadSignature, data: null });
    expect(res.body.message).toBe('The request is not signed (hash is missing).');
  });

  it('refuses a wrong hash, in the request language', async () => {
    const res = await t.call('GET', '/getcusclientdata', { token, hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=', culture: 'zh-CN' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.BadSignature);
    expect(res.body.message).toBe('请求签名（hash）错误。');
  });

  it('refuses a call whose form fields were changed after signing', async () => {
    const url = t.signedUrl('PUT', '/updatepassword', { token, form: { oldpassword: 'demo1234', password: 'short-but-ok' } });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ oldpassword: 'demo1234', password: 'tampered!!' }).toString(),
    });
    expect(res.json().exceptioncode).toBe(ExceptionCode.BadSignature);
    // Nothing changed: the old password still works.
    await expect(t.login('demo', 'demo1234')).resolves.toBeTruthy();
  });

  it('refuses a query parameter added after signing', async () => {
    const url = t.signedUrl('GET', '/cususer-list', { token });
    const res = await t.app.inject({ method: 'GET', url: `${url}&size=500` });
    expect(res.json().exceptioncode).toBe(ExceptionCode.BadSignature);
  });

  it('refuses a stale or future timestamp outside the window', async () => {
    const window = TIMESTAMP_WINDOW_SECONDS * 1000;
    for (const at of [new Date(Date.now() - window - 60_000), new Date(Date.now() + window + 60_000)]) {
      const res = await t.call('GET', '/getcusclientdata', { token, at, culture: 'en-US' });
      expect(res.body.exceptioncode).toBe(ExceptionCode.BadSignature);
      expect(res.body.message).toMatch(/too far from the server time/);
    }
    const inside = await t.call('GET', '/getcusclientdata', { token, at: new Date(Date.now() - window + 30_000) });
    expect(inside.body.success).toBe(true);
  });

  it('refuses a missing or malformed timestamp', async () => {
    for (const timestamp of ['', 'yesterday', '2026-02-30 10:00:00', '2026-11-21T10:00:00Z']) {
      const res = await t.call('GET', '/getcusclientdata', { token, query: { timestamp } });
      expect(res.body.exceptioncode).toBe(ExceptionCode.BadSignature);
    }
  });

  it('signs with lowercased names: a mixed-case field name is signed as its lowercase', async () => {
    const res = await t.call('PUT', '/activatecususer', { token, form: { UserId: '3' } });
    expect(res.body.success).toBe(true);
  });

  it('does not sign the static site files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/local/settings/site.json?date=20261121' });
    expect(res.statusCode).toBe(200);
  });
});

describe('README signing example', () => {
  it('is what the real code computes, and the server accepts it', async () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const query = { tokenid: '', companyid: '0', timestamp: '2026-11-21 17:00:00', culture: 'zh-CN', customer: 'true' };
    const form = { data: '{"name":"demo","password":"demo1234"}' };
    expect(readme).toContain(`    ${canonicalString(query, form)}\n`);
    expect(readme).toContain(`    ${signFields(DEFAULT_SIGN_SECRET, query, form)}\n`);
    expect(readme).toContain(`| \`${DEFAULT_SIGN_SECRET}\` |`);
    // The same recipe with the current time logs in.
    const now = { ...query, timestamp: formatChinaTimestamp() };
    const url = `/f9api/api/v1/custrylogin?${new URLSearchParams({ ...now, hash: signFields(DEFAULT_SIGN_SECRET, now, form) })}`;
    const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
    expect(res.json().success).toBe(true);
  });
});
