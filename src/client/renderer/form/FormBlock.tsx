// The form block (lazy chunk): in a dialog opened by create/edit actions, or inline on a form page
// (editing the route's `id` when given, else creating).
import { Spinner } from '@fluentui/react-components';
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
import EntityForm from './EntityForm';
import { prefillFromQuery } from './queryPrefill';

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
  const resource = runtime.page.resource;
  const entity = block.entity ?? runtime.entity;
  const loaded = useEntitySchema(block.schema ? '' : entity);
  const inline = useMemo(() => (block.schema ? unwrapSchema(block.schema as EntitySchema) : null), [block.schema]);
  const schema = inline ?? loaded.schema;
  const [saved, setRecord] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new record starts from the block's defaults and the values the route carries (a "Book" link).
  const fresh = useMemo(() => (id || !schema ? null : { ...(block.defaults ?? {}), ...prefillFromQuery(env.params, schema) }), [id, schema, block.defaults, env.params]);
  const record = saved ?? fresh;

  useEffect(() => {
    if (!id || !resource) return;
    let live = true;
    env.data.getOne<Row>(resource, id).then(
      (r) => live && setRecord(r),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [env.data, id, resource]);

  if (error) return <div role="alert">{error}</div>;
  if (!record) return <Spinner size="tiny" />;
  return <EntityForm block={block} mode={id ? 'edit' : 'create'} record={record} onDone={(saved) => saved && setRecord(saved)} />;
}
