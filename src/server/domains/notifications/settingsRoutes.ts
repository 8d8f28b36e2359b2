// A user's own alert settings (issue 47): which events reach them by e-mail and in-app, in which
// language, and from how many hours an ETA change is news. `GET notificationSettings` answers the
// caller's settings (the defaults while none are saved); `PUT notificationSettings` (form `data`, JSON
// of the fields to change) saves them. Keyed by the session's user and nothing else: no other user,
// of any company, reads or changes them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { Calls } from '../../../shared/wire/calls';
import type { Database } from '../../db/schema';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER, TEXT } from '../../http/answerSchemas';
import { invalidInput } from '../../http/apiError';
import { parseJsonField } from '../../http/jsonField';
import { requestLanguage } from '../../http/language';
import { ok, okWithMessage } from '../../http/reply';
import { translate } from '../../i18n/translate';
import { companyUserOf } from '../../resources/records/scope';
import { FORM, formSchema, jsonText, querySchema } from '../../routes/schemaParts';
import { DEFAULT_APP_KINDS, DEFAULT_EMAIL_KINDS, DEFAULT_ETA_HOURS, MAX_ETA_HOURS, NOTIFICATION_KINDS, type NotificationKind } from './policy';

const KIND = { type: 'string', enum: [...NOTIFICATION_KINDS] };
const SETTINGS = exactObject({
  language: { type: 'string', enum: LANGUAGES, description: 'the language of e-mails and in-app alerts' },
  email: arrayOf(KIND, 'the events sent by e-mail'),
  app: arrayOf(KIND, 'the events written as in-app messages'),
  etaHours: { ...INTEGER, description: 'an ETA change is news from this many hours' },
  kinds: arrayOf(TEXT, 'every event there is'),
  saved: { ...BOOLEAN, description: 'false: the defaults (nothing saved yet)' },
});

/** What PUT reads; each field is checked again below for a message naming it. */
const PAYLOAD_SCHEMA = {
  type: 'object',
  properties: {
    language: { type: 'string', maxLength: 10 },
    email: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 } },
    app: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 } },
    etaHours: { type: 'integer' },
  },
  additionalProperties: false,
};

interface Payload {
  language?: string;
  email?: string[];
  app?: string[];
  etaHours?: number;
}

interface SettingsRow {
  language: string;
  email_events: string[];
  app_events: string[];
  eta_hours: number;
}

const bad = (request: FastifyRequest, field: string, key: 'notification.badLanguage' | 'notification.badKind' | 'notification.badEtaHours', values: Record<string, string | number> = {}) =>
  invalidInput([{ field, message: translate(requestLanguage(request), key, values) }], key, values);

function kindsOf(request: FastifyRequest, field: string, list: string[]): NotificationKind[] {
  for (const kind of list) if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) throw bad(request, `/data/${field}`, 'notification.badKind', { kind, kinds: NOTIFICATION_KINDS.join(', ') });
  return [...new Set(list)] as NotificationKind[];
}

async function settingsOf(db: Kysely<Database>, userId: number, fallbackLanguage: Language) {
  const { rows } = await sql<SettingsRow>`SELECT language, email_events, app_events, eta_hours FROM notification_settings WHERE user_id = ${userId}`.execute(db);
  const row = rows[0];
  return {
    language: (row?.language ?? fallbackLanguage) as Language,
    email: (row?.email_events ?? DEFAULT_EMAIL_KINDS) as NotificationKind[],
    app: (row?.app_events ?? DEFAULT_APP_KINDS) as NotificationKind[],
    etaHours: row?.eta_hours ?? DEFAULT_ETA_HOURS,
    kinds: [...NOTIFICATION_KINDS] as string[],
    saved: row !== undefined,
  };
}

export function registerSettingsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const tags = ['notificationSettings'];
  const config = { access: { audience: 'customer' as const } };

  app.get(
    Calls.notificationSettings,
    { config, schema: { tags, summary: "The signed-in user's alert settings: events by e-mail and in-app, language, ETA threshold (the defaults while none are saved)", querystring: querySchema(), response: answers(SETTINGS) } },
    async (request) => {
      const principal = companyUserOf(request);
      // Alerts of a user who saved nothing go in the product's default language.
      return ok(await settingsOf(db, principal.userId, 'zh'));
    },
  );

  app.put(
    Calls.notificationSettings,
    {
      config,
      schema: {
        tags,
        summary: "Save the signed-in user's alert settings (form data: JSON of the fields to change; the language defaults to the caller's)",
        querystring: querySchema(),
        body: formSchema({ data: jsonText('{"language"?, "email"?: [event], "app"?: [event], "etaHours"?}', 4096) }, ['data']),
        consumes: FORM,
        response: answers(SETTINGS),
      },
    },
    async (request) => {
      const principal = companyUserOf(request);
      const payload = parseJsonField<Payload>(request, 'data', (request.body as { data?: unknown }).data, PAYLOAD_SCHEMA);
      if (payload.language !== undefined && !LANGUAGES.includes(payload.language as Language)) throw bad(request, '/data/language', 'notification.badLanguage');
      const email = payload.email === undefined ? undefined : kindsOf(request, 'email', payload.email);
      const appKinds = payload.app === undefined ? undefined : kindsOf(request, 'app', payload.app);
      if (payload.etaHours !== undefined && (payload.etaHours < 1 || payload.etaHours > MAX_ETA_HOURS)) throw bad(request, '/data/etaHours', 'notification.badEtaHours', { max: MAX_ETA_HOURS });
      const current = await settingsOf(db, principal.userId, requestLanguage(request));
      const next = {
        language: (payload.language as Language | undefined) ?? current.language,
        email: email ?? current.email,
        app: appKinds ?? current.app,
        etaHours: payload.etaHours ?? current.etaHours,
      };
      await sql`INSERT INTO notification_settings (user_id, language, email_events, app_events, eta_hours)
        VALUES (${principal.userId}, ${next.language}, ${next.email}::text[], ${next.app}::text[], ${next.etaHours})
        ON CONFLICT (user_id) DO UPDATE SET language = EXCLUDED.language, email_events = EXCLUDED.email_events, app_events = EXCLUDED.app_events, eta_hours = EXCLUDED.eta_hours, updated_at = now()`.execute(db);
      return okWithMessage(request, { ...next, kinds: [...NOTIFICATION_KINDS] as string[], saved: true }, 'notification.saved');
    },
  );
}
