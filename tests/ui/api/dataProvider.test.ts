import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, dispositionName } from '../../../src/client/api/dataProvider';
import { clearResponseCache } from '../../../src/client/api/responseCache';

let calls: Array<{ url: URL; init: RequestInit }> = [];
function serve(data: unknown, type = 'application/json', raw?: string) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      calls.push({ url: new URL(input, 'http://localhost'), init });
      return new Response(raw ?? JSON.stringify({ success: true, data, message: '', exceptioncode: 0 }), { headers: { 'content-type': type } });
    }),
  );
}

beforeEach(() => clearResponseCache());
afterEach(() => vi.unstubAllGlobals());

describe('DataProvider over the wire contract (resourceContract.ts)', () => {
  const dp = createDataProvider();

  it('getList sends current, size, sort, order and the filter as JSON text, and reads result + page', async () => {
    serve({ result: [{ id: 1 }], page: { current: 2, size: 5, total: 11 } });
    const list = await dp.getList('setAddress', { page: 2, size: 5, sort: { field: 'name', order: 'desc' }, filter: { city: 'Shanghai' } });
    expect(list).toEqual({ result: [{ id: 1 }], page: { current: 2, size: 5, total: 11 } });
    const q = calls[0].url.searchParams;
    expect(calls[0].url.pathname).toBe('/f9api/api/v1/setAddress-list');
    expect([q.get('current'), q.get('size'), q.get('sort'), q.get('order'), q.get('filter')]).toEqual(['2', '5', 'name', 'desc', '{"city":"Shanghai"}']);
  });

  it('create and update send the record as JSON text in the data field', async () => {
    serve({ id: 7, version: 1 });
    await dp.create('setAddress', { name: 'Depot' });
    await dp.update('setAddress', { id: 7, version: 1, name: 'Depot 2' });
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT']);
    expect((calls[1].init.body as URLSearchParams).get('data')).toBe('{"id":7,"version":1,"name":"Depot 2"}');
  });

  it('call sends an explicit call of the spec: GET and DELETE as query, PUT and POST as form fields', async () => {
    serve({ ok: true });
    await dp.call('PUT', '/activatecususer', { UserId: 7 });
    await dp.call('GET', '/cususer-list', { size: 10 });
    expect(calls.map((c) => [c.init.method, c.url.pathname])).toEqual([
      ['PUT', '/f9api/api/v1/activatecususer'],
      ['GET', '/f9api/api/v1/cususer-list'],
    ]);
    expect((calls[0].init.body as URLSearchParams).get('UserId')).toBe('7');
    expect(calls[1].url.searchParams.get('size')).toBe('10');
  });

  it('deleteMany sends the ids as JSON array text; callAction posts to <resource>/<action>', async () => {
    serve(null);
    await dp.deleteMany('setAddress', [1, 2]);
    await dp.callAction('seaBooking', 'cancel', { id: 3 });
    expect(calls[0].init.method).toBe('DELETE');
    expect(calls[0].url.searchParams.get('ids')).toBe('[1,2]');
    expect(calls[1].url.pathname).toBe('/f9api/api/v1/seaBooking/cancel');
  });

  it('importFile sends multipart with file and mode; exportFile returns the csv', async () => {
    serve({ imported: 3 });
    const file = new File(['a,b\n1,2'], 'x.csv', { type: 'text/csv' });
    expect(await dp.importFile('setAddress', file, 'insertTop')).toEqual({ imported: 3 });
    const form = calls[0].init.body as FormData;
    expect(form.get('mode')).toBe('insertTop');
    serve(null, 'text/csv', 'name\nDepot\n');
    const blob = await dp.exportFile('setAddress', 'selected', { page: 1, size: 10, ids: [4] });
    expect(await blob.text()).toBe('name\nDepot\n');
    expect(calls[0].url.searchParams.get('mode')).toBe('selected');
    expect(calls[0].url.searchParams.get('ids')).toBe('[4]');
  });

  it('upload sends the fields (signed) and the file as multipart; getFile answers the bytes and the exact name of Content-Disposition', async () => {
    serve({ id: 5 });
    const file = new File(['%PDF-1.4'], 'inv.pdf', { type: 'application/pdf' });
    expect(await dp.upload('/shipmentDocument', { bookingId: '42', kind: 'OTHER' }, file)).toEqual({ id: 5 });
    const form = calls[0].init.body as FormData;
    expect([calls[0].init.method, calls[0].url.pathname, form.get('bookingId'), form.get('kind'), (form.get('file') as File).name]).toEqual(['POST', '/f9api/api/v1/shipmentDocument', '42', 'OTHER', 'inv.pdf']);
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        calls.push({ url: new URL(input, 'http://localhost'), init });
        return new Response(bytes, { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="__.pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf` } });
      }),
    );
    const answer = await dp.getFile('/shipmentDocument-file', { id: 9 });
    expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(bytes);
    expect(answer.fileName).toBe('发票.pdf');
    expect([calls[0].init.method, calls[0].url.pathname, calls[0].url.searchParams.get('id')]).toEqual(['GET', '/f9api/api/v1/shipmentDocument-file', '9']);
    expect(dispositionName('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(dispositionName(null)).toBeNull();
  });

  it('refuses resource or action names that are not one path segment', async () => {
    serve(null);
    await expect(dp.getList('../admin', { page: 1, size: 1 })).rejects.toThrow('Invalid resource name');
    expect(() => dp.callAction('seaBooking', 'x/../../y', {})).toThrow('Invalid action name');
    expect(calls).toHaveLength(0);
  });

  it('stats sends groupBy, sum and avg comma-separated and the filter as JSON text to <resource>-stats', async () => {
    const answer = { groups: [{ group: { kind: 'consignee' }, count: 2, sum: { declaredValue: '3' }, avg: { unitWeightKg: '1.5' } }], total: { count: 2, sum: { declaredValue: '3' }, avg: { unitWeightKg: '1.5' } }, truncated: false };
    serve(answer);
    expect(await dp.stats('product', { groupBy: ['kind', 'createdAt:month'], sum: ['declaredValue'], avg: ['unitWeightKg'], filter: { city: 'Ningbo' } })).toEqual(answer);
    const q = calls[0].url.searchParams;
    expect(calls[0].url.pathname).toBe('/f9api/api/v1/product-stats');
    expect([q.get('groupBy'), q.get('sum'), q.get('avg'), q.get('filter')]).toEqual(['kind,createdAt:month', 'declaredValue', 'unitWeightKg', '{"city":"Ningbo"}']);
    serve(answer);
    await dp.stats('product', {});
    expect(['groupBy', 'sum', 'avg', 'filter'].map((k) => calls[0].url.searchParams.has(k))).toEqual([false, false, false, false]);
  });

  it('exportFile asks for xlsx when the format says so, and sends no format for csv', async () => {
    serve(null, 'application/octet-stream', 'x');
    await dp.exportFile('product', 'all', { page: 1, size: 10, format: 'xlsx' });
    expect(calls[0].url.searchParams.get('format')).toBe('xlsx');
    serve(null, 'text/csv', 'x');
    await dp.exportFile('product', 'all', { page: 1, size: 10 });
    expect(calls[0].url.searchParams.has('format')).toBe(false);
  });
});
