// The built client is sent compressed and cached right (issue 11): a hashed file under /assets/ goes
// out as the build's brotli or gzip copy, whichever the browser accepts, cached for a year and
// immutable; index.html (which names the hashes) and the SPA fallback are revalidated every time.
// The copies come from the build's own step (scripts/precompressPlugin.ts), run here on real files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompressPlugin';
import { createTestContext, type TestContext } from './support/testContext';

const dir = mkdtempSync(join(tmpdir(), 'f9-compressed-'));
// Big and repetitive enough to be worth compressing, like a real chunk.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div>${' '.repeat(2048)}</body></html>`;
let t: TestContext;

beforeAll(async () => {
  const clientDir = join(dir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(clientDir, '.vite'), { recursive: true });
  writeFileSync(join(clientDir, 'assets/index-AbC123xy.js'), script);
  writeFileSync(join(clientDir, 'index.html'), page);
  writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify({ 'main.tsx': { file: 'assets/index-AbC123xy.js' } }));
  expect(precompressDir(clientDir)).toBe(2);
  t = await createTestContext({ clientDir, dataDir: join(dir, 'data') });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('go out as the brotli copy when the browser accepts br, cached a year and immutable', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('go out as the gzip copy for a browser without brotli', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('go out as they are when no encoding is accepted', async () => {
    const res = await get('/assets/index-AbC123xy.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('a missing hashed file is a 404, not index.html', async () => {
    const res = await get('/assets/index-Gone0000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

describe('index.html', () => {
  it('is compressed and revalidated on every load, directly and as the SPA fallback', async () => {
    for (const url of ['/index.html', '/home', '/setData/setAddress']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('the build manifest in .vite is not served', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
