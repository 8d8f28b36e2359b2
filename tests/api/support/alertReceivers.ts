// What the milestone alerts' tests receive with: a real SMTP server in this process (smtp-server; no
// TLS, no login) keeping every message with its envelope, subject and text decoded; and an HTTP
// server standing for a company's webhook endpoint, answering by path (`/ok` 200; `/flaky` 500 twice
// per delivery, then 200; `/down` always 503; `/hold` never answers a delivery's first request, 200
// afterwards) and keeping every request with its raw body.
import { createServer, type Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { DOMAINS } from '../../../src/server/domains';
import { notificationsDomain, notificationsDomainWith } from '../../../src/server/domains/notifications/plugin';
import type { OutboxPolicy } from '../../../src/server/domains/notifications/policy';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), joined when adjacent. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part text message (what the dispatcher sends): headers unfolded and decoded, the body by its transfer encoding. */
export function parseMail(raw: string): { subject: string; text: string; headers: Record<string, string> } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? quotedPrintable(body) : body;
  return { subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n'), headers };
}

export interface MailCatcher {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('latin1'));
        // The headers were read as latin1 bytes: decoded words are ASCII, so only the body needs UTF-8.
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), ...parsed });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ReceivedCall {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
}

export interface HookReceiver {
  base: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

export async function startHookReceiver(): Promise<HookReceiver> {
  const calls: ReceivedCall[] = [];
  /** Per delivery id: how many times /flaky was asked. */
  const flaky = new Map<string, number>();
  /** Deliveries whose first request to /hold was left unanswered. */
  const held = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const delivery = String(req.headers['f9-delivery'] ?? '');
      let status = 200;
      if (path === '/flaky') {
        const seen = (flaky.get(delivery) ?? 0) + 1;
        flaky.set(delivery, seen);
        status = seen <= 2 ? 500 : 200;
      } else if (path === '/down') status = 503;
      else if (path === '/hold' && !held.has(delivery)) {
        held.add(delivery);
        calls.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status: 0 });
        return;
      }
      calls.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits for `check` to hold (a condition, never a fixed time); `what` names it when the run's hang guard ends the wait. */
export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The shipment links' base in the alerts of alertDomains. */
export const ALERT_PUBLIC_URL = 'https://portal.f9.test';

/**
 * The app's domains with the alerts sent where a test reads them: e-mail to `mail`, webhooks let reach this
 * machine's receivers (webhookTargets.ts), retries a few milliseconds apart; `overrides` on top.
 */
export function alertDomains(mail: MailCatcher, overrides: Partial<OutboxPolicy> = {}): FastifyPluginAsync[] {
  return domainsWithAlerts({
    smtp: { host: '127.0.0.1', port: mail.port, secure: false, requireTls: false, from: 'F9 Alerts <alerts@f9.test>' },
    publicUrl: ALERT_PUBLIC_URL,
    retryFirstMs: 50,
    retryMaxMs: 200,
    webhookPrivateTargets: true,
    ...overrides,
  });
}

/** The app's domains, the alerts' dispatcher with `policy` over the environment's. */
export function domainsWithAlerts(policy: Partial<OutboxPolicy>): FastifyPluginAsync[] {
  const domain = notificationsDomainWith(policy);
  return DOMAINS.map((d) => (d === notificationsDomain ? domain : d));
}
