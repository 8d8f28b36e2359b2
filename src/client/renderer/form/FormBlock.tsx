// The form block (lazy chunk): in a dialog opened by create/edit actions, or inline on a form page
// (editing the route's `id` when given, else creating).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBlock as FormBlockSchema } from '../../../shared/page/pageSchema';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { type EntitySchema, unwrapSchema, useEntitySchema } from '../core/entitySchemas';
import { useReturnFocus } from '../../shell/focus/returnFocus';
import { type FormState, usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import { formTitle } from '../core/titles';
import type { Row } from '../core/useListController';
import type { ErrorSchema } from '@rjsf/utils';
import EntityForm from './EntityForm';
import { formFields } from './buildFormSchema';
import { prefillFromQuery } from './queryPrefill';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

export default function FormBlock({ block, state }: { block: FormBlockSchema; state?: FormState }) {
  if (state) return <FormDialog state={state} />;
  return <InlineForm block={block} />;
}

function FormDialog({ state }: { state: FormState }) {
  const { t } = useTranslation();
  const runtime = usePageRuntime();
  const [dirty, setDirty] = useState(false);
  const entity = state.block.entity ?? runtime.entity;
  const { schema } = useEntitySchema(state.block.schema ? '' : entity);
  const keyField = typeof schema?.['x-keyField'] === 'string' ? schema['x-keyField'] : runtime.keyField;
  useReturnFocus();
  const done = (saved: Row | null) => {
    runtime.closeForm();
    if (saved === null) return;
    void runtime.list?.refresh();
    void runtime.afterWrite();
  };
  const title = formTitle(t, { entity, mode: state.mode, ownTitle: state.block.title, keyValue: state.record[keyField] });
  return (
    <AppDialog title={title} onDismiss={runtime.closeForm} dirty={dirty} maxWidth={880} surfaceProps={{ 'data-dialog': 'form' }}>
      <EntityForm block={state.block} mode={state.mode} record={state.record} onDone={done} onDirtyChange={setDirty} />
    </AppDialog>
  );
}

function InlineForm({ block }: { block: FormBlockSchema }) {
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const id = env.params.id;
  const entity = block.entity ?? runtime.entity;
  const loaded = useEntitySchema(block.schema ? '' : entity);
  const inline = useMemo(() => (block.schema ? unwrapSchema(block.schema as EntitySchema) : null), [block.schema]);
  const schema = inline ?? loaded.schema;
  // A new record starts from the block's defaults and the values the route carries (a "Book" link),
  // read as the form's fields take them; a read-only one the form shows is taken for show (a quote's total).
  const fresh = useMemo(
    () => (id || !schema ? null : { ...(block.defaults ?? {}), ...prefillFromQuery(env.params, schema, new Set(formFields(block, schema, 'create'))) }),
    [id, schema, block, env.params],
  );
  // A first save's record is edited at once, not when the route names it: the navigation below is drawn as
  // a transition, later, and a form drawn in between would be replaced under the user's typing.
  const [savedId, setSavedId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (id) setSavedId(undefined);
  }, [id]);
  const editing = id ?? savedId;
  // With an id the form edits the route's record, which the page reads (formBlockType's data), or
  // holds as the save answered it until the read.
  const record = editing ? runtime.record : fresh;
  const [refusal, setRefusal] = useState<{ key: string; errors: ErrorSchema } | null>(null);

  if (!record) return <LoadingSpinner size="tiny" />;
  // A saved version is a new form: its values, its version and what the server derived (a number, a total).
  const versionOf = (r: Row) => String(r[runtime.page.versionField ?? 'version'] ?? '');
  const key = editing ? `${editing}:${versionOf(record)}` : 'new';
  return (
    <EntityForm
      key={key}
      block={block}
      mode={editing ? 'edit' : 'create'}
      record={record}
      handedErrors={refusal?.key === key ? refusal.errors : undefined}
      onDone={(saved, errors) => {
        if (!saved) return;
        // An action refused after its save (a submit missing fields): the saved version's form shows why, under the fields.
        setRefusal(errors && saved.id !== undefined && saved.id !== null ? { key: `${String(saved.id)}:${versionOf(saved)}`, errors } : null);
        runtime.adoptRecord(saved);
        // After its first save the form is the saved record: the route names it (Back does not lead to the
        // empty form again, which would make a second record), and Save updates it with its version.
        if (!id && saved.id !== undefined && saved.id !== null) {
          setSavedId(String(saved.id));
          env.navigate(runtime.page.name, { id: String(saved.id) }, { replace: true });
        }
      }}
    />
  );
}
