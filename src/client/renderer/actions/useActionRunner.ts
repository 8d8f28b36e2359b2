// Runs page actions (navigate, create, edit, delete, export, import, call, dialog, print) against the data
// provider, asking for confirmation where the action needs it. Views only call run().
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAction, FormBlock, ImportAction, PageAction, PageSchema } from '../../../shared/page/pageSchema';
import type { FieldError } from '../../../shared/wire/envelope';
import { resourcePaths } from '../../../shared/wire/calls';
import type { CallOptions, ExportFormat, ExportMode, ImportMode } from '../../data/dataProvider';
import type { RendererEnv } from '../core/rendererEnv';
import type { DialogState, FormState } from '../core/pageRuntime';
import type { ListController, Row, RowId } from '../core/useListController';
import { fieldErrorsOf } from '../core/fieldErrors';
import { queryText, resolveMapping } from '../core/valueMapping';
import { blocksOfType, walkBlocks } from '../registry/blockRegistry';
import { downloadBlob } from './downloadBlob';
import { fileKindOf } from './fileKind';
import { pathRead, recordRead } from '../../api/reads';
import { navigateRoute } from './navigateRoute';

export type Prompt =
  | { kind: 'confirm'; message: string; resolve(ok: boolean): void }
  | { kind: 'message'; message: string }
  | { kind: 'import'; action: ImportAction }
  /** The resource's bin (soft delete): deleted records with Restore. */
  | { kind: 'bin' }
  /** An action with a form or a result: its dialog asks, calls and shows the answer. */
  | { kind: 'action'; action: CallAction; row: Row | null; list?: ListController | null };

/** What the import dialog shows after an attempt: nothing is written when any row is bad. */
export interface ImportOutcome {
  ok: boolean;
  errors: FieldError[];
  /** Why the file was refused, shown in the import dialog. */
  message?: string;
}

export interface RunOptions {
  exportMode?: ExportMode;
  exportFormat?: ExportFormat;
  /** The list the row came from, when not the page's (a grid of another resource): a call reads it again. */
  list?: ListController | null;
}

interface RunnerDeps {
  env: RendererEnv;
  page: PageSchema;
  keyField: string;
  list: ListController | null;
  /** Reads the records shown again: a detail shows the status its action just set. */
  afterWrite(): Promise<void>;
  openForm(state: FormState): void;
  openDialog(state: DialogState): void;
  /** The route's record, which a link's `$record.<field>` reads (a form page's Track). */
  record?: Row | null;
}

export interface ActionRunner {
  run(action: PageAction, row?: Row | null, options?: RunOptions): Promise<void>;
  /** Second step of an import: the file and mode picked in the import dialog. */
  importFile(action: ImportAction, file: File, mode: ImportMode): Promise<ImportOutcome>;
  prompt: Prompt | null;
  closePrompt(): void;
  /** Reads the page's list again (after a restore from the bin). */
  refreshList(): Promise<void>;
}

export function useActionRunner(deps: RunnerDeps): ActionRunner {
  const { env, page, keyField, list, afterWrite, openForm, openDialog, record } = deps;
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const resource = page.resource ?? '';

  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        setPrompt({
          kind: 'confirm',
          message,
          resolve: (ok) => {
            setPrompt(null);
            resolve(ok);
          },
        });
      }),
    [],
  );

  const failed = useCallback(
    (e: unknown) => {
      if (env.errorShown(e)) return;
      const detail = e instanceof Error ? e.message : String(e);
      env.notify('error', detail ? `${t('grid.operationFailed')} ${detail}` : t('grid.operationFailed'));
    },
    [env, t],
  );

  /** The rows an action works on: the row clicked, else the selection (which must not be empty). */
  const targetRows = useCallback(
    (row: Row | null | undefined): Row[] | null => {
      if (row) return [row];
      const selected = list?.selectedRows ?? [];
      if (selected.length === 0) {
        env.notify('info', t('grid.selectAtLeastOne'));
        return null;
      }
      return selected;
    },
    [env, list, t],
  );

  const formBlock = useCallback(
    (formId: string | undefined): FormBlock | undefined => findForm(page, formId),
    [page],
  );

  const runCall = useCallback(
    async (action: CallAction, row: Row | null | undefined, from: ListController | null = list) => {
      const target = action.target ?? 'row';
      let rows: Array<Row | null>;
      // A call on no record: its `$row` is only what its caller hands it (a search's values, from a result's emptyActions).
      if (target === 'none') rows = [row ?? null];
      else {
        const picked = targetRows(row);
        if (!picked) return;
        rows = picked;
      }
      if (action.confirm && !(await confirm(t(action.confirm)))) return;
      if (action.input || action.result) {
        setPrompt({ kind: 'action', action, row: rows[0], list: from });
        return;
      }
      const messages: string[] = [];
      for (const r of rows) {
        const values = await callOnce(env, resource, action, actionPayload(action, r, keyField, env.params, undefined, record));
        // The answer's fields, and the row's under `row` (a row field named like an i18next option must not steer it).
        messages.push(t(action.success ?? 'renderer.operationSucceeded', { ...values, row: r }));
      }
      const text = [...new Set(messages)].join('\n');
      if (action.successDialog) setPrompt({ kind: 'message', message: text });
      else env.notify('success', text);
      await Promise.all([from?.refresh(), afterWrite()]);
    },
    [confirm, env, keyField, list, afterWrite, resource, t, targetRows, record],
  );

  const run = useCallback(
    async (action: PageAction, row?: Row | null, options: RunOptions = {}) => {
      try {
        switch (action.kind) {
          case 'navigate': {
            const query = action.with ? resolveMapping(action.with, { row, record, params: env.params }) : {};
            env.navigate(navigateRoute(action, row, record), Object.fromEntries(Object.entries(query).map(([k, v]) => [k, queryText(v)])));
            return;
          }
          case 'create': {
            const block = formBlock(action.form);
            if (!block) throw new Error(`no form block for action ${action.id}`);
            openForm({ block, mode: 'create', record: { ...(block.defaults ?? {}) } });
            return;
          }
          case 'edit': {
            const block = formBlock(action.form);
            if (!block) throw new Error(`no form block for action ${action.id}`);
            const picked = targetRows(row);
            if (!picked) return;
            // The row shown may be stale: edit the stored record with its current version.
            const record = action.refetch === false ? { ...picked[0] } : await env.queries.fetchQuery({ ...recordRead<Row>(env.data, resource, picked[0][keyField] as RowId), staleTime: 0 });
            openForm({ block, mode: 'edit', record });
            return;
          }
          case 'delete': {
            const picked = targetRows(row);
            if (!picked) return;
            if (!(await confirm(t('grid.confirmDelete', { count: picked.length })))) return;
            const ids = picked.map((r) => r[keyField] as RowId);
            const answer = await env.data.deleteMany(resource, ids);
            // Deleted rows leave the selection, which otherwise outlives paging.
            if (list) list.setSelectedIds(list.selectedIds.filter((id) => !ids.includes(id)));
            const binned = answer ? answer.binned : undefined;
            if (binned) {
              // In the bin (soft delete): the toast names what went and offers Undo, a restore.
              const name = binned.length === 1 ? binned[0] : t('grid.deletedCount', { count: binned.length });
              const undo = async () => {
                await env.data.call('POST', resourcePaths(resource).restore, { ids: JSON.stringify(ids) });
                env.notify('success', t('grid.restored', { name }));
                await list?.refresh();
              };
              env.notify('success', t('grid.deletedUndo', { name }), { label: t('grid.undo'), run: () => void undo().catch(() => undefined) });
            } else env.notify('success', t('grid.deleteSuccess'));
            await list?.refresh();
            return;
          }
          case 'bin':
            setPrompt({ kind: 'bin' });
            return;
          case 'export': {
            if (!canTransferFiles()) {
              env.notify('error', t('grid.importExportUnsupported'));
              return;
            }
            const mode = options.exportMode ?? action.modes[0];
            if (!list) throw new Error('export needs a list');
            let ids: RowId[] | undefined;
            if (mode === 'selected') {
              if (list.selectedIds.length === 0) {
                env.notify('info', t('grid.selectAtLeastOne'));
                return;
              }
              ids = list.selectedIds;
            }
            const format = options.exportFormat ?? action.formats?.[0] ?? 'csv';
            const blob = await env.data.exportFile(resource, mode, { ...list.params(), ...(ids ? { ids } : {}), format });
            downloadBlob(blob, `${resource}-${mode}.${format}`);
            return;
          }
          case 'import':
            if (!canTransferFiles()) {
              env.notify('error', t('grid.importExportUnsupported'));
              return;
            }
            if (blocksOfType(page, 'grid').some((b) => b.tree)) {
              env.notify('error', t('grid.treeImportUnsupported'));
              return;
            }
            setPrompt({ kind: 'import', action });
            return;
          case 'call':
            await runCall(action, row, options.list ?? list);
            return;
          case 'dialog':
            openDialog({ action, row: row ?? null });
            return;
          case 'print':
            // The print stylesheet (shell/printStyles.css) leaves only the page's content.
            window.print();
            return;
        }
      } catch (e) {
        failed(e);
      }
    },
    [confirm, env, failed, formBlock, keyField, list, openDialog, openForm, page, record, resource, runCall, t, targetRows],
  );

  const importFile = useCallback(
    async (action: ImportAction, file: File, mode: ImportMode): Promise<ImportOutcome> => {
      const kind = fileKindOf(file.name);
      const accepted = action.accept ?? ['csv', 'xlsx'];
      if (!kind || !accepted.includes(kind)) return { ok: false, errors: [], message: t('grid.unsupportedFileType') };
      try {
        const answer = await env.data.importFile(resource, file, mode, action.path ? { path: action.path } : undefined);
        env.notify('success', t(action.success ?? 'grid.importSuccess', { ...answer, count: answer.imported }));
        setPrompt(null);
        await list?.refresh();
        return { ok: true, errors: [] };
      } catch (e) {
        // The refusal and the bad rows are told in the dialog; the request client may also toast it.
        const detail = e instanceof Error ? e.message : String(e);
        return { ok: false, errors: fieldErrorsOf(e), message: `${t('grid.importFailed')} ${detail}`.trim() };
      }
    },
    [env, list, resource, t],
  );

  return { run, importFile, prompt, closePrompt: () => setPrompt(null), refreshList: async () => void (await list?.refresh()) };
}

/** What a call sends: its payload mapping, else the row's key. */
/** `record`: the route's record, which `$record.<field>` reads (a detail page's toolbar acts on it). */
export function actionPayload(action: CallAction, row: Row | null, keyField: string, params: Record<string, string>, submission?: string, record?: Row | null): Record<string, unknown> {
  return action.payload ? resolveMapping(action.payload, { row, record, params, submission }) : row ? { [keyField]: row[keyField] } : {};
}

/**
 * One call of the action (its named engine action, of its own resource or the page's, or its explicit path); the
 * answer as an object. `fieldErrorsShown`: a form shows the refusal's field errors, so they are not toasted too.
 */
export async function callOnce(env: RendererEnv, resource: string, action: CallAction, payload: Record<string, unknown>, options: CallOptions = {}): Promise<Record<string, unknown>> {
  let answer: unknown;
  const method = action.method ?? 'POST';
  // A GET by its path is a read: through the query layer (shared while in flight, asked afresh each time).
  if (action.path && method === 'GET') answer = await env.queries.fetchQuery({ ...pathRead(env.data, action.path, payload), staleTime: 0 });
  else if (action.path) answer = await env.data.call(method, action.path, payload, options);
  else if (action.action) answer = await env.data.callAction(action.resource ?? resource, action.action, payload, options);
  else throw new Error(`call action ${action.id} names neither action nor path`);
  return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
}

/** Files go up as FormData and come down as Blob links: a browser without them cannot import or export. */
function canTransferFiles(): boolean {
  return typeof Blob !== 'undefined' && typeof FormData !== 'undefined' && typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

/** The form block an action opens: by id, else the page's first form (also inside tabs). */
export function findForm(page: PageSchema, formId: string | undefined): FormBlock | undefined {
  const forms: FormBlock[] = [];
  walkBlocks(page.blocks, (b) => {
    if (b.type === 'form') forms.push(b);
  });
  return formId ? forms.find((f) => f.id === formId) : forms[0];
}
