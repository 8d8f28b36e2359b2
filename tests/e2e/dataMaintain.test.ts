// dataMaintain in Chromium (issue 16): the code library and each kind of reference data (locations,
// carriers, equipment types) on its page, reached by the kind switcher, each code with its names in
// every language, sort and active flag; in English and in Chinese, with no serious accessibility violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './a11y/axe';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const KINDS = [
  { action: 'kind-location', page: 'dataMaintainLocation', en: 'Locations', zh: '地点' },
  { action: 'kind-carrier', page: 'dataMaintainCarrier', en: 'Carriers', zh: '承运人' },
  { action: 'kind-equipment', page: 'dataMaintainEquipment', en: 'Equipment types', zh: '箱型' },
  { action: 'kind-codes', page: 'dataMaintain', en: 'Code library', zh: '代码库' },
] as const;

const gridOf = (name: string) => `[data-page="${name}"] [data-block="grid"] [data-testid="data-grid-canvas"]`;

async function walkKinds(page: Page, language: 'en' | 'zh'): Promise<void> {
  await page.goto(`${baseUrl}/systemmanager/dataMaintain`);
  await page.waitForSelector(gridOf('dataMaintain'));
  await screenshot(page, `dataMaintain-codes-${language}`);
  // Pages opened before stay alive (hidden) in their tabs: the switcher is the current page's.
  let current = 'dataMaintain';
  for (const kind of KINDS) {
    const button = page.locator(`[data-page="${current}"] button[data-action="${kind.action}"]`);
    expect(await button.textContent()).toContain(kind[language]);
    await button.click();
    await page.waitForSelector(gridOf(kind.page));
    if (kind.page !== 'dataMaintain') await screenshot(page, `${kind.page}-${language}`);
    expect.soft(describeFindings(await axeViolations(page)), `${kind.page} (${language})`).toEqual([]);
    current = kind.page;
  }
  // The form of a kind: names in four languages, sort and active.
  await page.goto(`${baseUrl}/systemmanager/dataMaintainCarrier`);
  await page.waitForSelector(gridOf('dataMaintainCarrier'));
  await page.click('[data-page="dataMaintainCarrier"] [data-block="grid"] button[data-action="create"]');
  for (const field of ['code', 'nameEn', 'nameZh', 'nameTr', 'nameEs', 'sno', 'active']) await page.waitForSelector(`[data-dialog="form"] #root_${field}`);
  await screenshot(page, `dataMaintainCarrier-form-${language}`);
  expect.soft(describeFindings(await axeViolations(page)), `carrier form (${language})`).toEqual([]);
}

describe('dataMaintain', () => {
  it('shows each kind of code by the kind switcher (en)', async () => {
    const page = await openPage(shared.browser, { language: 'en', baseUrl, width: 1600, height: 900 });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
    await walkKinds(page, 'en');
    await page.context().close();
  });

  it('shows each kind of code by the kind switcher (zh)', async () => {
    const page = await openPage(shared.browser, { language: 'zh', baseUrl, width: 1600, height: 900 });
    await signIn(page, baseUrl, 'admin', 'admin1234', 'admin', null);
    await walkKinds(page, 'zh');
    await page.context().close();
  });
});
