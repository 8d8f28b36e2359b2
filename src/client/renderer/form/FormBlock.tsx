// The form block (lazy chunk): in a dialog opened by create/edit actions, or inline on a form page
// (editing the route's `id` when given, else creating).
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBlock as FormBlockSchema } from '../../../shared/page/pageSchema';
import { useReturnFocus } from '../../shell/focus/returnFocus';
import { type FormState, usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import EntityForm from './EntityForm';

export default function FormBlock({ block, state }: { block: FormBlockSchema; state?: FormState }) {
  if (state) return <FormDialog state={state} />;
  return <InlineForm block={block} />;
}

function FormDialog({ state }: { state: FormState }) {
  const { t } = useTranslation();
  const runtime = usePageRuntime();
  useReturnFocus();
  const done = (saved: Row | null) => {
    runtime.closeForm();
    if (saved !== null) void runtime.list?.refresh();
  };
  const title = state.block.title ?? (state.mode === 'create' ? 'renderer.createTitle' : 'renderer.editTitle');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && runtime.closeForm()}>
      <DialogSurface data-dialog="form" style={{ maxWidth: 'min(880px, 96vw)', width: '100%' }}>
        <DialogBody>
          <DialogTitle>{t(title)}</DialogTitle>
          <DialogContent>
            <EntityForm block={state.block} mode={state.mode} record={state.record} onDone={done} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function InlineForm({ block }: { block: FormBlockSchema }) {
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const id = env.params.id;
  const resource = runtime.page.resource;
  const [record, setRecord] = useState<Row | null>(id ? null : { ...(block.defaults ?? {}) });
  const [error, setError] = useState<string | null>(null);

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
