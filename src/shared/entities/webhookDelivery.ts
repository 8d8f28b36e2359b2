// One delivery of a company's webhook: a row of the notification outbox (issue 47;
// migrations/0283_notification_outbox.sql, hand-written) with its attempts. Read by the company's
// administrator on systemmanager/webhookManager (webhookDelivery-list), sent again by replay.
/**
 * @title field.entity.webhookDelivery
 * @table notification_outbox
 * @handWritten
 * @customerScoped
 * @keyField id
 * @defaultSort id
 */
export interface WebhookDelivery {
  /**
   * @title field.webhookDelivery.id
   * @asType integer
   * @readOnly true
   */
  id: number;
  /**
   * @title field.webhookDelivery.webhookId
   * @asType integer
   * @readOnly true
   */
  webhookId: number;
  /**
   * @title field.webhook.url
   * @readOnly true
   */
  url?: string;
  /**
   * @title field.webhookDelivery.event
   * @readOnly true
   */
  event: 'bookingConfirmed' | 'bookingRejected' | 'departed' | 'arrived' | 'etaChanged' | 'billIssued' | 'deliverySlotConfirmed' | 'documentReady' | 'quoteAnswered';
  /**
   * The booking's number, the bill's or the delivery appointment's reference.
   * @title field.webhookDelivery.bookingNo
   * @readOnly true
   */
  bookingNo?: string;
  /**
   * @title field.webhookDelivery.status
   * @readOnly true
   */
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  /**
   * @title field.webhookDelivery.attempts
   * @asType integer
   * @readOnly true
   */
  attempts: number;
  /**
   * @title field.common.createdAt
   * @format date-time
   * @readOnly true
   */
  createdAt?: string;
  /**
   * @title field.webhookDelivery.sentAt
   * @format date-time
   * @readOnly true
   */
  sentAt?: string;
  /**
   * The last attempt's answer or error.
   * @title field.webhookDelivery.lastError
   * @readOnly true
   */
  lastError?: string;
}
