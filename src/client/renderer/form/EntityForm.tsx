// The form of one form block (a record's create or edit), drawn by FormShell: the final schema is
// computed once per form (useMemo on the entity schema, rules and language), the values being edited
// live in the values store, and saving sends the shown fields to the resource; the server's field
// errors come back under their fields.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBlock } from '../../../shared/page/pageSchema';
import { reqItemsOfMenu } from '../../../shared/requiredConfig/reqItem';
import { fieldErrorsOf } from '../core/fieldErrors';
import { usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { useControlSize } from '../../shell/theme/controlSize';
import { buildFormSchema, payloadOf } from './buildFormSchema';
import { hiddenFields, withHidden } from './conditionalFields';
import { toErrorSchema } from './formErrors';
import { createFormValues } from './formValues';
import { FormShell } from './FormShell';
import { useFormSource } from './useFormSource';

const useStyles = makeStyles({
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
});

export interface EntityFormProps {
  block: FormBlock;
  mode: 'create' | 'edit';
  record: Row;
  /** Called after a successful save with the stored record, or on cancel with null. */
  onDone(saved: Row | null): void;
  /** Whether the values differ from the record's (a dialog asks before dropping them). */
  onDirtyChange?(dirty: boolean): void;
}

export default function EntityForm({ block, mode, record, onDone, onDirtyChange }: EntityFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const size = useControlSize();
  const entity = block.entity ?? runtime.entity;
  const source = useFormSource(entity, block.schema, block.schema ?? entity);
  const entitySchema = source.schema;
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  // The Save button stays focusable while saving (it only looks disabled): a second click or Enter is
  // turned away here, so a record is never sent twice.
  const inFlight = useRef(false);
  // A page's menu code is its route name (one source: its place in the menu tree).
  const menuCd = runtime.page.name;

  // The rules travel as JSON text; keying the memo on the text keeps the schema stable across renders.
  const rulesText = JSON.stringify(reqItemsOfMenu(env.requiredConfigList, menuCd));
  const built = useMemo(() => {
    if (!entitySchema) return null;
    const rules = JSON.parse(rulesText);
    const forTable = block.tableName ? { ...entitySchema, 'x-table': block.tableName } : entitySchema;
    return buildFormSchema({ entity, schema: forTable, block, mode, rules, language: env.language, translate: (k, fallback) => t(k, { defaultValue: fallback ?? k }) });
  }, [entitySchema, rulesText, block, mode, env.language, entity, t]);

  // The values being edited live in the values store, not in this component's state: a keystroke
  // re-renders RJSF's own state and the field, not this component (it renders again only when the
  // form turns dirty or clean, or saves). RJSF re-reads `formData` whenever its props change (e.g.
  // the Save button's disabled state), so it is always handed the current values.
  const [values] = useState(() => createFormValues({ ...record }));
  // What the record sends as it is, once per form, not once per key.
  const recordPayload = useMemo(() => (built ? payloadOf(record, built.fields, built.schema) : null), [built, record]);
  const isDirty = (data: Row) => (built && recordPayload ? !sameValues(payloadOf(data, built.fields, built.schema), recordPayload) : false);
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Fields whose `visibleWhen` fails on the current values are hidden, not required and not sent; the
  // form renders again only when that set changes, not on every key.
  const [hidden, setHidden] = useState<string[]>(() => hiddenFields(block.visibleWhen, record));
  const shown = useMemo(() => (built ? withHidden(built, hidden) : null), [built, hidden]);

  const resource = runtime.page.resource ?? entity;
  const save = async (formData: Row) => {
    if (!built || !shown) return;
    const values = payloadOf(formData, shown.fields, shown.schema);
    if (mode === 'edit' && recordPayload && sameValues(values, recordPayload)) {
      env.notify('info', t('grid.dataUnchanged'));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setExtraErrors(undefined);
    try {
      const keyField = runtime.keyField;
      const versionField = runtime.page.versionField ?? 'version';
      const saved =
        mode === 'create'
          ? await env.data.create<Row>(resource, values)
          : await env.data.update<Row>(resource, { ...values, [keyField]: record[keyField], [versionField]: record[versionField] });
      env.notify('success', t('grid.saveSuccess'));
      onDone(saved ?? null);
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      if (fieldErrors.length > 0) setExtraErrors(toErrorSchema(fieldErrors));
      else if (!env.errorShown(e)) env.notify('error', `${t('grid.operationFailed')} ${e instanceof Error ? e.message : String(e)}`.trim());
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <FormShell
      built={shown}
      validator={source.validator}
      error={source.error}
      values={values}
      formData={values.get()}
      extraErrors={extraErrors}
      attributes={{ 'data-block': 'form', 'data-form-mode': mode }}
      onChange={(next) => {
        // The server's errors stay until a value changes: a change reported late (a line cell hands its
        // text over in a transition) may carry the very values that were saved.
        if (extraErrors && !sameValues(next, values.get())) setExtraErrors(undefined);
        values.set(next);
        const nowDirty = isDirty(next);
        if (nowDirty !== dirty) setDirty(nowDirty);
        const nowHidden = hiddenFields(block.visibleWhen, next);
        if (nowHidden.join() !== hidden.join()) setHidden(nowHidden);
      }}
      onSubmit={(formData) => void save(formData)}
    >
      <div className={styles.buttons}>
        <Button type="button" size={size} onClick={() => onDone(null)}>
          {t('renderer.cancel')}
        </Button>
        {/* Disabled but focusable while saving: focus stays in the dialog, so Escape still reaches it. */}
        <Button type="submit" size={size} appearance="primary" disabledFocusable={saving} data-form="save">
          {t('renderer.save')}
        </Button>
      </div>
    </FormShell>
  );
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = a[k] === '' ? undefined : a[k];
    const y = b[k] === '' ? undefined : b[k];
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}
