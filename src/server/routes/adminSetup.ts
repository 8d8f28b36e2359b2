// POST setupadmin (no session): the first administrator's password, set with the token of the link
// the server printed on a first start without demo data and without F9_ADMIN_PASSWORD
// (auth/firstAdmin.ts). The token works once, for a day, and only while the administrator has no
// password; an unknown, used or expired token is one answer (10005), and nothing changes.
import type { FastifyPluginAsync } from 'fastify';
import { Calls } from '../../shared/wire/calls';
import { ExceptionCode } from '../../shared/wire/envelope';
import { ADMIN_PASSWORD_MIN_LENGTH, adminPasswordProblem, hashSetupToken, SETUP_PENDING } from '../auth/firstAdmin';
import { hashPassword } from '../auth/passwords';
import type { PlatformDeps } from '../deps';
import { ApiError, invalidInput } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { answers, exactObject, TEXT } from '../http/answerSchemas';
import { okWithMessage } from '../http/reply';
import { translate } from '../i18n/translate';
import { formSchema, querySchema, str, TAGS } from './schemaParts';
import { MAX_PASSWORD_LENGTH } from './session';

export const adminSetupRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  app.post(
    Calls.setupAdmin,
    {
      schema: {
        summary: "Set the first administrator's password with the one-time token of the printed setup link",
        tags: [TAGS.session],
        querystring: querySchema(),
        body: formSchema({ token: str(100), password: str(MAX_PASSWORD_LENGTH) }, ['token', 'password']),
        response: answers(exactObject({ Account: TEXT })),
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const { token, password } = request.body as { token: string; password: string };
      const language = requestLanguage(request);
      const problem = adminPasswordProblem(password);
      if (problem) {
        const message = problem === 'demoPassword' ? translate(language, 'error.demoPassword') : translate(language, 'validation.minLength', { field: 'password', limit: ADMIN_PASSWORD_MIN_LENGTH });
        throw invalidInput([{ field: '/body/password', message }]);
      }
      const passwordHash = await hashPassword(password);
      const account = await db.transaction().execute(async (trx) => {
        const link = await trx
          .selectFrom('admin_setup_links')
          .innerJoin('users', 'users.id', 'admin_setup_links.user_id')
          .select(['users.id', 'users.account'])
          .where('admin_setup_links.token_hash', '=', hashSetupToken(token))
          .where('admin_setup_links.expires_at', '>', new Date())
          .where('users.password_hash', '=', SETUP_PENDING)
          .forUpdate()
          .executeTakeFirst();
        if (!link) return null;
        // Only while it still has no password: two uses of one link at once set it once.
        const set = await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', link.id).where('password_hash', '=', SETUP_PENDING).executeTakeFirst();
        await trx.deleteFrom('admin_setup_links').where('user_id', '=', link.id).execute();
        return set.numUpdatedRows > 0n ? link.account : null;
      });
      if (account === null) throw new ApiError(ExceptionCode.NotFound, 'error.setupLinkGone');
      request.log.info({ event: 'admin.setup' }, 'first administrator password set');
      return okWithMessage(request, { Account: account }, 'ok.adminPasswordSet', { account });
    },
  );
};
