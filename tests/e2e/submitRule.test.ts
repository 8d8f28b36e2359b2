// An administrator's "on submit" required-field rule, through a customer's booking (issue 44), in en and
// zh: the sea booking form marks the field before the user tries; a draft saves without it; Submit is
// refused, the refusal names each missing field on its own line and under the field itself (the rule's
// own hint, in the user's language); filled, the field is no longer named. The rule is removed after
// each attempt: rules are global, and the journeys after this file must not meet it.
import type { Request } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiCall, apiCreate, apiLogin } from './support/api';
import { screenshot } from './support/browser';
import { baseUrl, journeyBrowser, LANGS, pages, shown } from './support/journey';

journeyBrowser();
let admin: ApiSession;
const rules: number[] = [];
beforeAll(async () => {
  admin = await apiLogin(baseUrl, 'admin', 'admin1234', 'admin');
});
afterEach(async () => {
  if (rules.length) await apiCall(baseUrl, 'DELETE', '/requiredRule', admin, undefined, { ids: JSON.stringify(rules.splice(0)) });
});

const HINT = { en: 'Give your own reference for this booking', zh: '请填写贵司的订舱参考号' };
const SHIPPER_MISSING = { en: 'Shipper is required.', zh: '发货人 为必填项。' };

describe('a submit rule on the sea booking form', () => {
  for (const lang of LANGS) {
    it(`is marked, lets a draft save, refuses Submit naming the field under it, and is satisfied once filled (${lang})`, async () => {
      const rule = await apiCreate<{ id: number }>(baseUrl, admin, 'requiredRule', { menuCd: 'seaBooking', tableName: 'booking', fieldName: 'shipperReference', triType: 'submit', hintEn: HINT.en, hintZh: HINT.zh });
      rules.push(rule.id);
      const page = pages[lang];
      await page.goto(`${baseUrl}/myOrder/seaBooking`);
      await shown(page, '#root_shipperReference').waitFor();
      // Marked as Submit's, like the entity's own submit fields.
      await shown(page, '[data-required-for]:has(#root_shipperReference)').waitFor();

      // A draft saves without it.
      await shown(page, '[data-form="save"]').click();
      await page.waitForURL(/[?&]id=\d+/);

      // Submit is refused: the toast names each missing field on a line of its own, and each field says so.
      // Nothing changed since the draft was saved, so Submit saves nothing first (it saved it twice).
      const saves: string[] = [];
      const onRequest = (request: Request) => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/booking')) saves.push(request.url());
      };
      page.on('request', onRequest);
      await shown(page, '[data-form-action="submit"]').click();
      const referenceError = shown(page, '#root_shipperReference__error');
      await referenceError.getByText(HINT[lang]).waitFor();
      await shown(page, '#root_shipper__error').getByText(SHIPPER_MISSING[lang]).waitFor();
      const toast = page.locator('[data-testid="toast-error"]', { hasText: HINT[lang] }).first();
      const lines = (await toast.innerText()).split('\n').map((l) => l.trim());
      expect(lines).toContain(HINT[lang]);
      expect(lines).toContain(SHIPPER_MISSING[lang]);
      page.off('request', onRequest);
      expect(saves).toEqual([]);
      await screenshot(page, `submit-rule-refused-${lang}`);

      // Filled: the next Submit no longer names it (the entity's own fields still hold it back).
      await shown(page, '#root_shipperReference').fill(`PO-${lang}-${Date.now() % 100000}`);
      // Filling the field takes its own message down; the others stay until their fields change.
      await page.locator('#root_shipperReference__error:visible').getByText(HINT[lang]).waitFor({ state: 'detached' });
      expect(await page.locator('#root_shipper__error:visible').getByText(SHIPPER_MISSING[lang]).count()).toBe(1);
      await shown(page, '[data-form-action="submit"]').click();
      // The second refusal names the shipper and no longer the reference.
      await page.locator('[data-testid="toast-error"]', { hasText: SHIPPER_MISSING[lang] }).filter({ hasNotText: HINT[lang] }).first().waitFor();
      await shown(page, '#root_shipper__error').getByText(SHIPPER_MISSING[lang]).waitFor();
      expect(await page.locator('#root_shipperReference__error:visible').getByText(HINT[lang]).count()).toBe(0);
      await screenshot(page, `submit-rule-filled-${lang}`);
    });
  }
});
