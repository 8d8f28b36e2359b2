// The state one page shares between its blocks: the list controller, the open form and dialog, the
// granted actions. Built once per page by PageRenderer (usePageRuntime) and read through context.
import { createContext, useContext } from 'react';
import type { DialogAction, FormBlock, PageAction, PageSchema } from '../../../shared/page/pageSchema';
import type { ExportFormat, ExportMode } from '../../data/dataProvider';
import type { PageLists } from './pageLists';
import type { FormValues } from '../form/formValues';
import type { ListController, Row } from './useListController';

export interface FormState {
  block: FormBlock;
  mode: 'create' | 'edit';
  /** The record edited (with its version); empty for create. */
  record: Row;
}

export interface DialogState {
  action: DialogAction;
  row: Row | null;
}

export interface PageRuntime {
  page: PageSchema;
  entity: string;
  keyField: string;
  /** The page resource's list (its first grid's), or null when the page has none. */
  list: ListController | null;
  /** Every data block's own list (grids of other resources, bound related lists). */
  lists: PageLists;
  /** The route's record (`?id=`), once loaded; null otherwise. */
  record: Row | null;
  /** Takes a record the server just answered (a form's first save) as the route's record, without reading it again. */
  adoptRecord(record: Row): void;
  /**
   * After a write (a save, a call): reads again the route's record and every detail's bound record,
   * which keep showing what they have until the new one is in.
   */
  afterWrite(): Promise<void>;
  /** How many writes the page has made; a bound detail reads its record again when it changes. */
  writes: number;
  /** The action with this id when it exists and the user holds its funcId; otherwise undefined. */
  grantedAction(id: string): PageAction | undefined;
  /** Runs an action on a row (row actions) or on the selection (toolbar). */
  /** `list`: the list the row came from, when not the page's (a grid's own): a call reads it again. */
  run(action: PageAction, row?: Row | null, options?: { exportMode?: ExportMode; exportFormat?: ExportFormat; list?: ListController | null }): Promise<void>;
  form: FormState | null;
  openForm(state: FormState): void;
  closeForm(): void;
  dialog: DialogState | null;
  closeDialog(): void;
  /** What the page's form holds as it is edited, for the blocks following it (a notes block's `matchForm`). */
  shownFormValues: FormValues;
}

/** The entity of a block's resource: the page's entity for the page's resource, else the resource's name. */
export function entityOfResource(runtime: Pick<PageRuntime, 'page' | 'entity'>, resource: string | undefined): string {
  return resource === undefined || resource === runtime.page.resource ? runtime.entity : resource;
}

/** The record a block inside a row dialog shows (a dialog action's row); undefined elsewhere. */
export const BlockRecordContext = createContext<Row | null | undefined>(undefined);

export const PageRuntimeContext = createContext<PageRuntime | null>(null);

export function usePageRuntime(): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('PageRuntimeContext is missing: blocks render inside PageRenderer');
  return runtime;
}
