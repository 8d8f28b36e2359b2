// One page of a list answer: its records and its ListPage (total, cursors, page number). The page and its
// capped count are one statement (listTotal.ts cappedCountSql as a column of the page's select): a list
// call is one round trip to the database, not two (the count is read even when the page is empty), and
// none counts at all when a held approximate total spares it; a total past the exact limit asks the planner.
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import type { ListPage } from '../../shared/wire/resourceContract';
import { parsePageStart, type PageStart } from './listPaging';
import type { ListSpec } from './listQuery';
import { cappedCountSql, heldTotal, listTotal, type TotalCache, totalOfCount } from './listTotal';
import { NO_NAMES } from './referenceNames';
import { selectPage } from './rowStore';
import type { EntityRecord, ReferenceNames, ResourceDef, Scope } from './types';

export async function readListPage<DB>(db: Kysely<DB>, def: ResourceDef, scope: Scope, spec: ListSpec, query: Record<string, unknown>, language: Language, names: ReferenceNames = NO_NAMES, totals?: TotalCache): Promise<{ records: EntityRecord[]; page: ListPage }> {
  let start: PageStart = parsePageStart(spec, query, language);
  let total = heldTotal(db, def, scope, spec.filters, totals);
  // The last page of an exactly counted list is an offset page, so page numbers stay aligned.
  let lastPage: number | undefined;
  if (start.kind === 'last') {
    total ??= await listTotal(db, def, scope, spec.filters, totals);
    lastPage = Math.max(1, Math.ceil(total.total / spec.size));
    if (total.totalKind === 'exact') start = { kind: 'offset', offset: (lastPage - 1) * spec.size };
  }
  const page = await selectPage(db, def, scope, spec, start, names, total ? undefined : cappedCountSql(def, scope, spec.filters));
  // The page was read with its count whenever no total was held.
  total ??= await totalOfCount(db, def, scope, spec.filters, page.counted!, totals);
  return {
    records: page.records,
    page: {
      // Read backwards to the very start: whatever page number the client assumed, this is page 1.
      current: lastPage ?? (page.hasPrevious ? spec.page : 1),
      size: spec.size,
      ...total,
      hasNext: page.hasNext,
      ...(page.prevCursor !== undefined ? { prevCursor: page.prevCursor } : {}),
      ...(page.nextCursor !== undefined ? { nextCursor: page.nextCursor } : {}),
    },
  };
}
