// Master-detail from JSON only, in Chromium on the real server: in a throwaway copy of the project the
// two sample pages of tests/ui/renderer/samples become page files of two customer menus that have no
// screen yet (Cargo tracing → track list, and its hidden detail route). Demo selects an address in the
// real canvas grid; the detail and the related importers follow. The record route loads `/…/:id`;
// an unknown id and Acme's id show the not-found panel, in English and in Chinese, with a way back.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, HASH_PARAM, signFields } from '../../../src/shared/wire/sign';
import { GridDriver } from './gridDriver';
import { openPage, screenshot, signIn } from '../support/browser';
import { asPageFile, copiedAppForFile } from '../support/copiedApp';
import { REPO_ROOT } from '../support/server';

const SAMPLES = resolve(REPO_ROOT, 'tests/ui/renderer/samples');
const LIST = { group: 'cargoTracing', name: 'trackList', sample: 'addressRelations.json' };
const DETAIL = { group: 'cargoTracing', name: 'trackDetail', sample: 'addressRecord.json' };
const MINI_ROW = 36;

const sample = (name: string) => asPageFile(JSON.parse(readFileSync(resolve(SAMPLES, name), 'utf8')));
const app = copiedAppForFile(Object.fromEntries([LIST, DETAIL].map((p) => [`schemas/pages/${p.group}/${p.name}.json`, sample(p.sample)])));

async function signedIn(language: 'en' | 'zh', account = 'demo'): Promise<Page> {
  const page = await openPage(app.browser, { language, baseUrl: app.server.baseUrl });
  await signIn(page, app.server.baseUrl, account, `${account}1234`);
  return page;
}

const gridText = (page: Page, id: string) => page.locator(`[data-grid-id="${id}"] table`).first().textContent();

describe('master-detail page from JSON', () => {
  it('a selected address drives the detail and the related importers', async () => {
    const page = await signedIn('en');
    await page.goto(`${app.server.baseUrl}/${LIST.group}/${LIST.name}`);
    await page.waitForSelector('[data-grid-id="addresses"] [data-testid="data-grid-canvas"]');
    await page.waitForSelector('[data-grid-id="addresses"] [data-grid-rows="4"]');
    // Before a selection: quiet waiting texts, the related grid empty.
    expect(await page.textContent('[data-block="detail"]')).toBe('Select a row to see its details.');
    expect(await page.textContent('[data-grid-id="importers"] [data-grid-empty]')).toBe('Select a row above to see its related records.');
    await screenshot(page, 'master-detail-waiting');

    // Sorted by name: Elbe Distribution Centre, Maas Logistics B.V., Nordsee Handel GmbH, Pacific Coast Imports Inc.
    const grid = new GridDriver(page, { widths: [200, 120, 80], rowHeight: MINI_ROW });
    await grid.toggleRow(2);
    await page.waitForFunction(() => document.querySelector('[data-block="detail"] [data-field="contact"]')?.textContent === 'Jana Krüger');
    await page.waitForSelector('[data-grid-id="importers"] [data-grid-rows="1"]');
    await page.waitForFunction(() => document.querySelector('[data-grid-id="importers"] table')?.textContent?.includes('Nordsee Handel GmbH'));
    expect(await gridText(page, 'importers')).toContain('DE4417263950012');
    await screenshot(page, 'master-detail-selected');

    // The row selected last is the master: the related list follows it.
    await grid.toggleRow(1);
    await page.waitForFunction(() => document.querySelector('[data-block="detail"] [data-field="city"]')?.textContent === 'Rotterdam');
    await page.waitForFunction(() => document.querySelector('[data-grid-id="importers"] table')?.textContent?.includes('Maas Logistics B.V.'));
    expect(await gridText(page, 'importers')).not.toContain('Acme');
    await page.context().close();
  });

  it('a record route loads its record; unknown and foreign ids show the not-found panel, in the user language', async () => {
    const demoId = await addressId('demo', 'Maas Logistics B.V.');
    const acmeId = await addressId('acme', 'Acme Imports Ltd. Rotterdam');
    const page = await signedIn('en');
    await page.goto(`${app.server.baseUrl}/${DETAIL.group}/${DETAIL.name}/${demoId}`);
    await page.waitForFunction(() => document.querySelector('[data-block="detail"] [data-field="contact"]')?.textContent === 'Pieter Jansen');
    await page.waitForFunction(() => document.querySelector('[data-grid-id="importers"] table')?.textContent?.includes('Maas Logistics B.V.'));
    expect(await gridText(page, 'importers')).not.toContain('Nordsee');
    await screenshot(page, 'record-route-found');

    for (const [id, shot] of [['99999999', 'record-not-found-unknown-en'], [acmeId, 'record-not-found-foreign-en']]) {
      await page.goto(`${app.server.baseUrl}/${DETAIL.group}/${DETAIL.name}?id=${id}`);
      await page.waitForSelector('[data-not-found]');
      expect(await page.textContent('[data-not-found]')).toContain('Record not found');
      expect(await page.textContent('[data-not-found]')).toContain(id);
      expect(await page.locator('[data-block="detail"]').count()).toBe(0);
      // A panel, not an error toast.
      expect(await page.locator('.fui-Toast').count()).toBe(0);
      await screenshot(page, shot);
    }
    // The way back: to the page the user came from.
    await page.click('[data-not-found] button');
    await page.waitForURL((url) => url.search === '?id=99999999');
    await page.context().close();

    const zh = await signedIn('zh');
    await zh.goto(`${app.server.baseUrl}/${DETAIL.group}/${DETAIL.name}/${acmeId}`);
    await zh.waitForSelector('[data-not-found]');
    expect(await zh.textContent('[data-not-found]')).toContain('找不到该记录');
    expect(await zh.textContent('[data-not-found] button')).toBe('返回');
    await screenshot(zh, 'record-not-found-foreign-zh');
    await zh.context().close();
  });
});

/** An address id as its owner's API lists it (signed calls from node, as the client makes them). */
async function addressId(account: string, name: string): Promise<string> {
  const call = async (method: 'GET' | 'POST', path: string, token: string, query: Record<string, string>, form?: Record<string, string>) => {
    const common = { ...query, tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
    const qs = new URLSearchParams({ ...common, [HASH_PARAM]: signFields(DEFAULT_SIGN_SECRET, common, form ?? {}) });
    const res = await fetch(`${app.server.baseUrl}${API_PREFIX}${path}?${qs}`, {
      method,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    return (await res.json()) as { success: boolean; data: never };
  };
  const login = await call('POST', '/custrylogin', '', {}, { data: JSON.stringify({ name: account, password: `${account}1234` }) });
  const token = (login.data as { token: { Id: string } }).token.Id;
  const list = await call('GET', '/address-list', token, { current: '1', size: '50' });
  const row = (list.data as { result: Array<{ id: number; name: string }> }).result.find((r) => r.name === name);
  if (!row) throw new Error(`${account} has no address ${name}`);
  return String(row.id);
}
