// The browser's hub client (src/client/hub/hubClient.ts) against a scripted socket: hello with the
// token and the last id, pong to ping, an event handed on once however often it comes, reconnect
// with growing delays asking from the last id, the long poll after sockets keep failing, and a bye
// (session gone) stopping it for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubClient, type HubClientOptions } from '../../../src/client/hub/hubClient';
import type { HubEvent } from '../../../src/shared/wire/hub';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.onclose?.({ code: 1006 });
  }
}

const event = (id: number): HubEvent => ({ id, topic: 'homeMessage', refId: id, payload: { title: `m${id}` }, at: new Date().toISOString() });
const last = () => FakeSocket.all[FakeSocket.all.length - 1];

let received: number[];
let client: HubClient;
function makeClient(extra: Partial<HubClientOptions> = {}) {
  received = [];
  client = new HubClient({
    url: 'ws://test/f9api/hub',
    token: () => 'tok',
    culture: () => 'en-US',
    onEvent: (e) => received.push(e.id),
    WebSocketImpl: FakeSocket,
    retryFirstMs: 100,
    retryMaxMs: 400,
    ...extra,
  });
  client.start();
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  client?.stop();
  vi.useRealTimers();
});

describe('hub client', () => {
  it('says hello with the token, starts from ready, answers pings, hands each event on once', () => {
    makeClient();
    last().open();
    expect(last().sent).toEqual([{ type: 'hello', token: 'tok', since: null, culture: 'en-US' }]);
    last().receive({ type: 'ready', lastId: 40 });
    expect(client.state).toBe('live');
    expect(client.lastId).toBe(40);
    last().receive({ type: 'ping' });
    expect(last().sent.at(-1)).toEqual({ type: 'pong' });
    for (const id of [41, 42, 41, 42, 43]) last().receive({ type: 'event', event: event(id) });
    expect(received).toEqual([41, 42, 43]);
    expect(client.lastId).toBe(43);
  });

  it('after a drop reconnects with growing delays and asks from the last id', () => {
    makeClient();
    last().open();
    last().receive({ type: 'ready', lastId: 7 });
    last().receive({ type: 'event', event: event(8) });
    last().drop();
    expect(client.state).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(); // fails before ready
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(101); // the second delay is up to 200 ms
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'hello', since: 8 });
    last().receive({ type: 'ready', lastId: 8 });
    last().receive({ type: 'event', event: event(8) });
    last().receive({ type: 'event', event: event(9) });
    expect(received).toEqual([8, 9]);
  });

  it('the first connection starts where the page data was read, so an event before the socket opened still comes; the poll too', async () => {
    let shownAt: number | null = 20;
    makeClient({ startAt: () => shownAt });
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'hello', since: 20 });
    last().receive({ type: 'ready', lastId: 20 });
    expect(client.lastId).toBe(20);
    last().receive({ type: 'event', event: event(21) }); // replayed: it came after the read, before the socket
    expect(received).toEqual([21]);
    // Later connections resume from what was received, not from the page's read.
    shownAt = 5;
    last().drop();
    vi.advanceTimersByTime(100);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'hello', since: 21 });
    client.stop();

    const asked: Array<number | null> = [];
    makeClient({ startAt: () => 30, socketAttempts: 1, poll: async (since) => (asked.push(since), new Promise(() => undefined)) });
    last().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([30]);
  });

  it('a silent connection is closed and re-made', () => {
    makeClient({ silentMs: 1000 });
    last().open();
    last().receive({ type: 'ready', lastId: 1 });
    vi.advanceTimersByTime(6001);
    expect(FakeSocket.all[0].closedWith).toBe(4000);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('falls back to the long poll when sockets never open, and polls from the last id', async () => {
    const asked: Array<number | null> = [];
    let answer = 0;
    makeClient({
      socketAttempts: 2,
      poll: async (since) => {
        asked.push(since);
        answer += 1;
        if (answer === 1) return { events: [], lastId: 50 };
        if (answer === 2) return { events: [event(51), event(52)], lastId: 52 };
        return new Promise(() => undefined);
      },
    });
    last().drop();
    vi.advanceTimersByTime(100);
    last().drop();
    expect(client.state).toBe('polling');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([null, 50, 52]);
    expect(received).toEqual([51, 52]);
  });

  it('a bye (the session ended) stops it: no reconnect', () => {
    const gone = vi.fn();
    makeClient({ onSessionGone: gone });
    last().open();
    last().receive({ type: 'ready', lastId: 1 });
    last().receive({ type: 'bye', code: 10003, message: 'logged out' });
    expect(gone).toHaveBeenCalledWith('logged out');
    expect(client.state).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
