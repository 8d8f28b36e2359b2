// GET search?q=: the header's global search over the resources that opt in (ResourceSpec.search:
// bookings by number, bills by number, addresses by name or UN/LOCODE). Each resource is searched only
// when the caller may read it (the permission hook's own rule over the resource's read grants,
// accessOf) and within the scope its list has (scopeOf: a customer's own company's rows and the
// resource's row scope), through the engine's parameterised list query: one place decides what a
// caller sees, here as in `<r>-list`.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchAnswer, type SearchGroup } from '../../shared/search/globalSearch';
import { Calls } from '../../shared/wire/calls';
import type { Principal } from '../auth/access';
import { allows } from '../auth/permissionHook';
import type { Database } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { answers, arrayOf, exactObject, INTEGER, orNull, TEXT } from '../http/answerSchemas';
import { ok } from '../http/reply';
import { rowToRecord } from '../resources/records';
import { scopeOf } from '../resources/records/scope';
import { accessOf } from '../resources/registry';
import { selectRows } from '../resources/rowStore';
import type { ResourceDef, ResourceSearch, Scope } from '../resources/types';
import { querySchema, str } from './schemaParts';

const ANSWER = answers(
  exactObject({
    groups: arrayOf(
      exactObject({
        kind: { type: 'string', description: 'the resource searched (booking, bill, address)' },
        items: arrayOf(exactObject({ id: INTEGER, text: TEXT, detail: orNull(TEXT), screen: { type: 'string', description: 'route name of the screen opening the record by ?id=' } })),
      }),
    ),
  }),
);

/** The caller's scope of a resource it may read, or null when it may not read it at all. */
function readableScope(def: ResourceDef, principal: Principal): Scope | null {
  if (!allows(accessOf(def, 'read'), principal)) return null;
  try {
    return scopeOf(def, principal);
  } catch {
    // A scope the caller has no company for (an administrator on customers' own rows): nothing to find.
    return null;
  }
}

async function searchOne(db: Kysely<Database>, def: ResourceDef, search: ResourceSearch, scope: Scope, text: string): Promise<SearchGroup> {
  const [first, ...also] = search.fields;
  // The list's own `$search` clause (sqlParts.ts): ILIKE with the text bound as a parameter, escaped.
  const rows = await selectRows(db, def, scope, { sort: { field: first, order: 'asc' }, filters: [{ field: first, op: 'search', value: text, also }] }, SEARCH_LIMIT);
  const items = rows.map((row) => {
    const record = rowToRecord(def, row);
    const detail = search.detail ? record[search.detail.name] : null;
    return {
      id: Number(record[def.idField]),
      text: String(record[first.name] ?? ''),
      detail: detail === null || detail === undefined || detail === '' ? null : String(detail),
      screen: search.screen(record),
    };
  });
  return { kind: def.name, items };
}

export const globalSearchRoutes: FastifyPluginAsync<PlatformDeps> = async (app, { db }) => {
  app.get(
    Calls.globalSearch,
    {
      schema: {
        summary: 'Search bookings, bills and addresses the caller may read, grouped by kind',
        tags: ['search'],
        querystring: querySchema({ q: str(SEARCH_MAX_LENGTH, { description: `at least ${SEARCH_MIN_LENGTH} characters; shorter finds nothing` }) }, ['q']),
        response: ANSWER,
      },
      config: { access: { audience: 'any' } },
    },
    async (request) => {
      const text = (request.query as { q: string }).q.trim();
      const principal = request.principal!;
      const answer: SearchAnswer = { groups: [] };
      if ([...text].length < SEARCH_MIN_LENGTH) return ok(answer);
      // One resource after another: PGlite has one connection, and each query is a short indexed read.
      for (const def of app.resourceEngine.resources) {
        if (!def.search) continue;
        const scope = readableScope(def, principal);
        if (!scope) continue;
        const group = await searchOne(db, def, def.search, scope, text);
        if (group.items.length > 0) answer.groups.push(group);
      }
      return ok(answer);
    },
  );
};
