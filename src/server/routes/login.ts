// custrylogin / trylogin (SPEC §7): form field `data` = JSON text {name, password}. Answers
// { token: { Id }, orglist, user }. Each attempt is counted before its password is checked
// (auth/loginRateLimit.ts); a deactivated account or the wrong kind of account (customer vs admin)
// cannot log in.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Calls } from '../../shared/wire/calls';
import { ExceptionCode } from '../../shared/wire/envelope';
import type { Audience } from '../db/schema';
import { takePasswordAttempt } from '../auth/loginRateLimit';
import { burnVerifyTime, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { PlatformDeps } from '../deps';
import { recordAudit } from '../audit/auditLog';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { parseJsonField } from '../http/jsonField';
import { answers, arrayOf, exactObject, TEXT } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { formSchema, jsonText, querySchema, TAGS } from './schemaParts';
import { loadSessionUser, WIRE_ORG_SCHEMA, WIRE_USER_SCHEMA } from './wireUser';

interface LoginPayload {
  name: string;
  password: string;
}

const LOGIN_PAYLOAD = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name', 'password'],
  additionalProperties: false,
};

/** What of a typed account name the trail keeps (the login form allows longer text than any account). */
const MAX_AUDITED_ACCOUNT = 100;

const loginFailed = (key = 'error.loginFailed') => new ApiError(ExceptionCode.LoginFailed, key);

export const loginRoutes: FastifyPluginAsync<PlatformDeps> = async (app, deps) => {
  const { db } = deps;

  async function login(request: FastifyRequest, kind: Audience) {
    const body = request.body as { data: string };
    const payload = parseJsonField<LoginPayload>(request, 'data', body.data, LOGIN_PAYLOAD);
    const account = payload.name.trim().toLowerCase();
    const address = clientAddress(request);
    const attempt = await takePasswordAttempt(db, account, address, 'login', deps.loginRateLimit);
    let refusal: ApiError | null = null;
    let succeeded = false;
    let user: { id: number; password_hash: string; is_active: boolean; user_type: Audience; customer_id: number | null } | undefined;
    try {
      user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_active', 'user_type', 'customer_id'])
        .where((eb) => eb(eb.fn('lower', ['account']), '=', account))
        .executeTakeFirst();
      if (!user) {
        await burnVerifyTime(payload.password);
        refusal = loginFailed();
      } else if (!(await verifyPassword(user.password_hash, payload.password))) refusal = loginFailed();
      // Only a caller holding the right password learns these two states.
      else if (!user.is_active) refusal = loginFailed('error.accountInactive');
      else if (user.user_type !== kind) refusal = loginFailed('error.wrongLoginKind');
      succeeded = refusal === null;
    } finally {
      // Settled once, whatever happened: a check that failed to finish counts as a failure.
      await attempt.settle(succeeded);
    }
    // In the audit trail, a failed login names the account typed (its user when there is one) and why.
    const actor = { userId: user?.id ?? null, account: account.slice(0, MAX_AUDITED_ACCOUNT), customerId: user?.customer_id ?? null };
    if (refusal || !user) {
      await recordAudit(db, actor, { resource: 'session', operation: 'loginFailed', after: { kind, reason: (refusal ?? loginFailed()).messageKey } });
      throw refusal ?? loginFailed();
    }
    const token = await createSession(db, user, deps.sessions);
    await recordAudit(db, actor, { resource: 'session', operation: 'login', after: { kind } });
    const wireUser = await loadSessionUser(db, user.id);
    request.log.info({ userId: user.id, kind }, 'login');
    return ok({ token: { Id: token }, orglist: wireUser.orglist ?? [], user: wireUser });
  }

  const schema = (summary: string) => ({
    summary,
    tags: [TAGS.session],
    querystring: querySchema(),
    body: formSchema({ data: jsonText('{"name": account, "password": password}', 2000) }, ['data']),
    response: answers(exactObject({ token: exactObject({ Id: TEXT }), orglist: arrayOf(WIRE_ORG_SCHEMA), user: WIRE_USER_SCHEMA })),
  });

  app.post(Calls.customerLogin, { schema: schema('Customer user login'), config: { access: { public: true } } }, (request) => login(request, 'customer'));
  app.post(Calls.adminLogin, { schema: schema('Administrator login'), config: { access: { public: true } } }, (request) => login(request, 'admin'));
};
