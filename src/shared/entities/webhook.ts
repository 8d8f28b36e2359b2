// A company's webhook endpoint (issue 47; migrations/0283_notification_outbox.sql, hand-written: the
// secret is kept for signing and never answered after it is made). Served by hand-written routes
// (server domains/notifications/webhookRoutes.ts) to the company's administrator; its screen is
// systemmanager/webhookManager.
/**
 * @title field.entity.webhook
 * @table webhooks
 * @handWritten
 * @customerScoped
 * @keyField id
 * @defaultSort id
 */
export interface Webhook {
  /**
   * @title field.webhook.id
   * @asType integer
   * @readOnly true
   */
  id: number;
  /**
   * https, or http on the server's own machine (tests, development).
   * @title field.webhook.url
   * @maxLength 2000
   */
  url: string;
  /**
   * The events delivered to it.
   * @title field.webhook.events
   * @uniqueItems true
   */
  events: Array<'bookingConfirmed' | 'bookingRejected' | 'departed' | 'arrived' | 'etaChanged' | 'billIssued' | 'deliverySlotConfirmed' | 'documentReady' | 'quoteAnswered'>;
  /**
   * Signs every delivery (HMAC-SHA256); made by the server when left empty, shown once.
   * @title field.webhook.secret
   * @minLength 16
   * @maxLength 200
   */
  secret?: string;
  /**
   * @title field.webhook.etaHours
   * @asType integer
   * @minimum 1
   * @maximum 720
   */
  etaHours?: number;
  /**
   * @title field.webhook.paused
   * @readOnly true
   */
  paused?: boolean;
  /**
   * admin: paused by hand; failing: its deliveries failed for a day.
   * @title field.webhook.pauseReason
   * @readOnly true
   */
  pauseReason?: 'admin' | 'failing';
  /**
   * @title field.webhook.createdBy
   * @readOnly true
   */
  createdBy?: string;
  /**
   * @title field.common.createdAt
   * @format date-time
   * @readOnly true
   */
  createdAt?: string;
}
