// A grid page reloaded by its URL starts its first calls with its chunks (issue 11, the grid page): the
// grid's preference read and its first list page each go out once (the grid and the list controller
// take those answers), the list only once the grants are in, and nothing is refused: a page the user is
// not granted starts no list (it would be answered 403) and lands on /401. In Chromium, en and zh.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, screenshot, signIn } from '../support/browser';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

/** Every API answer of the page from now on: path and status, in order. */
function recordAnswers(page: Page): Array<{ path: string; status: number }> {
  const answers: Array<{ path: string; status: number }> = [];
  page.on('response', (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/f9api/')) answers.push({ path: url.pathname.replace(/^.*\//, ''), status: r.status() });
  });
  return answers;
}

describe.each(['en', 'zh'] as const)('a grid page reloaded by its URL (%s)', (language) => {
  it('asks for the preference and the first list once each, after the grants, and is refused nothing', async () => {
    const page = await openPage(shared.browser, { language, baseUrl });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    await page.evaluate(() => sessionStorage.clear()); // no list answer from the response cache
    const answers = recordAnswers(page);
    await page.goto(`${baseUrl}/setData/setAddress`);
    await page.waitForSelector('[data-block="grid"] [data-grid-rows]:not([data-grid-rows="0"])');
    await page.waitForLoadState('networkidle');
    await screenshot(page, `first-page-calls-grid-${language}`);
    const paths = answers.map((a) => a.path);
    expect(paths.filter((p) => p === 'userpreference')).toHaveLength(1);
    expect(paths.filter((p) => p === 'address-list')).toHaveLength(1);
    expect(paths.indexOf('address-list')).toBeGreaterThan(paths.indexOf('getcusclientdata'));
    expect(answers.filter((a) => a.status >= 400)).toEqual([]);

    answers.length = 0;
    await page.goto(`${baseUrl}/systemmanager/roleManager`);
    await page.waitForURL(/\/401$/);
    await page.waitForLoadState('networkidle');
    expect(answers.filter((a) => a.status >= 400)).toEqual([]);
    expect(answers.map((a) => a.path).filter((p) => p.endsWith('-list') && p !== 'homesmessage-list')).toEqual([]);
    await page.context().close();
  });
});
