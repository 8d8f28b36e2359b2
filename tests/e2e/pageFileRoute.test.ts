// Issue 4, "How it is shown", first bullet: a page file is the route, with no code change. Every menu
// of the tree has its screen now, so in a throwaway copy of the project the page file of one menu the
// admin is granted (System Management → Shipper Management, the merchants' grid) is replaced by one
// for another resource (cususer); the copy's client is built and its server started, and the admin sees
// the grid of customer users there, while the real tree (the e2e global setup's server) shows merchants.
import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PageFile } from '../../src/shared/page/pageSchema';
import { GridDriver } from './renderer/gridDriver';
import { openPage, screenshot, signIn } from './support/browser';
import { asPageFile, copiedAppForFile } from './support/copiedApp';
import { CUSTOMER_MERCHANT_AS_USERS } from './support/copiedPages';
import { REPO_ROOT } from './support/server';
import { workerBaseUrl } from './support/workerServer';

const realBaseUrl = await workerBaseUrl();

const MENU_GROUP = 'systemmanager';
// A menu the admin is granted whose page file the copy replaces.
const MENU = 'customermerchant';
const PAGE_FILE = `schemas/pages/${MENU_GROUP}/${MENU}.json`;
const MINI_ROW = 36;

/** The one replaced file: a filter and a grid on the cususer resource (the copied app's, copiedPages.ts). */
const NEW_PAGE: PageFile = CUSTOMER_MERCHANT_AS_USERS;
const WIDTHS = [140, 140, 200, 90];

/** The customer users the server seeds on a fresh data folder (src/server/seed/demoData.ts), by account. */
const SEEDED_CUSTOMER_USERS = [
  { account: 'acme', company: 'Acme Imports Ltd.' },
  { account: 'acme.clerk', company: 'Acme Imports Ltd.' },
  { account: 'acme.ops', company: 'Acme Imports Ltd.' },
  { account: 'demo', company: 'Demo Trading Co.' },
  { account: 'demo.clerk', company: 'Demo Trading Co.' },
  { account: 'demo.ops', company: 'Demo Trading Co.' },
];

const app = copiedAppForFile({ [PAGE_FILE]: asPageFile(NEW_PAGE) });

async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const entry = page.locator(`[data-menu="${item}"]`);
  if (!(await entry.isVisible())) await page.click(`[data-menu-group="${group}"]`);
  await entry.click();
  await page.waitForSelector(`[data-testid="tag"][data-active="true"][data-path="/${group}/${item}"]`);
}

describe('a page file', () => {
  it('is a valid page file for another resource than the real tree has there', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(resolve(REPO_ROOT, 'schemas/page.schema.json'), 'utf8')));
    const valid = validate(NEW_PAGE);
    expect(valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n')).toEqual([]);
    // The control below means something only while the real tree shows something else there.
    expect(existsSync(resolve(REPO_ROOT, PAGE_FILE))).toBe(true);
    expect((JSON.parse(readFileSync(resolve(REPO_ROOT, PAGE_FILE), 'utf8')) as PageFile).resource).not.toBe(NEW_PAGE.resource);
  });

  it('without it (the real tree), the granted menu opens the merchants grid', async () => {
    const page = await openPage(app.browser, { language: 'en', baseUrl: realBaseUrl });
    await signIn(page, realBaseUrl, 'admin', 'admin1234', 'admin');
    await openMenu(page, MENU_GROUP, MENU);
    await page.waitForSelector(`[data-page="${MENU}"] [data-block="grid"] [data-testid="data-grid-canvas"]`);
    expect(await page.locator('[data-block="filter"] input[name="filter-Account"]').count()).toBe(0);
    expect(await page.locator('[data-block="filter"] input[name="filter-code"]').count()).toBe(1);
    await screenshot(page, 'page-file-route-real-tree-merchants');
    await page.context().close();
  });

  it('with it (the copy), the same menu opens a grid of the customer users', async () => {
    const baseUrl = app.server.baseUrl;
    const page = await openPage(app.browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin');
    expect(await page.textContent('[data-testid="sidebar"]')).toContain('System Management');
    await openMenu(page, MENU_GROUP, MENU);
    await page.waitForSelector(`[data-page="${MENU}"] [data-block="grid"] [data-testid="data-grid-canvas"]`);
    await page.waitForSelector('[data-block="filter"] button[data-filter="search"]');
    expect(await page.locator('[data-testid="not-available"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="breadcrumb"]')).toContain('Shipper Management');

    const grid = new GridDriver(page, { widths: WIDTHS, rowHeight: MINI_ROW });
    const accounts = SEEDED_CUSTOMER_USERS.map((u) => u.account);
    await grid.waitRows(accounts.length);
    await grid.waitColumn(0, accounts);
    const headers = (await grid.headers()).map((h) => h.replace(/[▲▼]$/, '').trim());
    expect(headers).toEqual(['Account', 'Real name', 'Company', 'Active']);
    expect(await grid.column(0)).toEqual(accounts);
    expect(await grid.column(2)).toEqual(SEEDED_CUSTOMER_USERS.map((u) => u.company));
    await screenshot(page, 'page-file-route-copy-grid');

    // The filter of the file works on the same resource: Account contains "demo".
    await page.fill(`[data-block="filter"] input[name="filter-Account"]`, 'demo');
    await page.click('[data-block="filter"] button[data-filter="search"]');
    const demoAccounts = accounts.filter((a) => a.includes('demo'));
    await grid.waitRows(demoAccounts.length);
    await grid.waitColumn(0, demoAccounts);
    expect(await grid.column(0)).toEqual(demoAccounts);
    await screenshot(page, 'page-file-route-copy-filtered');
    await page.context().close();
  });

  it('with it (the copy), a user not granted the menu gets no such route', async () => {
    const baseUrl = app.server.baseUrl;
    const page = await openPage(app.browser, { language: 'en', baseUrl });
    // demo is a customer admin: granted System Management → Customer Users, not Shipper Management.
    await signIn(page, baseUrl, 'demo', 'demo1234');
    await page.click(`[data-menu-group="${MENU_GROUP}"]`);
    await page.waitForSelector('[data-menu="cusUserManager"]');
    expect(await page.locator(`[data-menu="${MENU}"]`).count()).toBe(0);
    await page.goto(`${baseUrl}/${MENU_GROUP}/${MENU}`);
    await page.waitForURL(`${baseUrl}/401`);
    expect(await page.locator(`[data-page="${MENU}"]`).count()).toBe(0);
    await page.context().close();
  });
});
