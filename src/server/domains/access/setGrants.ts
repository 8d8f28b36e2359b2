// The named actions of a role's grants: grantTree (what a role of an audience may be granted) and
// setGrants (replace a role's menus and FuncIds). A grant outside the role's audience — an admin
// menu for a customer role — is refused naming it, and nothing changes. role_menus/role_funcs
// triggers (migrations 0004, 0040) bump the versions, so every call checks the new grants at once
// and client data changes at its next load.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { flattenMenuTree } from '../../../shared/menus/menuTree';
import { invalidInput, notFound } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { BUILTIN_ROLES } from '../../seed/menus';
import { grantTree } from './grantTree';
import type { ResourceAction } from '../../resources/types';
import { arrayOf, exactObject, orNull, TEXT, INTEGER } from '../../http/answerSchemas';

const KEY = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)?$' };

export const grantTreeAction: ResourceAction = {
  name: 'grantTree',
  answer: { schema: exactObject({ nodes: arrayOf(exactObject({ key: TEXT, parent: orNull(TEXT), titleKey: TEXT, optIn: { type: 'boolean', enum: [true] } }, ['key', 'parent', 'titleKey'])) }) },
  summary: 'The menus and functions a role of the audience may be granted (flat nodes with parents; functions are opt-in)',
  reads: true,
  payloadSchema: { type: 'object', required: ['audience'], additionalProperties: false, properties: { audience: { type: 'string', enum: ['admin', 'customer'] } } },
  async run(_context, payload) {
    return { nodes: grantTree((payload as { audience: 'admin' | 'customer' }).audience) };
  },
};

/** Why `keys` cannot be granted to a role of `audience` (each refusal names its key). */
export function grantErrors(audience: 'admin' | 'customer', keys: string[], language: Language): FieldError[] {
  const allowed = new Map(grantTree(audience).map((n) => [n.key, n]));
  const everywhere = new Map(flattenMenuTree().flatMap((n) => [[n.name, n] as const, ...(n.funcs ?? []).map((f) => [f, n] as const)]));
  const chosen = new Set(keys);
  const errors: FieldError[] = [];
  for (const key of keys) {
    const field = '/grants';
    if (!everywhere.has(key)) errors.push({ field, message: translate(language, 'error.unknownGrant', { name: key }) });
    else if (!allowed.has(key)) errors.push({ field, message: translate(language, audience === 'customer' ? 'error.grantAudience' : 'error.grantAudienceAdmin', { menu: key }) });
    else {
      const parent = allowed.get(key)!.parent;
      // A function needs its screen, and a screen its group, or the sidebar could never reach it.
      if (parent && !chosen.has(parent)) errors.push({ field, message: translate(language, 'error.funcWithoutMenu', { func: key, menu: parent }) });
    }
  }
  return errors;
}

/** The comma-separated text the role's computed grants field holds, as a list. */
export const grantList = (text: string) => [...new Set(text.split(',').map((k) => k.trim()).filter(Boolean))];

export const setGrantsAction: ResourceAction = {
  name: 'setGrants',
  answer: { schema: exactObject({ id: INTEGER, roleCd: TEXT, previous: arrayOf(TEXT, 'the menus and FuncIds held before'), grants: arrayOf(TEXT, 'the menus and FuncIds held now') }) },
  summary: "Replace a role's granted menus and functions (grants: comma-separated menu names and FuncIds)",
  payloadSchema: {
    type: 'object',
    required: ['id', 'grants'],
    additionalProperties: false,
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, grants: { type: 'string', maxLength: 20000 } },
  },
  async run({ db, language }, payload) {
    const { id, grants } = payload as { id: number; grants: string };
    const role = await db.selectFrom('roles').select(['id', 'audience', 'role_cd']).where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!role) throw notFound();
    // The built-in roles get their full grants back at every start (seed/menus.ts): changing them
    // here would not last, and emptying ADMIN would lock every administrator out.
    // The refusal's own message is the reason, so every screen shows it rather than "Some fields are not valid".
    if ((Object.values(BUILTIN_ROLES) as string[]).includes(role.role_cd)) throw invalidInput([{ field: '/id', message: translate(language, 'error.builtinRole', { role: role.role_cd }) }], 'error.builtinRole', { role: role.role_cd });
    const keys = grantList(grants);
    const bad = keys.filter((k) => !KEY_PATTERN.test(k));
    if (bad.length > 0) throw invalidInput(bad.map((name) => ({ field: '/grants', message: translate(language, 'error.unknownGrant', { name: name.slice(0, 100) }) })));
    const errors = grantErrors(role.audience, keys, language);
    if (errors.length > 0) throw invalidInput(errors);
    const before = await currentGrants(db, id);
    const funcs = keys.filter((k) => k.includes('.'));
    const menus = keys.filter((k) => !k.includes('.'));
    await db.deleteFrom('role_funcs').where('role_id', '=', id).execute();
    await db.deleteFrom('role_menus').where('role_id', '=', id).execute();
    if (menus.length) await db.insertInto('role_menus').values(menus.map((menu_name) => ({ role_id: id, menu_name }))).execute();
    if (funcs.length) await db.insertInto('role_funcs').values(funcs.map((func_id) => ({ role_id: id, func_id }))).execute();
    return { id, roleCd: role.role_cd, previous: before, grants: [...keys].sort() };
  },
};

const KEY_PATTERN = new RegExp(KEY.pattern);

/**
 * copy: a new role of the same audience and company with the same grants, under a new code and name, so
 * a built-in role (whose grants cannot change) can be the start of an editable one.
 */
export const copyRoleAction: ResourceAction = {
  name: 'copy',
  answer: { schema: exactObject({ id: INTEGER, roleCd: TEXT, grants: arrayOf(TEXT, 'the menus and FuncIds the copy holds') }) },
  summary: 'Copy a role (its audience, company, remark and grants) under a new code and name',
  payloadSchema: {
    type: 'object',
    required: ['id', 'roleCd', 'name'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      roleCd: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Z][A-Z0-9_]*$' },
      name: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
  async run({ db, language }, payload) {
    const { id, roleCd, name } = payload as { id: number; roleCd: string; name: string };
    const role = await db.selectFrom('roles').select(['id', 'audience', 'customer_id', 'remark']).where('id', '=', id).executeTakeFirst();
    if (!role) throw notFound();
    const taken = await db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).executeTakeFirst();
    if (taken) throw invalidInput([{ field: '/roleCd', message: translate(language, 'error.duplicateRecord') }]);
    const created = await db
      .insertInto('roles')
      .values({ role_cd: roleCd, name: name.trim() || roleCd, audience: role.audience, customer_id: role.customer_id, remark: role.remark })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grants = await currentGrants(db, id);
    const funcs = grants.filter((k) => k.includes('.'));
    const menus = grants.filter((k) => !k.includes('.'));
    if (menus.length) await db.insertInto('role_menus').values(menus.map((menu_name) => ({ role_id: created.id, menu_name }))).execute();
    if (funcs.length) await db.insertInto('role_funcs').values(funcs.map((func_id) => ({ role_id: created.id, func_id }))).execute();
    return { id: created.id, roleCd, grants };
  },
};

async function currentGrants(db: Parameters<ResourceAction['run']>[0]['db'], roleId: number): Promise<string[]> {
  const [menus, funcs] = await Promise.all([
    db.selectFrom('role_menus').select('menu_name').where('role_id', '=', roleId).execute(),
    db.selectFrom('role_funcs').select('func_id').where('role_id', '=', roleId).execute(),
  ]);
  return [...menus.map((m) => m.menu_name), ...funcs.map((f) => f.func_id)].sort();
}
