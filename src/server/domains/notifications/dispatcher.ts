// The outbox's dispatcher (issue 47): in every server process, never inside a request. It claims due
// rows of notification_outbox (FOR UPDATE SKIP LOCKED: two replicas on one PostgreSQL never claim the
// same row; a claim counts the attempt and leases the row for leaseMs, so a row whose process died is
// due again afterwards), delivers each by its channel, records the attempt, and retries a failure with
// exponential backoff. Woken by NOTIFY f9_outbox (the triggers' commit, a replay), by a timer set to
// the next retry, and by a slow poll, so nothing due waits past a restart.
// A row's settling names the attempt it claimed (the fencing token): a row re-claimed elsewhere after
// its lease ran out is settled by one process only.
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { LANGUAGES, type Language } from '../../../shared/constants';
import type { NotificationSource } from '../../db/notifications';
import type { Database } from '../../db/schema';
import type { MessageKey } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import { type AlertEvent, alertText, subjectOf } from './alertText';
import { type NotificationKind, type OutboxPolicy, retryDelayMs } from './policy';
import { deliveryBody, SIGNATURE_HEADER, signatureOf } from './webhookBody';
import { postDelivery } from './webhookRequest';

export const OUTBOX_CHANNEL = 'f9_outbox';
/** Settled rows (and their attempts) are kept this long for the delivery log, then pruned hourly. */
export const OUTBOX_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface OutboxRow {
  id: string | number;
  event_key: string;
  kind: NotificationKind;
  channel: 'email' | 'app' | 'webhook';
  customer_id: number;
  user_id: number | null;
  webhook_id: number | null;
  booking_id: number | null;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date | string;
}

interface Outcome {
  ok: boolean;
  code: number | null;
  ms: number;
  error: string | null;
}

const languageOf = (value: unknown): Language => (LANGUAGES.includes(value as Language) ? (value as Language) : 'zh');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export class OutboxDispatcher {
  private pollTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private stopListening: (() => Promise<void>) | null = null;
  private transport: Transporter | null = null;
  private prunedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: OutboxPolicy,
    private readonly log: FastifyBaseLogger,
  ) {
    const smtp = policy.smtp;
    if (smtp) {
      this.transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        requireTLS: smtp.requireTls,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 30_000,
      });
    }
  }

  async start(source: NotificationSource | undefined): Promise<void> {
    // A NOTIFY lost while the listener was away is made up for on its return.
    if (source) this.stopListening = await source.listen([OUTBOX_CHANNEL], () => this.wake(), () => this.wake());
    this.pollTimer = setInterval(() => {
      this.wake();
      void this.prune();
    }, this.policy.pollMs);
    this.pollTimer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = null;
    await this.running;
    this.transport?.close();
  }

  /** Deletes settled rows past OUTBOX_KEEP_DAYS, at most once an hour (every replica may; the delete is idempotent). */
  private async prune(): Promise<void> {
    if (this.stopped || Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await sql`DELETE FROM notification_outbox WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${OUTBOX_KEEP_DAYS})`
      .execute(this.db)
      .catch((error: unknown) => this.log.warn({ err: error }, 'notification outbox: pruning failed'));
  }

  /** Runs a pass now, or once more after the running one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.again = false;
    this.running = this.drain()
      .catch((error: unknown) => this.log.warn({ err: error }, 'notification outbox: a pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  /** Claims and delivers due rows until none is due, then sets a timer for the next retry. */
  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const rows = await this.claim();
      if (rows.length === 0) break;
      await Promise.all(rows.map((row) => this.deliver(row).catch((error: unknown) => this.log.warn({ err: error, outboxId: String(row.id) }, 'notification outbox: a delivery failed unexpectedly'))));
    }
    if (this.stopped) return;
    const { rows } = await sql<{ wait: number | null }>`SELECT (extract(epoch FROM min(next_at) - now()) * 1000)::float8 AS wait FROM notification_outbox WHERE status = 'pending'`.execute(this.db);
    const wait = rows[0]?.wait;
    if (wait !== null && wait !== undefined && wait < this.policy.pollMs) {
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.wake(), Math.max(0, Math.ceil(wait)) + 5);
      this.retryTimer.unref();
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const { rows } = await sql<OutboxRow>`WITH due AS (
        SELECT id FROM notification_outbox WHERE status = 'pending' AND next_at <= now() ORDER BY next_at, id LIMIT ${this.policy.batch} FOR UPDATE SKIP LOCKED)
      UPDATE notification_outbox o SET attempts = o.attempts + 1, next_at = now() + make_interval(secs => ${this.policy.leaseMs / 1000})
      FROM due WHERE o.id = due.id
      RETURNING o.id, o.event_key, o.kind, o.channel, o.customer_id, o.user_id, o.webhook_id, o.booking_id, o.payload, o.attempts, o.created_at`.execute(this.db);
    return rows;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    if (row.channel === 'webhook') return this.deliverWebhook(row);
    if (row.channel === 'app') return this.deliverInApp(row);
    return this.deliverEmail(row);
  }

  /** Ends a row (sent, failed, skipped) if this process still holds its claim. */
  private async settle(row: OutboxRow, status: 'sent' | 'failed' | 'skipped', error: string | null, db: Kysely<Database> = this.db): Promise<boolean> {
    const { rows } = await sql`UPDATE notification_outbox SET status = ${status}, last_error = ${error}, sent_at = CASE WHEN ${status} = 'sent' THEN now() END
      WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts} RETURNING id`.execute(db);
    return rows.length > 0;
  }

  private async retryLater(row: OutboxRow, error: string | null): Promise<void> {
    await sql`UPDATE notification_outbox SET last_error = ${error}, next_at = now() + make_interval(secs => ${retryDelayMs(this.policy, row.attempts) / 1000})
      WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts}`.execute(this.db);
  }

  private async recordAttempt(row: OutboxRow, outcome: Outcome): Promise<void> {
    await sql`INSERT INTO notification_attempts (outbox_id, attempt, ok, response_code, response_ms, error)
      VALUES (${row.id}, ${row.attempts}, ${outcome.ok}, ${outcome.code}, ${outcome.ms}, ${outcome.error})`.execute(this.db);
  }

  private event(row: OutboxRow): AlertEvent {
    return { kind: row.kind, subject: subjectOf(row.booking_id, row.payload), payload: row.payload };
  }

  private async recipient(row: OutboxRow) {
    const { rows } = await sql<{ email: string; active: boolean; language: string | null }>`SELECT u.email, u.is_active AS active, s.language
      FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = ${row.user_id}`.execute(this.db);
    return rows[0];
  }

  private async deliverEmail(row: OutboxRow): Promise<void> {
    if (!this.transport || !this.policy.smtp) {
      await this.settle(row, 'skipped', 'e-mail is off: no SMTP_HOST');
      return;
    }
    const user = await this.recipient(row);
    if (!user || !user.active || !user.email) {
      await this.settle(row, 'skipped', 'the user is inactive or has no e-mail address');
      return;
    }
    const { subject, text } = alertText(languageOf(user.language), this.event(row), this.policy.publicUrl);
    const started = performance.now();
    let outcome: Outcome;
    try {
      const info = await this.transport.sendMail({ from: this.policy.smtp.from, to: user.email, subject, text, headers: { 'X-F9-Event': row.event_key } });
      outcome = { ok: true, code: Number(/^(\d{3})/.exec(String(info.response))?.[1] ?? 250), ms: Math.round(performance.now() - started), error: null };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      outcome = { ok: false, code: typeof code === 'number' ? code : null, ms: Math.round(performance.now() - started), error: messageOf(error) };
    }
    await this.recordAttempt(row, outcome);
    if (outcome.ok) await this.settle(row, 'sent', null);
    else if (row.attempts >= this.policy.maxAttempts) await this.settle(row, 'failed', outcome.error);
    else await this.retryLater(row, outcome.error);
  }

  /** An in-app alert is a home message of the user (the hub pushes it): written with the row's settling, once. */
  private async deliverInApp(row: OutboxRow): Promise<void> {
    const user = await this.recipient(row);
    if (!user || !user.active) {
      await this.settle(row, 'skipped', 'the user is inactive');
      return;
    }
    const started = performance.now();
    const event = this.event(row);
    const texts = Object.fromEntries(LANGUAGES.map((language) => [language, alertText(language, event, this.policy.publicUrl)]));
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.settle(row, 'sent', null, trx))) return;
      const translations = Object.fromEntries(LANGUAGES.map((language) => [language, { title: texts[language].subject, content: texts[language].text }]));
      await sql`INSERT INTO home_messages (customer_id, audience, user_id, title, content, translations)
        VALUES (${row.customer_id}, 'customer', ${row.user_id}, ${texts.en.subject}, ${texts.en.text}, ${JSON.stringify(translations)}::jsonb)`.execute(trx);
    });
    await this.recordAttempt(row, { ok: true, code: null, ms: Math.round(performance.now() - started), error: null });
  }

  private async deliverWebhook(row: OutboxRow): Promise<void> {
    const { rows } = await sql<{ url: string; secret: string; paused: boolean }>`SELECT url, secret, paused_at IS NOT NULL AS paused FROM webhooks WHERE id = ${row.webhook_id}`.execute(this.db);
    const hook = rows[0];
    if (!hook) return;
    if (hook.paused) {
      // Waits for the endpoint's resume (which makes it due at once); this claim is not an attempt.
      await sql`UPDATE notification_outbox SET attempts = attempts - 1, next_at = now() + interval '1 day'
        WHERE id = ${row.id} AND status = 'pending' AND attempts = ${row.attempts}`.execute(this.db);
      return;
    }
    const body = deliveryBody(row);
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    let outcome: Outcome;
    try {
      const status = await postDelivery({
        url: hook.url,
        headers: { 'content-type': 'application/json', 'user-agent': 'F9-Webhooks/1', [SIGNATURE_HEADER]: signatureOf(hook.secret, timestamp, body), 'F9-Event': row.kind, 'F9-Delivery': String(row.id) },
        body,
        timeoutMs: this.policy.webhookTimeoutMs,
        privateTargets: this.policy.webhookPrivateTargets,
      });
      const ok = status >= 200 && status < 300;
      outcome = { ok, code: status, ms: Math.round(performance.now() - started), error: ok ? null : `HTTP ${status}` };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      outcome = { ok: false, code: null, ms: Math.round(performance.now() - started), error: messageOf(cause ?? error) };
    }
    await this.recordAttempt(row, outcome);
    if (outcome.ok) {
      await this.settle(row, 'sent', null);
      return;
    }
    if (Date.now() - new Date(row.created_at).getTime() < this.policy.webhookGiveUpMs) {
      await this.retryLater(row, outcome.error);
      return;
    }
    await this.giveUp(row, hook.url, outcome.error);
  }

  /** A day of failures: the delivery fails, the endpoint is paused and the company's administrators told (once). */
  private async giveUp(row: OutboxRow, url: string, error: string | null): Promise<void> {
    const hours = Math.round(this.policy.webhookGiveUpMs / 3_600_000);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.settle(row, 'failed', error, trx))) return;
      const { rows } = await sql`UPDATE webhooks SET paused_at = now(), pause_reason = 'failing', updated_at = now() WHERE id = ${row.webhook_id} AND paused_at IS NULL RETURNING id`.execute(trx);
      if (rows.length === 0) return;
      const text = (language: Language) => ({
        title: translate(language, 'alert.webhookPaused.title' satisfies MessageKey, { url }),
        content: translate(language, 'alert.webhookPaused.content' satisfies MessageKey, { url, hours }),
      });
      const translations = JSON.stringify(Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])));
      await sql`INSERT INTO home_messages (customer_id, audience, user_id, title, content, translations)
        SELECT u.customer_id, 'customer', u.id, ${text('en').title}, ${text('en').content}, ${translations}::jsonb
        FROM users u JOIN roles r ON r.id = u.cus_role_id
        WHERE u.customer_id = ${row.customer_id} AND u.is_active AND r.role_cd = 'CUSADMIN'`.execute(trx);
    });
    this.log.warn({ webhookId: row.webhook_id, outboxId: String(row.id) }, 'webhook paused: its deliveries failed for a day');
  }
}
