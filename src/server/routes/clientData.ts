// getcusclientdata / getclientdata: what the client needs after login (menus, Routers, buttons,
// user, requiredConfigList, sysoption); the user-info calls return the menus and buttons only.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Calls } from '../../shared/wire/calls';
import type { WireMenu } from '../../shared/wire/clientData';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER, orNull, TEXT } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { createClientDataCache } from './clientDataCache';
import { querySchema, TAGS } from './schemaParts';
import { createSessionUserCache } from './sessionUserCache';
import { WIRE_USER_SCHEMA } from './wireUser';

/** WireMenu, SysOption, a granted FuncId and a menu's required-field rules (ReqItem: JSON text of ReqItemEntry[]) as answered. */
const MENU = exactObject({ Name: TEXT, Path: TEXT, Title: TEXT, Icon: TEXT, Sno: INTEGER, Hidden: BOOLEAN, NoCache: BOOLEAN, Parent: orNull(TEXT), ActiveMenu: orNull(TEXT) }, ['Name', 'Path', 'Title', 'Sno', 'Parent']);
const BUTTON = exactObject({ FuncId: TEXT });
const SYS_OPTION = exactObject({ SysCd: TEXT, SysValue1: orNull(TEXT), SysValue2: orNull(TEXT), SysValue3: orNull(TEXT) });
const REQUIRED_CONFIG = exactObject({ MenuCd: TEXT, ReqItem: { type: 'string', description: 'JSON text of the menu rules (shared/requiredConfig/reqItem.ts ReqItemEntry[])' } });
const USER_INFO = { menus: arrayOf(MENU), buttons: arrayOf(BUTTON) };
const CLIENT_DATA = exactObject({ ...USER_INFO, Routers: arrayOf(TEXT, 'the menus\' names'), user: WIRE_USER_SCHEMA, requiredConfigList: arrayOf(REQUIRED_CONFIG), sysoption: arrayOf(SYS_OPTION), hubSince: { ...INTEGER, description: "the hub's newest event id before this answer was read: where the page's hub connection starts, so a change made meanwhile still reaches it" } });

/** The menus granted to the principal's roles, groups before their children, in sno order. */
export async function grantedMenus(db: Kysely<Database>, principal: Principal): Promise<WireMenu[]> {
  const rows = await db
    .selectFrom('menus as m')
    .innerJoin('role_menus as rm', 'rm.menu_name', 'm.name')
    .leftJoin('menus as p', 'p.name', 'm.parent')
    .select(['m.name', 'm.path', 'm.title_key', 'm.icon', 'm.sno', 'm.hidden', 'm.no_cache', 'm.parent', 'm.active_menu', 'p.sno as parent_sno'])
    .where('rm.role_id', 'in', principal.roleIds)
    .distinct()
    .execute();
  rows.sort((a, b) => (a.parent_sno ?? a.sno) - (b.parent_sno ?? b.sno) || Number(a.parent !== null) - Number(b.parent !== null) || a.sno - b.sno);
  return rows.map((r) => ({
    Name: r.name,
    Path: r.path,
    Title: r.title_key,
    Icon: r.icon,
    Sno: r.sno,
    Hidden: r.hidden,
    NoCache: r.no_cache,
    Parent: r.parent,
    ActiveMenu: r.active_menu,
  }));
}

export const grantedButtons = (principal: Principal) => [...principal.funcs].sort().map((FuncId) => ({ FuncId }));

export async function loadSysOptions(db: Kysely<Database>) {
  const rows = await db.selectFrom('sys_options').select(['sys_cd', 'sys_value1', 'sys_value2', 'sys_value3']).orderBy('sys_cd').execute();
  return rows.map((r) => ({ SysCd: r.sys_cd, SysValue1: r.sys_value1, SysValue2: r.sys_value2, SysValue3: r.sys_value3 }));
}

export const clientDataRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db, invalidations }) => {
  const cache = createClientDataCache(db, { menus: grantedMenus, sysOptions: loadSysOptions }, invalidations);
  const users = createSessionUserCache(db, invalidations);

  async function clientData(request: FastifyRequest) {
    const principal = request.principal!;
    // Read fresh, not as held: a page reads its client data again when the hub says its grants or the
    // required rules changed, and this process may not have heard the invalidation yet (another
    // replica's hub, or a NOTIFY still on its way). One load per page, so the cost is small.
    // Taken before the read: an event after it is replayed to the page's hub connection (issue 44: the
    // socket opened after a required rule was added, and the page never heard of it).
    const hubSince = request.server.hub.lastId;
    const [version, user] = await Promise.all([cache.version(true), users.user(principal.userId, true)]);
    const [menus, requiredConfigList, sysoption] = await Promise.all([cache.menus(version, principal), cache.requiredConfigList(version), cache.sysOptions(version)]);
    return ok({ menus, Routers: menus.map((m) => m.Name), buttons: grantedButtons(principal), user, requiredConfigList, sysoption, hubSince });
  }

  async function userInfo(request: FastifyRequest) {
    const principal = request.principal!;
    return ok({ menus: await cache.menus(await cache.version(), principal), buttons: grantedButtons(principal) });
  }

  const schema = (summary: string, data: object) => ({ summary, tags: [TAGS.clientData], querystring: querySchema(), response: answers(data) });
  app.get(Calls.customerClientData, { schema: schema('Client data of a customer user', CLIENT_DATA), config: { access: { audience: 'customer', fresh: true } } }, clientData);
  app.get(Calls.adminClientData, { schema: schema('Client data of an administrator', CLIENT_DATA), config: { access: { audience: 'admin', fresh: true } } }, clientData);
  app.get(Calls.customerUserInfo, { schema: schema('Menus and buttons of a customer user', exactObject(USER_INFO)), config: { access: { audience: 'customer' } } }, userInfo);
  app.get(Calls.adminUserInfo, { schema: schema('Menus and buttons of an administrator', exactObject(USER_INFO)), config: { access: { audience: 'admin' } } }, userInfo);
};
