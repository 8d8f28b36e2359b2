// The form's registration: a lazy chunk (RJSF); a dialog form is opened by create/edit actions, an
// inline one is drawn in the page.
import { BLOCK_CHUNKS } from '../registry/blockChunkLoaders';
import { preloadable } from '../../app/preloadable';
import type { FormBlock } from '../../../shared/page/pageSchema';
import { conditionFields } from '../core/visibleWhen';
import type { BlockType } from '../registry/blockType';

const FIELD_TITLE = (entity: string, field: string) => `field.${entity}.${field}`;

const FormBlockView = preloadable(BLOCK_CHUNKS.form);

export const formBlockType: BlockType<FormBlock> = {
  type: 'form',
  component: FormBlockView,
  preload: FormBlockView.preload,
  inFlow: (b) => b.display === 'inline',
  // An inline form edits the route's record when the route names one (`?id=`): the page reads it.
  data: (b) => (b.display === 'inline' ? { record: true } : {}),
  lint(b, lint) {
    const formEntity = b.entity ?? lint.pageEntity;
    const inline = b.schema ? new Set(Object.keys((b.schema.properties as object | undefined) ?? {})) : undefined;
    const ownFields = inline ?? lint.fieldsOf(formEntity);
    if (b.entity && !lint.fieldsOf(b.entity)) lint.problem(`form entity ${b.entity} has no schema`);
    const conditions = Object.entries(b.visibleWhen ?? {});
    const names = [
      ...(b.fields ?? []),
      ...(b.sections ?? []).flatMap((s) => s.fields),
      ...Object.keys(b.widgets ?? {}),
      ...Object.keys(b.widgetOptions ?? {}),
      ...(b.readOnly ?? []),
      ...(b.createOnly ?? []),
      ...(b.staffOnly ?? []),
      ...Object.keys(b.defaults ?? {}),
      ...Object.keys(b.referenceFilters ?? {}),
      ...conditions.flatMap(([field, condition]) => [field, ...conditionFields(condition)]),
    ];
    for (const n of new Set(names)) lint.field(n, 'form', { entity: formEntity, fields: ownFields });
    for (const [field, conditions] of Object.entries(b.referenceFilters ?? {})) lint.referenceConditions(field, conditions, 'form referenceFilters', formEntity);
    // Fields the form shows by default: every editable field of its schema.
    if (!b.fields && !b.sections && ownFields && !b.schema) for (const n of ownFields) lint.key(formEntity ? FIELD_TITLE(formEntity, n) : undefined);
    for (const s of b.sections ?? []) lint.key(s.title);
    for (const id of b.actions ?? []) {
      const action = lint.action(id, 'form actions');
      if (action && action.kind !== 'call') lint.problem(`form actions: ${id} is a ${action.kind} action; a form offers calls on its record`);
    }
    if (b.actions && b.display !== 'inline') lint.problem('form actions: only an inline form (a form page) offers actions on its record');
    for (const [field, options] of Object.entries(b.widgetOptions ?? {})) {
      for (const c of options.computed ?? []) lint.key(c.title);
      for (const target of Object.keys(options.fill ?? {})) lint.field(target, `widgetOptions.${field}.fill`, { entity: formEntity, fields: ownFields, title: false });
      for (const spec of Object.values(options.filter ?? {})) if (typeof spec === 'string' && spec.startsWith('$form.')) lint.field(spec.slice(6), `widgetOptions.${field}.filter`, { entity: formEntity, fields: ownFields, title: false });
    }
    if (b.schema) for (const p of Object.values((b.schema.properties as Record<string, { title?: string }> | undefined) ?? {})) lint.key(p.title);
  },
};
