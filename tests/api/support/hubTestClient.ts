// A WebSocket client of the hub for tests and benches: records every server message, answers pings
// (unless told to stay silent), and waits for a message or the close with a deadline.
import WebSocket from 'ws';
import { HUB_SOCKET_PATH, type HubEvent, type HubServerMessage } from '../../../src/shared/wire/hub';

export interface HubTestClient {
  socket: WebSocket;
  messages: HubServerMessage[];
  events(): HubEvent[];
  hello(token: string | undefined, since?: number | null, culture?: string): void;
  send(raw: string): void;
  /** Resolves with the first message (from the start) matching; rejects after `ms`. */
  waitFor(match: (m: HubServerMessage) => boolean, ms?: number): Promise<HubServerMessage>;
  /** Resolves with the close code; rejects after `ms`. */
  closed(ms?: number): Promise<number>;
  close(): void;
}

export async function openHub(base: string, options: { answerPings?: boolean } = {}): Promise<HubTestClient> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${HUB_SOCKET_PATH}`);
  const messages: HubServerMessage[] = [];
  const waiters = new Set<() => void>();
  let closeCode: number | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as HubServerMessage;
    messages.push(message);
    if (message.type === 'ping' && options.answerPings !== false) socket.send(JSON.stringify({ type: 'pong' }));
    for (const w of waiters) w();
  });
  socket.on('close', (code) => {
    closeCode = code;
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const until = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const value = check();
        if (value === undefined) return false;
        waiters.delete(attempt);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      // When the process was starved (a loaded machine), the timer and the awaited message can be due
      // together and timers run first: look once more after pending I/O before giving up.
      const timer = setTimeout(() => {
        setImmediate(() => {
          if (attempt()) return;
          waiters.delete(attempt);
          reject(new Error(`hub client: no ${what} within ${ms} ms; ${closeCode === null ? "still open" : `closed with ${closeCode}`}; got ${JSON.stringify(messages)}`));
        });
      }, ms);
      if (!attempt()) waiters.add(attempt);
    });
  return {
    socket,
    messages,
    events: () => messages.flatMap((m) => (m.type === 'event' ? [m.event] : [])),
    hello: (token, since = null, culture = 'en-US') => socket.send(JSON.stringify({ type: 'hello', token, since, culture })),
    send: (raw) => socket.send(raw),
    // Only hang guards: on a loaded machine an event took over 15 s to arrive (a booking's status change,
    // in a whole-suite run); waiting longer only slows a failing test. What closed a socket is told by
    // its close code, not by how soon it closed.
    waitFor: (match, ms = 60_000) => until(() => messages.find(match), ms, 'matching message'),
    closed: (ms = 60_000) => until(() => closeCode ?? undefined, ms, 'close'),
    close: () => socket.close(),
  };
}
