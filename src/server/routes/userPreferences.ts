// userpreference: the signed-in user's own preferences (a grid's columns per page, SPEC §9 custom
// panel). Every query is keyed by the session's user id and nothing else, so no other user, not even
// one of the same company, can read or change them; a missing preference reads as null.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GRID_PREFERENCE_SCHEMA, type GridPreference, MAX_FROZEN, PREFERENCE_KEY_PATTERN, frozenCount } from '../../shared/preferences/gridPreference';
import { Calls } from '../../shared/wire/calls';
import type { PlatformDeps } from '../deps';
import { invalidInput } from '../http/apiError';
import { parseJsonField } from '../http/jsonField';
import { requestLanguage } from '../http/language';
import { answers, exactObject, orNull, TEXT } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { translate } from '../i18n/translate';
import { formSchema, jsonText, querySchema, TAGS } from './schemaParts';

const key = { type: 'string', pattern: PREFERENCE_KEY_PATTERN, description: 'grid.<page>.<block>' };
/** WirePreference: the key and the stored preference, null when none is stored. */
const PREFERENCE = answers(exactObject({ Key: TEXT, Value: orNull(GRID_PREFERENCE_SCHEMA) }));

export interface WirePreference {
  Key: string;
  /** The stored value, or null when the user has none. */
  Value: GridPreference | null;
}

/** Beyond the schema: each column once, and no more frozen columns than the grid allows. */
function checkGridPreference(request: FastifyRequest, pref: GridPreference): void {
  const language = requestLanguage(request);
  const seen = new Set<string>();
  for (const c of pref.columns) {
    if (seen.has(c.field)) throw invalidInput([{ field: '/value', message: translate(language, 'error.duplicateColumn', { field: c.field }) }]);
    seen.add(c.field);
  }
  if (frozenCount(pref) > MAX_FROZEN) {
    throw invalidInput([{ field: '/value', message: translate(language, 'error.maxFrozenColumns', { max: MAX_FROZEN }) }], 'error.maxFrozenColumns');
  }
}

export const userPreferenceRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  const access = { access: { audience: 'any' as const } };

  app.get(
    Calls.userPreference,
    { schema: { summary: 'One preference of the signed-in user', tags: [TAGS.preferences], querystring: querySchema({ key }, ['key']), response: PREFERENCE }, config: access },
    async (request) => {
      const prefKey = (request.query as { key: string }).key;
      const row = await db
        .selectFrom('user_preferences')
        .select('value')
        .where('user_id', '=', request.principal!.userId)
        .where('pref_key', '=', prefKey)
        .executeTakeFirst();
      const answer: WirePreference = { Key: prefKey, Value: (row?.value as GridPreference | undefined) ?? null };
      return ok(answer);
    },
  );

  app.put(
    Calls.userPreference,
    {
      schema: {
        summary: 'Save one preference of the signed-in user',
        tags: [TAGS.preferences],
        querystring: querySchema(),
        body: formSchema({ key, value: jsonText('{"columns": [{"field", "hidden"?, "frozen"?, "width"?}]}', 32 * 1024) }, ['key', 'value']),
        response: PREFERENCE,
      },
      config: access,
    },
    async (request) => {
      const body = request.body as { key: string; value: string };
      const value = parseJsonField<GridPreference>(request, 'value', body.value, GRID_PREFERENCE_SCHEMA);
      checkGridPreference(request, value);
      const text = JSON.stringify(value);
      await db
        .insertInto('user_preferences')
        .values({ user_id: request.principal!.userId, pref_key: body.key, value: text })
        .onConflict((oc) => oc.columns(['user_id', 'pref_key']).doUpdateSet({ value: text, updated_at: new Date() }))
        .execute();
      const answer: WirePreference = { Key: body.key, Value: value };
      return ok(answer);
    },
  );

  // Reset to the page's defaults: the stored preference goes.
  app.delete(
    Calls.userPreference,
    { schema: { summary: "Forget one preference of the signed-in user (back to the page's defaults)", tags: [TAGS.preferences], querystring: querySchema({ key }, ['key']), response: PREFERENCE }, config: access },
    async (request) => {
      const prefKey = (request.query as { key: string }).key;
      await db.deleteFrom('user_preferences').where('user_id', '=', request.principal!.userId).where('pref_key', '=', prefKey).execute();
      const answer: WirePreference = { Key: prefKey, Value: null };
      return ok(answer);
    },
  );
};
