// The milestone alerts' settings (issue 47): which events there are, and how the outbox's dispatcher
// runs: SMTP from the environment, the shipment page's base URL, polling and retry delays (tests
// shorten them; README "Milestone alerts").

/** The events a user or a webhook subscribes to; each is written by a trigger of migrations 0283, 0284, 0301 and 0304. */
export const NOTIFICATION_KINDS = ['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'etaChanged', 'billIssued', 'deliverySlotConfirmed', 'documentReady', 'quoteAnswered'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** A user without settings: e-mail on these (migration 0304's f9_enqueue_notification says the same). */
export const DEFAULT_EMAIL_KINDS: NotificationKind[] = ['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'documentReady', 'quoteAnswered'];
export const DEFAULT_APP_KINDS: NotificationKind[] = [];
export const DEFAULT_ETA_HOURS = 24;
export const MAX_ETA_HOURS = 720;
/** The delivery body's schema version (`schema` of every webhook body; OpenAPI `webhookDelivery.v1`). */
export const WEBHOOK_SCHEMA = 'f9.webhook.v1';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** STARTTLS must succeed (no plain-text fallback). */
  requireTls: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface OutboxPolicy {
  /** null: e-mail is off; the outbox's e-mail rows are marked skipped. */
  smtp: SmtpSettings | null;
  /** The portal's address as its users open it, for the shipment link in an e-mail. */
  publicUrl: string;
  /** A poll for due rows even without a NOTIFY (retries fall due, a restart finds what waits). */
  pollMs: number;
  /** Rows claimed at once. */
  batch: number;
  /** A claimed row not settled after this (its process died) is due again. */
  leaseMs: number;
  /** The first retry's delay; each next one doubles, up to retryMaxMs. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** A webhook delivery is retried this long; then it fails and its endpoint is paused. */
  webhookGiveUpMs: number;
  /** E-mail and in-app attempts before a row fails. */
  maxAttempts: number;
  /** A webhook answer must come within this. */
  webhookTimeoutMs: number;
  /** Webhooks may reach private and loopback addresses, and http on this machine (F9_WEBHOOK_PRIVATE_TARGETS=1: tests, development; webhookTargets.ts). */
  webhookPrivateTargets: boolean;
}

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  smtp: null,
  publicUrl: 'http://localhost:8080',
  pollMs: 30_000,
  batch: 20,
  leaseMs: 120_000,
  retryFirstMs: 30_000,
  retryMaxMs: 60 * 60_000,
  webhookGiveUpMs: 24 * 60 * 60_000,
  maxAttempts: 8,
  webhookTimeoutMs: 10_000,
  webhookPrivateTargets: false,
};

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < min || Number(value) > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return Number(value);
};
const yes = (value: string | undefined) => value !== undefined && /^(1|true|yes)$/i.test(value.trim());
/** A switch that must say 1 or 0 (absent: off): a typo stops the start instead of leaving it off unseen. */
const flag = (env: NodeJS.ProcessEnv, name: string): boolean => {
  const value = env[name]?.trim();
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, not "${env[name]}"`);
};

/**
 * From the environment: SMTP_HOST (no host: e-mail off), SMTP_PORT (587; 465 with SMTP_SECURE),
 * SMTP_SECURE (implicit TLS), SMTP_REQUIRE_TLS, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, PUBLIC_URL, and
 * F9_OUTBOX_POLL_SECONDS, F9_OUTBOX_RETRY_SECONDS (first retry), F9_OUTBOX_LEASE_SECONDS, F9_WEBHOOK_GIVE_UP_HOURS,
 * F9_WEBHOOK_PRIVATE_TARGETS (1: webhooks may reach private addresses; 0 or absent: public ones only).
 */
export function outboxPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxPolicy {
  const host = env.SMTP_HOST?.trim();
  const secure = yes(env.SMTP_SECURE);
  const smtp: SmtpSettings | null = host
    ? {
        host,
        port: whole(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535),
        secure,
        requireTls: yes(env.SMTP_REQUIRE_TLS),
        user: env.SMTP_USER || undefined,
        password: env.SMTP_PASSWORD || undefined,
        from: env.SMTP_FROM?.trim() || `F9 <no-reply@${host}>`,
      }
    : null;
  return {
    ...DEFAULT_OUTBOX_POLICY,
    smtp,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    pollMs: whole(env, 'F9_OUTBOX_POLL_SECONDS', DEFAULT_OUTBOX_POLICY.pollMs / 1000, 1, 3600) * 1000,
    retryFirstMs: whole(env, 'F9_OUTBOX_RETRY_SECONDS', DEFAULT_OUTBOX_POLICY.retryFirstMs / 1000, 0, 3600) * 1000,
    leaseMs: whole(env, 'F9_OUTBOX_LEASE_SECONDS', DEFAULT_OUTBOX_POLICY.leaseMs / 1000, 1, 3600) * 1000,
    webhookGiveUpMs: whole(env, 'F9_WEBHOOK_GIVE_UP_HOURS', 24, 1, 24 * 30) * 3_600_000,
    webhookPrivateTargets: flag(env, 'F9_WEBHOOK_PRIVATE_TARGETS'),
  };
}

/** The delay before attempt `attempts + 1`: retryFirstMs, doubled each time, at most retryMaxMs. */
export function retryDelayMs(policy: OutboxPolicy, attempts: number): number {
  return Math.min(policy.retryFirstMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);
}
