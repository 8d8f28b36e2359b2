// The browser's end of the real-time hub (protocol in shared/wire/hub.ts), free of React so that it
// runs in tests on Node too. It says hello with the token, answers pings, and when the socket drops
// (or falls silent) reconnects with growing, jittered delays, asking for what it missed since the last
// event id; an event already seen is not handed on twice. Where WebSockets never open it falls back
// to the long poll. A `bye` (the session ended) stops it for good.
import { HUB_SERVER_TIMEOUT_MS, type HubEvent, type HubPollResult, type HubServerMessage } from '../../shared/wire/hub';

export type HubConnectionState = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'stopped';

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export interface HubClientOptions {
  /** ws:// or wss:// URL of the hub socket. */
  url: string;
  token(): string;
  culture(): string;
  onEvent(event: HubEvent): void;
  onState?(state: HubConnectionState): void;
  /** The server said the session is gone (10003) with this message. */
  onSessionGone?(message: string): void;
  /** The server may have missed events (its database connection dropped a while): read again what is shown. */
  onResync?(): void;
  /**
   * Where the first connection starts (null: at the server's newest event): the id as of the data the
   * page shows, so an event between that read and the socket's opening is not missed.
   */
  startAt?(): number | null;
  /** The long-poll fallback: the events after `since` (null: where to start). */
  poll?(since: number | null): Promise<HubPollResult>;
  /** The WebSocket constructor (the browser's by default; `ws` on Node). */
  WebSocketImpl?: new (url: string) => unknown;
  /** First reconnect delay and its cap; it doubles per failure, with jitter. */
  retryFirstMs?: number;
  retryMaxMs?: number;
  /** Nothing from the server for this long (it pings every 15 s): the connection is dead. */
  silentMs?: number;
  /** Sockets that fail to open this many times in a row switch to the long poll. */
  socketAttempts?: number;
}

const RECENT = 256;

export class HubClient {
  state: HubConnectionState = 'stopped';
  /** The id of the newest event received: where a reconnect resumes. */
  lastId: number | null = null;
  private socket: SocketLike | null = null;
  private readonly seen = new Set<number>();
  private retryMs: number;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly options: HubClientOptions) {
    this.retryMs = options.retryFirstMs ?? 500;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setState('stopped');
  }

  private setState(state: HubConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.timer = this.watchdog = null;
  }

  private open(): void {
    const Impl = (this.options.WebSocketImpl ?? (globalThis as { WebSocket?: new (url: string) => unknown }).WebSocket) as (new (url: string) => SocketLike) | undefined;
    if (!Impl) {
      this.startPolling();
      return;
    }
    let ready = false;
    const socket = new Impl(this.options.url);
    this.socket = socket;
    const heard = () => {
      if (this.watchdog) clearTimeout(this.watchdog);
      // A little over the server's timeout: its pings come every 15 s.
      this.watchdog = setTimeout(() => socket.close(4000), (this.options.silentMs ?? HUB_SERVER_TIMEOUT_MS) + 5000);
    };
    socket.onopen = () => {
      heard();
      socket.send(JSON.stringify({ type: 'hello', token: this.options.token(), since: this.resumeFrom(), culture: this.options.culture() }));
    };
    socket.onmessage = (ev) => {
      heard();
      let message: HubServerMessage;
      try {
        message = JSON.parse(String(ev.data)) as HubServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        ready = true;
        this.failures = 0;
        this.retryMs = this.options.retryFirstMs ?? 500;
        this.lastId ??= message.lastId;
        this.setState('live');
      } else if (message.type === 'event') this.receive(message.event);
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'resync') this.options.onResync?.();
      else if (message.type === 'bye') {
        this.stop();
        this.options.onSessionGone?.(message.message);
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.watchdog) clearTimeout(this.watchdog);
      if (this.stopped) return;
      if (!ready) this.failures += 1;
      if (this.options.poll && this.failures >= (this.options.socketAttempts ?? 3)) {
        this.startPolling();
        return;
      }
      this.retry(() => this.open());
    };
  }

  private retry(again: () => void): void {
    this.setState('reconnecting');
    const delay = this.retryMs * (0.5 + Math.random() / 2);
    this.retryMs = Math.min(this.retryMs * 2, this.options.retryMaxMs ?? 30_000);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) again();
    }, delay);
  }

  private resumeFrom(): number | null {
    return this.lastId ?? this.options.startAt?.() ?? null;
  }

  private receive(event: HubEvent): void {
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > RECENT) this.seen.delete(this.seen.values().next().value!);
    if (this.lastId === null || event.id > this.lastId) this.lastId = event.id;
    this.options.onEvent(event);
  }

  private startPolling(): void {
    const poll = this.options.poll;
    if (!poll) return;
    this.setState('polling');
    const loop = async () => {
      while (!this.stopped) {
        try {
          const answer = await poll(this.resumeFrom());
          if (this.stopped) return;
          for (const event of answer.events) this.receive(event);
          this.lastId = Math.max(this.lastId ?? 0, answer.lastId);
          this.retryMs = this.options.retryFirstMs ?? 500;
          this.setState('polling');
        } catch (error) {
          if ((error as { code?: number }).code === 10003) {
            this.stop();
            return;
          }
          await new Promise((resolve) => this.retry(() => resolve(undefined)));
        }
      }
    };
    void loop();
  }
}
