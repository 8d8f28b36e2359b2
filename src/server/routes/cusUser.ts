// The customer-user calls of SPEC §7: cususer-list, cususer POST/PUT/DELETE, activatecususer,
// deactivecususer, cususerresetpassword. Administrators manage every company's users; a customer
// administrator only the own company's: another company's id is NotFound and changes nothing.
// Administrators granted cusAdminManager but not the call's cusUserManager grant reach only the
// customer administrators' accounts (role CUSADMIN): any other user is NotFound to them.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import cusUserSchema from '../../../schemas/entities/cusUser.schema.json';
import type { CusUser } from '../../shared/entities/cusUser';
import { Calls } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import { DELETE_IDS_PARAM, type ListFilter, MAX_PAGE_SIZE, PAYLOAD_FIELD } from '../../shared/wire/resourceContract';
import { pagingOf } from '../http/paging';
import type { Principal, RouteAccess } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { Database, UserUpdate } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { conflict, invalidInput, notFound } from '../http/apiError';
import { parseJsonField } from '../http/jsonField';
import { requestLanguage } from '../http/language';
import { ok, okWithMessage } from '../http/reply';
import { translate } from '../i18n/translate';
import { loadMenuRules } from '../requiredConfig/load';
import { INT4_MAX } from '../resources/columnBounds';
import type { EntitySchema } from '../resources/entityFields';
import { type EntityRecord, filledPart } from '../resources/records';
import { validateWrite, type WriteTarget, writeSchema } from '../resources/writeValidation';
import { BUILTIN_ROLES } from '../seed/menus';
import { recordAudit } from '../audit/auditLog';
import { FILTER_SCHEMA, filterExpression, sortColumn } from './cusUserList';
import { formSchema, intText, jsonText, querySchema, str, TAGS } from './schemaParts';
import { toWireUser, userQuery, type WireUser } from './wireUser';

const MENU = 'cusUserManager';
/** The admin screen of customer administrators' accounts, served by the same calls (menuTree.ts). */
const ADMINS_MENU = 'cusAdminManager';
/** The cusAdminManager functions: no delete there (an account is deactivated). */
const ADMINS_FUNCS: ReadonlySet<string> = new Set(['create', 'update', 'activate', 'deactivate', 'resetPassword']);

/** The caller reaches customer administrators only: an admin let in by cusAdminManager alone. */
function adminsOnly(principal: Principal, func?: string): boolean {
  if (principal.kind !== 'admin') return false;
  return !(principal.menus.has(MENU) && (!func || principal.funcs.has(`${MENU}.${func}`)));
}

const entity = cusUserSchema as unknown as EntitySchema;
/** A new user needs a password; an update never takes one (updatepassword and reset change it). */
const CREATE: WriteTarget = { name: 'cusUser.create', schema: entity, require: ['Password'] };
const UPDATE: WriteTarget = { name: 'cusUser.update', schema: entity, omit: ['Password'] };

/** What names the user an update changes; any other server-managed field in it is refused. */
const UPDATE_KEYS: ReadonlySet<string> = new Set(['UserId', 'Version']);
/** The stored fields an update validates together with its changes. */
const STORED = Object.keys(writeSchema(entity, UPDATE).properties) as Array<keyof WireUser & keyof CusUser>;

/** The key of an update; everything else in it is validated against the entity. */
const KEY_SCHEMA = {
  type: 'object',
  properties: { UserId: { type: 'integer', minimum: 1, maximum: INT4_MAX }, Version: { type: 'integer', minimum: 1, maximum: INT4_MAX } },
  required: ['UserId', 'Version'],
};

const IDS_SCHEMA = { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: INT4_MAX } };

type UserWrite = Partial<CusUser>;

type Db = Kysely<Database> | Transaction<Database>;

/** Customer users the principal may see: every company's for admins, the own company's otherwise. */
function inScope(principal: Principal, onlyAdmins = false) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      eb('users.user_type', '=', 'customer'),
      ...(principal.customerId === null ? [] : [eb('users.customer_id', '=', principal.customerId)]),
      ...(onlyAdmins ? [eb('users.cus_role_id', 'in', eb.selectFrom('roles').select('roles.id').where('roles.role_cd', '=', BUILTIN_ROLES.customerAdmin))] : []),
    ]);
}

async function customerAdminRoleId(db: Db): Promise<number> {
  return (await db.selectFrom('roles').select('id').where('role_cd', '=', BUILTIN_ROLES.customerAdmin).executeTakeFirstOrThrow()).id;
}

/** Changes a user's columns; every change gives the user a new version. */
function changeUser(db: Db, userId: number, columns: UserUpdate) {
  return db
    .updateTable('users')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', userId);
}

async function findScopedUser(db: Db, principal: Principal, userId: number, onlyAdmins = false): Promise<WireUser> {
  const row = await userQuery(db).where(inScope(principal, onlyAdmins)).where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return toWireUser(row);
}

function fieldError(request: FastifyRequest, field: string, key: Parameters<typeof translate>[1], values: Record<string, string | number> = {}) {
  return invalidInput([{ field: `/${PAYLOAD_FIELD}/${field}`, message: translate(requestLanguage(request), key, values) }], key, values);
}

/**
 * The record against the User entity merged with the menu's required-field rules, as the engine
 * validates its resources; errors name the field inside the `data` form field.
 */
async function validatedUser(executor: Kysely<Database>, request: FastifyRequest, target: WriteTarget, record: EntityRecord): Promise<UserWrite> {
  const errors = validateWrite(target, record, await loadMenuRules(executor, MENU), requestLanguage(request));
  if (errors.length > 0) throw invalidInput(errors.map((e) => ({ ...e, field: `/${PAYLOAD_FIELD}${e.field}` })));
  return record as UserWrite;
}

async function checkRole(db: Db, request: FastifyRequest, roleId: number, customerId: number): Promise<void> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .where('audience', '=', 'customer')
    .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
    .executeTakeFirst();
  if (!role) throw fieldError(request, 'CusRoleId', 'error.roleNotFound');
}

async function checkAccountFree(db: Db, request: FastifyRequest, account: string, exceptUserId?: number): Promise<void> {
  let q = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()));
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  if (await q.executeTakeFirst()) throw fieldError(request, 'Account', 'error.accountTaken', { account });
}

/** The UserId of activate/deactivate/reset: form field (spec), or query parameter. */
function userIdOf(request: FastifyRequest): number {
  const raw = (request.body as { UserId?: string } | undefined)?.UserId ?? (request.query as { UserId?: string }).UserId;
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id < 1) {
    throw invalidInput([{ field: '/body/UserId', message: translate(requestLanguage(request), 'validation.required', { field: 'UserId' }) }]);
  }
  return id;
}

const payloadText = (request: FastifyRequest) => (request.body as Record<string, string | undefined>)[PAYLOAD_FIELD];

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const newPassword = () => Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

export const cusUserRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  const access = (func?: string): { access: RouteAccess } => {
    const users = { audience: 'any' as const, menu: MENU, ...(func ? { func: `${MENU}.${func}` } : {}) };
    if (func && !ADMINS_FUNCS.has(func)) return { access: users };
    return { access: { anyOf: [users, { audience: 'admin' as const, menu: ADMINS_MENU, ...(func ? { func: `${ADMINS_MENU}.${func}` } : {}) }] } };
  };
  /** POST and PUT cususer: the User JSON in the form field `data`. */
  const userWrite = (summary: string, func: 'create' | 'update') => ({
    schema: { summary, tags: [TAGS.users], querystring: querySchema(), body: formSchema({ [PAYLOAD_FIELD]: jsonText('User') }, [PAYLOAD_FIELD]) },
    config: access(func),
  });
  const userIdForm = formSchema({ UserId: intText('user id') });
  const userIdQuery = querySchema({ UserId: intText('user id') });

  app.get(
    Calls.cusUserList,
    {
      schema: {
        summary: 'Customer users (paging, sorting, filter)',
        tags: [TAGS.users],
        querystring: querySchema({
          current: intText('page from 1'),
          size: intText(`page size, at most ${MAX_PAGE_SIZE}`),
          sort: str(50),
          order: { type: 'string', enum: ['asc', 'desc', ''] },
          filter: jsonText('ListFilter of resourceContract.ts', 10_000),
        }),
      },
      config: access(),
    },
    async (request) => {
      const principal = request.principal!;
      const language = requestLanguage(request);
      const q = request.query as { current?: string; size?: string; sort?: string; order?: string; filter?: string };
      const { current, size } = pagingOf(q, language);
      const filter = q.filter ? parseJsonField<ListFilter>(request, 'filter', q.filter, FILTER_SCHEMA) : {};
      const sort = sortColumn(q.sort, language);
      const base = userQuery(db).where(inScope(principal, adminsOnly(principal))).where((eb) => filterExpression(eb, filter, language));
      // The total rides along with the page (one query); only a page past the end needs a count.
      let page = base.select(sql<number>`count(*) over ()`.as('total_count')).limit(size).offset((current - 1) * size);
      if (sort) page = page.orderBy(sort, q.order === 'desc' ? 'desc' : 'asc');
      const rows = await page.orderBy('users.id', 'asc').execute();
      let total = rows.length ? Number(rows[0].total_count) : 0;
      if (!rows.length && current > 1) {
        const [counted] = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).execute();
        total = Number(counted.total);
      }
      const result: ListResult<WireUser> = { result: rows.map(toWireUser), page: { current, size, total } };
      return ok(result);
    },
  );

  app.post(
    Calls.cusUser,
    userWrite('Create a customer user (form field data = User JSON)', 'create'),
    async (request) => {
      const principal = request.principal!;
      const payload = parseJsonField<EntityRecord>(request, PAYLOAD_FIELD, payloadText(request), { type: 'object' });
      // Nothing is skipped: a server-managed field (UserId, Version...) in a new user is refused.
      const record = filledPart(payload);
      // A password is taken as typed: its spaces are part of it.
      if (typeof payload.Password === 'string' && payload.Password !== '') record.Password = payload.Password;
      const user = await validatedUser(db, request, CREATE, record);
      // A customer administrator always creates in the own company, whatever CustomerId says.
      const customerId = principal.customerId ?? user.CustomerId;
      if (!customerId) throw fieldError(request, 'CustomerId', 'error.customerRequired');
      // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait for it.
      const passwordHash = await hashPassword(user.Password!);
      const created = await db.transaction().execute(async (trx) => {
        const company = await trx.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
        if (!company) throw fieldError(request, 'CustomerId', 'error.customerRequired');
        const only = adminsOnly(principal, 'create');
        let roleId = user.CusRoleId;
        // Whoever may manage customer administrators only creates customer administrators.
        if (only && roleId !== undefined && roleId !== (await customerAdminRoleId(trx))) throw fieldError(request, 'CusRoleId', 'error.roleNotFound');
        if (only) roleId = await customerAdminRoleId(trx);
        if (roleId === undefined) {
          roleId = (await trx.selectFrom('roles').select('id').where('role_cd', '=', BUILTIN_ROLES.customerUser).executeTakeFirstOrThrow()).id;
        }
        await checkRole(trx, request, roleId, customerId);
        await checkAccountFree(trx, request, user.Account!);
        const { id } = await trx
          .insertInto('users')
          .values({
            account: user.Account!,
            password_hash: passwordHash,
            real_name: user.RealName ?? '',
            nick_name: user.NickName ?? '',
            saler: user.Saler ?? '',
            email: user.Email ?? '',
            phone: user.Phone ?? '',
            is_active: user.IsActive ?? true,
            customer_id: customerId,
            cus_role_id: roleId,
            user_type: 'customer',
            created_by: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const answer = await findScopedUser(trx, principal, id, only);
        await recordAudit(trx, principal, { resource: 'cususer', operation: 'create', recordId: id, after: answer });
        return answer;
      });
      return okWithMessage(request, created, 'ok.saved');
    },
  );

  app.put(
    Calls.cusUser,
    userWrite('Update a customer user (User JSON with UserId and Version)', 'update'),
    async (request) => {
      const principal = request.principal!;
      const payload = parseJsonField<EntityRecord & { UserId: number; Version: number }>(request, PAYLOAD_FIELD, payloadText(request), KEY_SCHEMA);
      const changes = filledPart(payload, UPDATE_KEYS);
      const updated = await db.transaction().execute(async (trx) => {
        const only = adminsOnly(principal, 'update');
        const current = await findScopedUser(trx, principal, payload.UserId, only);
        if (current.Version !== payload.Version) throw conflict();
        // The stored user with the sent fields over it, as the engine does: a required-field rule
        // holds for the whole record, and an empty value sent clears the field.
        const next = { ...filledPart(Object.fromEntries(STORED.map((name) => [name, current[name]]))), ...changes };
        for (const key of Object.keys(payload)) if (!UPDATE_KEYS.has(key) && !(key in changes)) delete next[key];
        await validatedUser(trx, request, UPDATE, next);
        const user = changes as UserWrite;
        const cleared = (name: keyof UserWrite) => (name in payload ? ((user[name] as string | undefined) ?? '') : undefined);
        if (user.CustomerId !== undefined && user.CustomerId !== current.CustomerId) throw fieldError(request, 'CustomerId', 'validation.invalid', { field: 'CustomerId' });
        if (user.IsActive === false && current.UserId === principal.userId) throw fieldError(request, 'IsActive', 'error.notYourself');
        if (only && user.CusRoleId !== undefined && user.CusRoleId !== (await customerAdminRoleId(trx))) throw fieldError(request, 'CusRoleId', 'error.roleNotFound');
        if (user.CusRoleId !== undefined) await checkRole(trx, request, user.CusRoleId, current.CustomerId!);
        if (user.Account !== undefined) await checkAccountFree(trx, request, user.Account, current.UserId);
        const text = { real_name: cleared('RealName'), nick_name: cleared('NickName'), saler: cleared('Saler'), email: cleared('Email'), phone: cleared('Phone') };
        const columns = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined));
        const result = await changeUser(trx, current.UserId, {
          ...columns,
          ...(user.Account !== undefined ? { account: user.Account } : {}),
          ...(user.CusRoleId !== undefined ? { cus_role_id: user.CusRoleId } : {}),
          ...(user.IsActive !== undefined ? { is_active: user.IsActive } : {}),
        })
          .where('version', '=', payload.Version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw conflict();
        if (user.IsActive === false) await deleteUserSessions(trx, [current.UserId]);
        const answer = await findScopedUser(trx, principal, current.UserId, only);
        await recordAudit(trx, principal, { resource: 'cususer', operation: 'update', recordId: current.UserId, before: current, after: answer });
        return answer;
      });
      return okWithMessage(request, updated, 'ok.saved');
    },
  );

  app.delete(
    Calls.cusUser,
    {
      schema: {
        summary: 'Delete customer users (UserId, or ids = JSON array of ids)',
        tags: [TAGS.users],
        querystring: querySchema({ UserId: intText('user id'), [DELETE_IDS_PARAM]: jsonText('array of user ids', 10_000) }),
        body: formSchema({ UserId: intText('user id'), [DELETE_IDS_PARAM]: jsonText('array of user ids', 10_000) }),
      },
      config: access('delete'),
    },
    async (request) => {
      const principal = request.principal!;
      const fields = { ...(request.query as Record<string, string | undefined>), ...((request.body as Record<string, string | undefined>) ?? {}) };
      let ids: number[];
      if (fields[DELETE_IDS_PARAM] !== undefined) ids = parseJsonField<number[]>(request, DELETE_IDS_PARAM, fields[DELETE_IDS_PARAM], IDS_SCHEMA);
      else ids = [userIdOf(request)];
      ids = [...new Set(ids)];
      if (ids.includes(principal.userId)) throw fieldError(request, 'UserId', 'error.notYourself');
      const deleted = await db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('users').select('users.id').where(inScope(principal)).where('users.id', 'in', ids).execute();
        // All or nothing: one id out of reach (another company's, or gone) changes nothing.
        if (found.length !== ids.length) throw notFound();
        for (const id of ids) await recordAudit(trx, principal, { resource: 'cususer', operation: 'delete', recordId: id, before: await findScopedUser(trx, principal, id) });
        const res = await trx.deleteFrom('users').where('id', 'in', ids).executeTakeFirst();
        return Number(res.numDeletedRows);
      });
      return okWithMessage(request, { deleted }, 'ok.deleted', { count: deleted });
    },
  );

  const setActive = (active: boolean) => async (request: FastifyRequest) => {
    const principal = request.principal!;
    const userId = userIdOf(request);
    if (!active && userId === principal.userId) throw fieldError(request, 'UserId', 'error.notYourself');
    const only = adminsOnly(principal, active ? 'activate' : 'deactivate');
    const user = await db.transaction().execute(async (trx) => {
      const before = await findScopedUser(trx, principal, userId, only);
      await changeUser(trx, userId, { is_active: active }).execute();
      // A deactivated user's sessions end at once.
      if (!active) await deleteUserSessions(trx, [userId]);
      const after = await findScopedUser(trx, principal, userId, only);
      await recordAudit(trx, principal, { resource: 'cususer', operation: active ? 'activate' : 'deactivate', recordId: userId, before, after });
      return after;
    });
    return okWithMessage(request, user, active ? 'ok.activated' : 'ok.deactivated');
  };

  app.put(
    Calls.activateCusUser,
    { schema: { summary: 'Activate a customer user (form UserId)', tags: [TAGS.users], querystring: userIdQuery, body: userIdForm }, config: access('activate') },
    setActive(true),
  );
  app.put(
    Calls.deactivateCusUser,
    { schema: { summary: 'Deactivate a customer user; their sessions end', tags: [TAGS.users], querystring: userIdQuery, body: userIdForm }, config: access('deactivate') },
    setActive(false),
  );

  app.put(
    Calls.cusUserResetPassword,
    { schema: { summary: 'Reset a customer user\u2019s password; answers the new one once', tags: [TAGS.users], querystring: userIdQuery, body: userIdForm }, config: access('resetPassword') },
    async (request) => {
      const principal = request.principal!;
      const userId = userIdOf(request);
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await findScopedUser(trx, principal, userId, adminsOnly(principal, 'resetPassword'));
        await changeUser(trx, userId, { password_hash: passwordHash }).execute();
        await deleteUserSessions(trx, [userId]);
        // Which user's password was reset, never the password itself.
        await recordAudit(trx, principal, { resource: 'cususer', operation: 'resetPassword', recordId: userId });
      });
      return okWithMessage(request, { UserId: userId, Password: password }, 'ok.passwordReset', { password });
    },
  );
};
