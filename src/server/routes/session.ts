// logout, savecurrorg and updatepassword: the signed-in user's own session and account.
import type { FastifyPluginAsync } from 'fastify';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { Calls } from '../../shared/wire/calls';
import { ExceptionCode } from '../../shared/wire/envelope';
import { takePasswordAttempt } from '../auth/loginRateLimit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteSession } from '../auth/sessions';
import type { PlatformDeps } from '../deps';
import { ApiError, invalidInput } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { parseJsonField } from '../http/jsonField';
import { requestLanguage } from '../http/language';
import { answers, NOTHING } from '../http/answerSchemas';
import { ok, okWithMessage } from '../http/reply';
import { translate } from '../i18n/translate';
import { formSchema, jsonText, querySchema, str, TAGS } from './schemaParts';
import { loadOrgList, WIRE_ORG_SCHEMA } from './wireUser';

const ORG_INFO = {
  type: 'object',
  properties: { OrgId: { type: 'integer', minimum: 1 }, OrgCd: { type: 'string', maxLength: 50 }, OrgName: { type: 'string', maxLength: 200 } },
  required: ['OrgId'],
  additionalProperties: false,
};

export const MAX_PASSWORD_LENGTH = 128;

export const sessionRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db, loginRateLimit }) => {
  // Public so that logging out with an already-expired token still succeeds quietly.
  app.post(
    Calls.logout,
    {
      schema: { summary: 'Log out: the session ends', tags: [TAGS.session], querystring: querySchema(), body: formSchema({ logout: { type: 'string', enum: ['true'] } }), response: answers(NOTHING) },
      config: { access: { public: true } },
    },
    async (request) => {
      if (request.principal) await deleteSession(db, request.principal.sessionId);
      return okWithMessage(request, null, 'ok.loggedOut');
    },
  );

  app.post(
    Calls.saveCurrOrg,
    {
      schema: { summary: 'Save the current organisation (CurrOrg)', tags: [TAGS.session], querystring: querySchema(), body: formSchema({ orginfo: jsonText('{"OrgId": number, "OrgCd"?, "OrgName"?}', 2000) }, ['orginfo']), response: answers(WIRE_ORG_SCHEMA) },
      config: { access: { audience: 'any' } },
    },
    async (request) => {
      const principal = request.principal!;
      const info = parseJsonField<{ OrgId: number }>(request, 'orginfo', (request.body as { orginfo: string }).orginfo, ORG_INFO);
      const org = (await loadOrgList(db, principal.customerId)).find((o) => o.OrgId === info.OrgId);
      if (!org) throw new ApiError(ExceptionCode.NotFound, 'error.notFound');
      await db.updateTable('users').set({ curr_org: JSON.stringify(org) }).where('id', '=', principal.userId).execute();
      return ok(org);
    },
  );

  app.put(
    Calls.updatePassword,
    {
      schema: {
        summary: 'Change the own password (old one checked; other sessions end)',
        tags: [TAGS.session],
        querystring: querySchema(),
        body: formSchema({ oldpassword: str(MAX_PASSWORD_LENGTH), password: str(MAX_PASSWORD_LENGTH) }, ['oldpassword', 'password']),
        response: answers(NOTHING),
      },
      config: { access: { audience: 'any' } },
    },
    async (request) => {
      const principal = request.principal!;
      const { oldpassword, password } = request.body as { oldpassword: string; password: string };
      const language = requestLanguage(request);
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw invalidInput([{ field: '/body/password', message: translate(language, 'validation.minLength', { field: 'password', limit: PASSWORD_MIN_LENGTH }) }]);
      }
      // Counted like a login, on the same counts and before the check: a stolen session cannot guess the password.
      const account = principal.account.toLowerCase();
      const attempt = await takePasswordAttempt(db, account, clientAddress(request), 'updatepassword', loginRateLimit);
      let right = false;
      try {
        const user = await db.selectFrom('users').select(['password_hash']).where('id', '=', principal.userId).executeTakeFirstOrThrow();
        right = await verifyPassword(user.password_hash, oldpassword);
      } finally {
        await attempt.settle(right);
      }
      if (!right) {
        request.log.warn({ userId: principal.userId, event: 'updatepassword.oldPasswordWrong' }, 'wrong old password');
        throw invalidInput([{ field: '/body/oldpassword', message: translate(language, 'error.oldPasswordWrong') }], 'error.oldPasswordWrong');
      }
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1), updated_at: new Date() }))
          .where('id', '=', principal.userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', principal.userId).where('id', '!=', principal.sessionId).execute();
      });
      return okWithMessage(request, null, 'ok.passwordUpdated');
    },
  );
};
