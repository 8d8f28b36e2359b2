// Refusals made below Fastify's routes (issue 40), over a real connection: a URL or headers past
// Node's 16 KB limit get 431 in the envelope, in the request's language, with Connection: close, and
// a keep-alive client's next call is served (not sent into a closed socket); a form body past its
// limit gets 413 in the envelope, not a reset.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
let address = '';
beforeAll(async () => {
  t = await createTestContext();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** One request written by hand on a raw socket; resolves with what came back once the server closed it. */
function rawExchange(request: string): Promise<string> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('an oversized URL', () => {
  it('gets 431 in the envelope, in its language, with Connection: close, and the server closes the connection', async () => {
    const answer = await rawExchange(`GET /f9api/api/v1/getsitename?culture=en-US&x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: f9\r\nConnection: keep-alive\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head!.toLowerCase()).toContain('\r\nconnection: close');
    expect(head!.toLowerCase()).toContain('\r\ncontent-type: application/json; charset=utf-8');
    expect(head!.toLowerCase()).toContain('\r\nx-content-type-options: nosniff');
    expect(JSON.parse(body!)).toEqual({ success: false, data: null, message: "The request's address or headers are too long.", exceptioncode: ExceptionCode.InvalidInput });
  });

  it('speaks the default language when the request line gave none, and so do oversized headers', async () => {
    const answer = await rawExchange(`GET /f9api/api/v1/getsitename HTTP/1.1\r\nHost: f9\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!).message).toBe('请求的地址或请求头过长。');
  });

  it("leaves a keep-alive client's next call served", async () => {
    const refused = await fetch(`${address}/f9api/api/v1/getsitename?culture=en-US&x=${'a'.repeat(20_000)}`);
    expect(refused.status).toBe(431);
    expect(refused.headers.get('connection')).toBe('close');
    expect(((await refused.json()) as { exceptioncode: number }).exceptioncode).toBe(ExceptionCode.InvalidInput);
    const next = await fetch(`${address}/health`);
    expect(next.status).toBe(200);
  });
});

describe('a form body past its limit', () => {
  it('gets 413 in the envelope, not a reset, even at 100 MB', async () => {
    const res = await fetch(`${address}/f9api/api/v1/custrylogin?culture=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array(Buffer.alloc(100 * 1024 * 1024, 'a')),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, data: null, message: 'The request is too large.', exceptioncode: ExceptionCode.InvalidInput });
  });
});
