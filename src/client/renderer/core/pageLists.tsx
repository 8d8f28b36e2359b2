// One list controller per data block of a page (every block whose registration asks for a list),
// each on its own resource. A bound list (`filter` with `$selected.<grid>` or `$record`) is built
// after its sources and waits, loading nothing, until each bound value is there.
import { type ReactNode, useMemo } from 'react';
import type { PageBlock, PageSchema } from '../../../shared/page/pageSchema';
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../../data/dataProvider';
import { pageBlocks, blockTypeOf } from '../registry/blockRegistry';
import type { ListNeed } from '../registry/blockType';
import { type BindingSources, boundFilter, parseBinding, sourcesAtHand } from './bindings';
import { type ListController, type Row, useListController } from './useListController';

export interface PageList {
  block: PageBlock;
  list: ListController;
  /** A bound list whose source (the route's record, a selected row) is not at hand yet. */
  waiting: boolean;
}

export interface PageLists {
  of(block: PageBlock): PageList | undefined;
  byId(id: string): PageList | undefined;
  /** The first list of the page's own resource (toolbar actions, forms and the filter default to it). */
  primary: PageList | undefined;
}

interface ListSpec {
  block: PageBlock;
  need: ListNeed;
  resource: string;
}

/** The lists a page needs, sources before the lists bound to them. */
export function listSpecs(page: PageSchema): ListSpec[] {
  const specs = pageBlocks(page).flatMap((block) => {
    const need = blockTypeOf(block)?.data?.(block).list;
    const resource = need?.resource ?? page.resource;
    return need && resource ? [{ block, need, resource }] : [];
  });
  const sourcesOf = (s: ListSpec) =>
    Object.values(s.need.filter ?? {}).flatMap((b) => {
      const p = parseBinding(b);
      return p.source === 'selected' ? [p.block] : [];
    });
  const ordered: ListSpec[] = [];
  const placed = new Set<ListSpec>();
  const place = (s: ListSpec, path: Set<ListSpec>) => {
    if (placed.has(s) || path.has(s)) return;
    path.add(s);
    for (const id of sourcesOf(s)) {
      const source = specs.find((x) => x.block.id === id);
      if (source) place(source, path);
    }
    placed.add(s);
    ordered.push(s);
  };
  for (const s of specs) place(s, new Set());
  return ordered;
}

/** The row last selected in a list: the master row of the blocks bound to it. */
export function lastSelected(list: ListController | undefined): Row | null {
  return list?.selectedRows.at(-1) ?? null;
}

function makeLists(entries: PageList[], page: PageSchema): PageLists {
  const primary = entries.find((e) => {
    const own = blockTypeOf(e.block)?.data?.(e.block).list?.resource;
    return own === undefined || own === page.resource;
  });
  return {
    of: (block) => entries.find((e) => e.block === block),
    byId: (id) => entries.find((e) => e.block.id === id),
    primary,
  };
}

interface ChainProps {
  page: PageSchema;
  specs: ListSpec[];
  data: DataProvider;
  queries: QueryClient;
  keyField: string;
  /** The route's record; null while absent or loading (lists bound to it wait). */
  record: Row | null;
  /** Lists may draw a first page the query layer already holds in their first render (useListController). */
  firstPageInHand: boolean;
  children(lists: PageLists): ReactNode;
}

/** Hooks need a fixed count per component: one link per list, each adding its controller. */
export function PageListChain(props: ChainProps) {
  return <Link {...props} index={0} done={[]} />;
}

function Link({ index, done, ...props }: ChainProps & { index: number; done: PageList[] }) {
  const { page, specs, data, queries, keyField, record, firstPageInHand } = props;
  const spec = specs[index];
  const sources: BindingSources = {
    record,
    selected: (id) => lastSelected(done.find((e) => e.block.id === id)?.list),
  };
  const base = spec ? boundFilter(spec.need.filter, sources) : {};
  const waiting = base === null && !sourcesAtHand(spec?.need.filter, sources);
  const list = useListController({
    resource: spec?.resource ?? '',
    data,
    queries,
    // The page's key names rows of its own resource; another resource's rows are keyed by `id`.
    keyField: spec && spec.resource !== page.resource ? 'id' : keyField,
    pageSize: spec?.need.pageSize,
    defaultSort: spec?.need.defaultSort,
    baseFilter: base ?? undefined,
    enabled: !!spec && base !== null,
    firstPageInHand,
  });
  const entries = useMemo(() => (spec ? [...done, { block: spec.block, list, waiting }] : done), [spec, done, list, waiting]);
  const lists = useMemo(() => makeLists(entries, page), [entries, page]);
  if (!spec) return <>{props.children(lists)}</>;
  return <Link {...props} index={index + 1} done={entries} />;
}
