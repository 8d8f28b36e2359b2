// A page opened by its URL (a reload, a link) asks for its blocks' chunks beside its page file, not
// after it has arrived (scripts/pageBlockTypesPlugin.ts: the block types of every page are known with
// the routes). Shown on the address grid: its page file is held back by the test for 600 ms, and the
// grid's chunk is requested while it is held; before, the grid chunk could only be asked for once the
// page file had come and been read. The page then draws its rows as usual. Neither does the grid's chunk
// wait for the registry's (renderer/registry/blockChunkLoaders.ts), and the first frame does not wait
// for the chunk of a block drawn only later (the dialog form: RJSF).
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, signIn } from '../support/browser';
import { readManifest } from '../support/buildManifest';
import { ensureClientBuilt } from '../support/server';
import { workerBaseUrl } from '../support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();
ensureClientBuilt();
const manifest = readManifest();
/** The built file of the chunk made from a source path ending in `source`. */
const fileOf = (source: string) => {
  const chunk = Object.values(manifest).find((c) => c.src?.endsWith(source));
  if (!chunk) throw new Error(`no chunk built from ${source}`);
  return chunk.file;
};

/**
 * How long a file is held back at most when what it waits for never comes: the test then fails, by the
 * order of events, not by this bound (a page working as it should releases it much sooner).
 */
const HOLD_AT_MOST_MS = 60_000;
const heldAtMost = (until: Promise<void>) => Promise.race([until, new Promise<void>((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS))]);

/**
 * Opens the address grid by its URL with the file `held` kept back until the grid's chunk is asked for,
 * and says whether that happened while it was held (`held` asked, grid chunk asked, `held` sent, in
 * that order): a page that waited for `held` first asks only once it is sent.
 */
async function gridChunkAskedWhileHeld(held: string): Promise<string[]> {
  const gridChunk = fileOf('renderer/grid/GridBlock.tsx');
  const page = await openPage(shared.browser, { language: 'en', baseUrl });
  await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);

  const events: string[] = [];
  let gridAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (gridAsked = resolve));
  page.on('request', (request) => {
    if (!request.url().endsWith(gridChunk)) return;
    events.push('grid chunk asked');
    gridAsked();
  });
  await page.route(`**/${held}`, async (route) => {
    events.push('held asked');
    await heldAtMost(asked);
    events.push('held sent');
    await route.continue();
  });
  // A new document opened at the page's URL: nothing of the grid page is in memory yet.
  await page.goto(`${baseUrl}/setData/setAddress`);
  await page.waitForSelector('[data-block="grid"] [data-grid-rows]:not([data-grid-rows="0"])');
  return events;
}

function expectAskedWhileHeld(events: string[]): void {
  expect(events).toContain('held asked');
  expect(events.indexOf('grid chunk asked')).toBeGreaterThan(-1);
  expect(events.indexOf('grid chunk asked')).toBeLessThan(events.indexOf('held sent'));
}

describe('a page opened by its URL', () => {
  it("asks for its grid's chunk while its page file is still on its way", async () => {
    expectAskedWhileHeld(await gridChunkAskedWhileHeld(fileOf('schemas/pages/setData/setAddress.json')));
  });

  it("asks for its grid's chunk while the block registry's chunk is still on its way", async () => {
    // The registry (renderer/blocks.ts) is a shared chunk, named for its module and built from no entry of its own.
    const registryChunk = Object.values(manifest).find((c) => c.name === 'blocks' && !c.src)?.file;
    if (!registryChunk) throw new Error('no chunk named blocks');
    expectAskedWhileHeld(await gridChunkAskedWhileHeld(registryChunk));
  });

  it('draws its rows without waiting for the chunk of a block it opens later (the dialog form)', async () => {
    const formChunk = fileOf('renderer/form/FormBlock.tsx');
    const page = await openPage(shared.browser, { language: 'en', baseUrl });
    await signIn(page, baseUrl, 'demo', 'demo1234', 'user', null);

    const events: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held until the rows are drawn (a page that waited for it would draw them only after HOLD_AT_MOST_MS).
    await page.route(`**/${formChunk}`, async (route) => {
      await heldAtMost(held);
      events.push('form chunk sent');
      await route.continue();
    });
    await page.goto(`${baseUrl}/setData/setAddress`);
    await page.waitForSelector('[data-block="grid"] [data-grid-rows]:not([data-grid-rows="0"])');
    events.push('rows drawn');
    release();

    expect(events[0]).toBe('rows drawn');
    // The dialog still opens with its form once its chunk is in.
    await page.click('[data-block="grid"] button[data-action="create"]');
    await page.waitForSelector('[data-dialog="form"] #root_name');
  });
});
