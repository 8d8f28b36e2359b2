// /home draws nothing that moves afterwards (Lighthouse's layout shift, issue 11): the site's name is in
// the heading's first paint (a longer name than the fallback wrapped it onto a second line on a phone),
// the shortcuts are the server's menus from the first render (they grew from four), and the public
// announcements come after the shortcuts (above them they pushed them down when they arrived). The
// browser's own layout-shift entries are summed over the load, on a phone and on a desktop screen.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

const SCREENS = [
  { name: 'phone', width: 412, height: 823, language: 'zh' as const },
  { name: 'phone', width: 412, height: 823, language: 'en' as const },
  { name: 'desktop', width: 1366, height: 800, language: 'en' as const },
];

describe('/home does not move under the visitor', () => {
  for (const screen of SCREENS) {
    it(`shifts nothing while it loads (${screen.name}, ${screen.language})`, async () => {
      const page = await openPage(shared.browser, { language: screen.language, baseUrl, width: screen.width, height: screen.height });
      await page.addInitScript(() => {
        const shifts: Array<{ value: number; nodes: string[] }> = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node as Element | undefined)?.tagName ?? '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl}/home`);
      // Everything the page asks for has come: the menus' shortcuts (more than the fallback four) and
      // the demo's public announcements; then a moment for anything late to land.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="home-shortcut-"]').length > 4 && document.querySelector('[data-testid="home-announcements"]'));
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts);
      expect(shifts).toEqual([]);
      expect(await page.textContent('h1')).toContain('F9 Freight Portal');
      await page.context().close();
    });
  }
});
