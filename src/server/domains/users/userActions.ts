// The named actions on customer users, each also served at its SPEC §7 call name with the form
// field UserId: activate, deactivate (the user's sessions end) and reset password (a new random one,
// answered once and never logged).
import { randomInt } from 'node:crypto';
import { type Kysely, type Updateable } from 'kysely';
import { Calls } from '../../../shared/wire/calls';
import { hashPassword } from '../../auth/passwords';
import { deleteUserSessions } from '../../auth/sessions';
import type { Database, UsersTable } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { INT4_MAX } from '../../resources/columnBounds';
import { refusePayload } from '../../resources/specWire';
import { rowToRecord } from '../../resources/records';
import { selectByIds } from '../../resources/rowStore';
import { fieldError } from './userHooks';
import type { ActionContext, EntityRecord, ResourceAction } from '../../resources/types';
import { exactObject, INTEGER } from '../../http/answerSchemas';

const USER_ID = { type: 'object', properties: { UserId: { type: 'integer', minimum: 1, maximum: INT4_MAX } }, required: ['UserId'], additionalProperties: false };
const aliasAt = (path: string) => ({ method: 'PUT' as const, path, fields: { UserId: 'integer' as const } });

/** The user the caller reaches in this action's scope, as the list shows it; NotFound otherwise. */
async function reachedUser({ db, def, scope }: ActionContext<Database>, userId: number): Promise<EntityRecord> {
  const [row] = await selectByIds(db, def, scope, [userId]);
  if (!row) throw notFound();
  return rowToRecord(def, row);
}

/** Changes a user's columns; every change gives the user a new version. */
const changeUser = (db: Kysely<Database>, userId: number, columns: Updateable<UsersTable>) =>
  db
    .updateTable('users')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', userId)
    .execute();

function setActive(active: boolean): ResourceAction {
  return {
    name: active ? 'activate' : 'deactivate',
    answer: { record: true },
    summary: active ? 'Activate a customer user' : 'Deactivate a customer user; their sessions end',
    payloadSchema: USER_ID,
    alias: aliasAt(active ? Calls.activateCusUser : Calls.deactivateCusUser),
    message: () => ({ key: active ? 'ok.activated' : 'ok.deactivated' }),
    async run(context, payload) {
      const { UserId } = payload as { UserId: number };
      if (!active && UserId === context.principal.userId) refusePayload(context.def, [fieldError(context.language, 'UserId', 'error.notYourself')]);
      await reachedUser(context, UserId);
      await changeUser(context.db, UserId, { is_active: active });
      if (!active) await deleteUserSessions(context.db, [UserId]);
      return reachedUser(context, UserId);
    },
  };
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const newPassword = () => Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

const resetPassword: ResourceAction = {
  name: 'resetPassword',
  answer: { schema: exactObject({ UserId: INTEGER, Password: { type: 'string', description: 'the new password, shown once' } }) },
  summary: 'Reset a customer user\u2019s password; answers the new one once',
  payloadSchema: USER_ID,
  alias: aliasAt(Calls.cusUserResetPassword),
  message: (answer) => ({ key: 'ok.passwordReset', values: { password: (answer as { Password: string }).Password } }),
  // Which user's password was reset is logged, never the password itself.
  secretAnswer: true,
  async run(context, payload) {
    const { UserId } = payload as { UserId: number };
    await reachedUser(context, UserId);
    const password = newPassword();
    await changeUser(context.db, UserId, { password_hash: await hashPassword(password) });
    await deleteUserSessions(context.db, [UserId]);
    return { UserId, Password: password };
  },
};

export const USER_ACTIONS: ResourceAction[] = [setActive(true), setActive(false), resetPassword];
