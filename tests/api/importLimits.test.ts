// Uploads cannot exhaust the server: a zip bomb is refused at the first limit it passes (rows,
// columns, cell length, unpacked bytes), quickly and without the memory it would unpack to, while
// other users' calls keep being answered; an upload over the size limit gets a 413 envelope, also
// over a real connection.
import { request } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/server/resources/importLimits';
import { MASTER_DATA_RESOURCES } from '../../src/server/domains/masterData/resources';
import { checkImportFile, ImportBusy, MAX_QUEUED_IMPORTS } from '../../src/server/resources/importParser';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { API_PREFIX } from '../../src/shared/wire/params';
import { MAX_IMPORT_BYTES } from '../../src/shared/wire/resourceContract';
import { signFields } from '../../src/shared/wire/sign';
import { multipartBody, multipartCall } from './resources/multipartBody';
import { createTestContext, TEST_SIGN_SECRET, type TestContext } from './support/testContext';
import { rowChunks, sheetRow, xlsxOfRows } from './support/xlsxBuilder';
import { errorsOf } from './support/fieldErrors';

let t: TestContext;
let demo: string;
let acme: string;
let listening: Promise<string> | null = null;
/** The app over a real connection (listening once for the file). */
const address = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));
beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = [await t.login('demo', 'demo1234'), await t.login('acme', 'acme1234')];
});
afterAll(() => t?.close());

const importFile = (filename: string, content: Buffer | string, culture = 'en-US') =>
  multipartCall<{ imported: number }>(t, '/product-import', { token: demo, fields: { mode: 'insert' }, file: { filename, content }, culture });
const productCount = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM products`.execute(t.db)).rows[0].n);
const header = ['sku', 'nameEn'];

describe('the xlsx bomb', () => {
  it('is refused, growing memory by less than 100 MB, while another user is served meanwhile (how fast: bench/server/importLoad.bench.ts)', async () => {
    // Warm the import worker, so its start is not counted as the bomb's memory.
    expect((await importFile('warm.xlsx', await xlsxOfRows(sheetRow(1, header) + sheetRow(2, ['WARM-1', 'Warm'])))).body.success).toBe(true);
    const rows = function* () {
      yield sheetRow(0, header);
      yield* rowChunks(2, 1_000_000, () => sheetRow(0, ['BOOM-1', 'boom']));
    };
    const bomb = await xlsxOfRows(rows());
    expect(bomb.length).toBeLessThan(512 * 1024);
    const before = await productCount();

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const importing = importFile('bomb.xlsx', bomb);
    const other = await t.call('GET', '/product-list', { token: acme });
    const res = await importing;
    clearInterval(sampler);

    expect(res.status).toBe(400);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)[0].message).toBe(`The file has more than ${IMPORT_LIMITS.maxRows} rows; split it.`);
    expect((peak - baseline) / (1024 * 1024)).toBeLessThan(100);
    expect(other.body.success).toBe(true);
    expect(await productCount()).toBe(before);
  });

  it('names each limit: unpacked size, columns, cell length', async () => {
    // A million empty rows: nothing to count as a row, but far more than the unpacked budget.
    const empty = await xlsxOfRows(rowChunks(1, 5_000_000, () => '<row><c/></row>'));
    const unpacked = await importFile('empty.xlsx', empty, 'zh-CN');
    expect(errorsOf(unpacked.body)[0].message).toBe(`文件解压后超过 ${IMPORT_LIMITS.maxUncompressedBytes / (1024 * 1024)} MB，请拆分后导入。`);

    const wide = await xlsxOfRows(sheetRow(1, Array.from({ length: IMPORT_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`)));
    expect(errorsOf((await importFile('wide.xlsx', wide)).body)[0].message).toBe(`The file has more than ${IMPORT_LIMITS.maxColumns} columns.`);

    const long = await xlsxOfRows(sheetRow(1, header) + sheetRow(2, ['LONG-1', 'x'.repeat(1_000_000)]));
    expect(errorsOf((await importFile('long.xlsx', long)).body)[0]).toMatchObject({ row: 2, message: `A cell near row 2 has more than ${IMPORT_LIMITS.maxCellChars} characters.` });

    const csvLong = `sku,nameEn\nLONG-2,${'y'.repeat(IMPORT_LIMITS.maxCellChars + 1)}\n`;
    expect(errorsOf((await importFile('long.csv', csvLong)).body)[0].row).toBe(2);
    const csvRows = `sku,nameEn\n${Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => `R-${i},n`).join('\n')}\n`;
    expect(errorsOf((await importFile('rows.csv', csvRows)).body)[0].message).toContain(String(IMPORT_LIMITS.maxRows));
  });

  it('refuses a NUL in a csv cell naming its row and column', async () => {
    const res = await importFile('nul.csv', 'sku,nameEn\nNUL-1,a\u0000b\n');
    expect(errorsOf(res.body)[0]).toMatchObject({ row: 2, field: 'nameEn' });
    expect(errorsOf(res.body)[0].message).toContain('cannot be stored');
  });
});

describe('the import queue', () => {
  const product = MASTER_DATA_RESOURCES.find((r) => r.name === 'product')!;
  const productJob = { resource: product.name, schema: product.schema, write: product.write, rules: [], language: 'en' as const };
  it('reads at most MAX_QUEUED_IMPORTS files at a time and answers one more as busy', async () => {
    const job = { ...productJob, filename: 'q.csv', content: Buffer.from('sku,nameEn\nQ-1,q\n') };
    const jobs = Array.from({ length: MAX_QUEUED_IMPORTS + 1 }, () => checkImportFile(job).then(() => 'read', (e) => (e instanceof ImportBusy ? 'busy' : String(e))));
    expect((await Promise.all(jobs)).sort()).toEqual(['busy', ...Array(MAX_QUEUED_IMPORTS).fill('read')]);
    expect(await checkImportFile(job)).toMatchObject({ errors: [], records: [{ sku: 'Q-1', nameEn: 'q' }] });
  });

  it('answers busy in the envelope (429) in the user language', async () => {
    // Files big enough to keep the worker busy while the call arrives.
    const big = Buffer.from(`sku,nameEn\n${Array.from({ length: 20_000 }, (_, i) => `W-${i},w`).join('\n')}\n`);
    const waiting = Array.from({ length: MAX_QUEUED_IMPORTS }, () => checkImportFile({ ...productJob, filename: 'w.csv', content: big }));
    const res = await importFile('busy.csv', 'sku,nameEn\nB-1,b\n');
    await Promise.all(waiting);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, exceptioncode: ExceptionCode.RateLimited, message: 'Other imports are being read right now; try again in a moment.' });
  });
});

describe('uploads in flight (http/uploadGate.ts)', () => {
  it("run one per company at a time: a company's second is refused at once, another company's goes on, and the first's end frees its place", async () => {
    const base = await address();
    const signed = (token: string) => {
      const query: Record<string, string> = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
      query.hash = signFields(TEST_SIGN_SECRET, query, { mode: 'insert' });
      return `${base}${API_PREFIX}/product-import?${new URLSearchParams(query)}`;
    };
    // Demo's upload arrives slowly: its headers and half its body, then nothing until the test says so.
    const { payload, contentType } = multipartBody({ mode: 'insert' }, { filename: 'slow.csv', content: 'sku,nameEn\nSLOW-1,slow\n' });
    let answered = false;
    let slow = startSlow();
    function startSlow() {
      answered = false;
      const upload = request(signed(demo), { method: 'POST', headers: { 'content-type': contentType, 'content-length': String(payload.length) } }, (res) => {
        res.resume();
        res.on('end', () => (answered = true));
      });
      // Refused while writing (below), the connection may close under it: that is an answer, not a failure.
      upload.on('error', () => (answered = true));
      upload.write(payload.subarray(0, payload.length / 2));
      return upload;
    }
    const importAs = (token: string, sku: string) => {
      const { payload: body, contentType: type } = multipartBody({ mode: 'insert' }, { filename: `${sku}.csv`, content: `sku,nameEn\n${sku},x\n` });
      return fetch(signed(token), { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': type } }).then(async (res) => ({ status: res.status, body: (await res.json()) as { success: boolean; message: string } }));
    };
    // The slow upload holds demo's place once its body is being read. On a busy machine an import of the poll
    // may reach the gate first and the slow one be refused (429, answered): then it is sent again.
    await expect
      .poll(
        async () => {
          if (answered) slow = startSlow();
          return (await importAs(demo, 'DEMO-2')).status;
        },
        { timeout: 10_000 },
      )
      .toBe(429);
    const second = await importAs(demo, 'DEMO-3');
    expect(second.body.message).toBe('Other imports are being read right now; try again in a moment.');
    expect((await importAs(acme, 'ACME-1')).body.success).toBe(true);
    expect(answered).toBe(false);

    slow.end(payload.subarray(payload.length / 2));
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(true);
    expect((await importAs(demo, 'DEMO-4')).body.success).toBe(true);
  });
});

describe('an upload over the size limit', () => {
  let base = '';
  const url = (culture: string) => {
    const query: Record<string, string> = { tokenid: demo, companyid: '0', timestamp: formatChinaTimestamp(), culture, customer: 'true' };
    query.hash = signFields(TEST_SIGN_SECRET, query, { mode: 'insert' });
    return `${base}${API_PREFIX}/product-import?${new URLSearchParams(query)}`;
  };
  const tooLarge = { success: false, data: null, message: `文件超过 ${MAX_IMPORT_BYTES / (1024 * 1024)} MB，请拆分后导入。`, exceptioncode: ExceptionCode.InvalidInput };
  beforeAll(async () => {
    base = await address();
  });

  it('gets a 413 envelope in the user language over a real connection, not a reset', async () => {
    const { payload, contentType } = multipartBody({ mode: 'insert' }, { filename: 'big.csv', content: Buffer.alloc(MAX_IMPORT_BYTES + 1024 * 1024, 'a') });
    const res = await fetch(url('zh-CN'), { method: 'POST', body: new Uint8Array(payload), headers: { 'content-type': contentType } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
  });

  it('refuses 100 MB by its Content-Length, before reading it: the 413 envelope, not a reset, and the next call is served', async () => {
    const { payload, contentType } = multipartBody({ mode: 'insert' }, { filename: 'huge.csv', content: Buffer.alloc(100 * 1024 * 1024, 'a') });
    const before = await productCount();
    const res = await fetch(url('zh-CN'), { method: 'POST', body: new Uint8Array(payload), headers: { 'content-type': contentType } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(await productCount()).toBe(before);
    expect((await t.call('GET', '/product-list', { token: demo })).body.success).toBe(true);
  });

  it('answers a declared 100 MB before the client has sent more than its first megabyte', async () => {
    const { contentType } = multipartBody({ mode: 'insert' });
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = request(url('en-US'), { method: 'POST', headers: { 'content-type': contentType, 'content-length': String(100 * 1024 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      });
      req.on('error', reject);
      // One megabyte, then nothing more: the answer must come without the rest.
      req.write(Buffer.alloc(1024 * 1024, 'a'), () => (sent = 1024 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThanOrEqual(1024 * 1024);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, exceptioncode: ExceptionCode.InvalidInput });
  });

  it('refuses an upload without a Content-Length as soon as it passes the limit', async () => {
    const { payload, contentType } = multipartBody({ mode: 'insert' }, { filename: 'streamed.csv', content: Buffer.alloc(30 * 1024 * 1024, 'a') });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= payload.length) return controller.close();
        const chunk = payload.subarray(sent, sent + 256 * 1024);
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const res = await fetch(url('en-US'), { method: 'POST', body, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(`The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB; split it.`);
  });
});
