// Public site calls: the site name (SPEC "site-name call"), the home page's menu, the site settings
// file and the built client's version.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_SITE_TITLE } from '../../shared/constants';
import { Calls, SITE_SETTINGS_PATH, VERSION_PATH } from '../../shared/wire/calls';
import type { PlatformDeps } from '../deps';
import { notFound } from '../http/apiError';
import { answers, arrayOf, BOOLEAN, exactObject, fileAnswers, INTEGER, orNull, TEXT } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { DEFAULT_SITE_SETTINGS, readSiteSettings } from '../site/siteSettings';

/** The settings file as answered: every setting of the defaults, each of its type (readSiteSettings). */
const SITE_SETTINGS = exactObject(Object.fromEntries(Object.entries(DEFAULT_SITE_SETTINGS).map(([name, value]) => [name, { type: typeof value }])));
const HOME_MENU = exactObject({ Name: TEXT, Path: TEXT, Title: TEXT, Icon: TEXT, Sno: INTEGER, Parent: orNull(TEXT), RequireAuth: BOOLEAN });
import { querySchema, str, TAGS } from './schemaParts';

/** The API part, registered under /f9api/api/v1. */
export const siteApiRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  app.get(
    Calls.siteName,
    { schema: { summary: 'Site name (data.SiteName)', tags: [TAGS.site], querystring: querySchema(), response: answers(exactObject({ SiteName: TEXT })) }, config: { access: { public: true } } },
    async () => {
      const row = await db.selectFrom('sys_options').select('sys_value1').where('sys_cd', '=', 'SITENAME').executeTakeFirst();
      return ok({ SiteName: row?.sys_value1 || DEFAULT_SITE_TITLE });
    },
  );

  // The customer menu of the public home page: every visible customer menu; the client opens the
  // login dialog for entries that need authentication (all of them here).
  app.get(
    Calls.homeMenu,
    { schema: { summary: 'Menus of the public home page', tags: [TAGS.site], querystring: querySchema(), response: answers(exactObject({ menus: arrayOf(HOME_MENU) })) }, config: { access: { public: true } } },
    async () => {
      const rows = await db
        .selectFrom('menus as m')
        .leftJoin('menus as p', 'p.name', 'm.parent')
        .select(['m.name', 'm.path', 'm.title_key', 'm.icon', 'm.sno', 'm.parent', 'p.sno as parent_sno'])
        .where('m.audience', '=', 'customer')
        .where('m.hidden', '=', false)
        .execute();
      rows.sort((a, b) => (a.parent_sno ?? a.sno) - (b.parent_sno ?? b.sno) || Number(a.parent !== null) - Number(b.parent !== null) || a.sno - b.sno);
      return ok({
        menus: rows.map((r) => ({ Name: r.name, Path: r.path, Title: r.title_key, Icon: r.icon, Sno: r.sno, Parent: r.parent, RequireAuth: true })),
      });
    },
  );
};

/** Outside /f9api: unsigned, like the spec's client fetches them. */
export const siteFileRoutes: FastifyPluginAsync<PlatformDeps> = async (app, deps) => {
  app.get(
    SITE_SETTINGS_PATH,
    {
      // Files of the site, outside the API: the plain JSON, not the envelope.
      schema: {
        summary: 'Site settings file (SPEC §3)',
        tags: [TAGS.site],
        querystring: { type: 'object', properties: { date: str(40), id: str(40) }, additionalProperties: true },
        response: fileAnswers('the site settings', { 'application/json': SITE_SETTINGS }),
      },
      config: { access: { public: true } },
    },
    async () => readSiteSettings(deps.dataDir),
  );

  app.get(
    VERSION_PATH,
    {
      schema: {
        summary: 'Version of the built client',
        tags: [TAGS.site],
        querystring: { type: 'object', properties: { timestamp: str(40) }, additionalProperties: true },
        response: fileAnswers('the version of the built client', { 'application/json': exactObject({ version: TEXT }) }),
      },
      config: { access: { public: true } },
    },
    async (_request, reply) => {
      if (!deps.clientDir) throw notFound();
      try {
        const parsed = JSON.parse(await readFile(resolve(deps.clientDir, 'version.json'), 'utf8')) as { version?: unknown };
        reply.header('cache-control', 'no-store');
        return { version: String(parsed.version ?? '') };
      } catch {
        throw notFound();
      }
    },
  );
};
