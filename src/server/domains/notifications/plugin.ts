// Milestone alerts (issue 47): a user's alert settings, a company's webhooks and their delivery log,
// and the outbox's dispatcher, started with the app and stopped with it. The outbox's rows are written
// by the database's triggers (migration 0283) in the transaction of the event; this plugin only
// delivers them. The settings come from the environment (policy.ts); tests give their own.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { OutboxDispatcher } from './dispatcher';
import { type OutboxPolicy, outboxPolicyFromEnv } from './policy';
import { registerSettingsRoutes } from './settingsRoutes';
import { WEBHOOK_DELIVERY_SCHEMA } from './webhookBody';
import { registerWebhookRoutes } from './webhookRoutes';

/** The domain with these settings over the environment's (tests: an in-process SMTP server, short retries). */
export function notificationsDomainWith(overrides: Partial<OutboxPolicy> = {}): FastifyPluginAsync {
  return async (app) => {
    const db = app.resourceEngine.database as unknown as Kysely<Database>;
    const policy = { ...outboxPolicyFromEnv(), ...overrides };
    // The delivery body's schema, published in the OpenAPI document (components.schemas["webhookDelivery.v1"]).
    app.addSchema(WEBHOOK_DELIVERY_SCHEMA);
    registerSettingsRoutes(app, db);
    registerWebhookRoutes(app, db, policy);
    const dispatcher = new OutboxDispatcher(db, policy, app.log);
    app.addHook('onReady', () => dispatcher.start(app.databaseNotifications ?? undefined));
    app.addHook('onClose', () => dispatcher.stop());
  };
}

export const notificationsDomain: FastifyPluginAsync = notificationsDomainWith();
