// The form of one form block (a record's create or edit), drawn by FormShell: the final schema is
// computed once per form (useMemo on the entity schema, rules and language), the values being edited
// live in the values store, and saving sends the shown fields to the resource (a new record with one
// key per form, so a retried or doubled create makes one record); the server's field errors come back
// under their fields. A saved record's form offers the block's actions its state allows (saving first
// when changed), marks what they require (the entity's `x-requiredFor`), and is read-only where the
// entity's `update` transition does not allow a change.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAction, FormBlock } from '../../../shared/page/pageSchema';
import { transitionAllowed, transitionsOf } from '../../../shared/entities/transitions';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { actionPayload, callOnce } from '../actions/useActionRunner';
import { conditionHolds } from '../core/visibleWhen';
import { actionLabelKey } from '../core/titles';
import { newSubmissionKey } from '../core/valueMapping';
import { formActionRules, markedFields, requiredForLabel, withMarks } from './requiredForMarks';
import { checkedOnSubmitOnly, reqItemsOfMenu, saveRules } from '../../../shared/requiredConfig/reqItem';
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
import { getRole } from '../../state/session';

const useStyles = makeStyles({
  buttons: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
  legend: { display: 'block', marginTop: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
});

export interface EntityFormProps {
  block: FormBlock;
  mode: 'create' | 'edit';
  record: Row;
  /**
   * Called after a successful save with the stored record, or on cancel with null; `errors`: an action
   * run after that save was refused, for the saved record's form to show under its fields.
   */
  onDone(saved: Row | null, errors?: ErrorSchema): void;
  /** Errors to show (an action refused after the save that made this form's record), also when they come after the form mounted. */
  handedErrors?: ErrorSchema;
  /** Whether the values differ from the record's (a dialog asks before dropping them). */
  onDirtyChange?(dirty: boolean): void;
}

export default function EntityForm({ block, mode, record, onDone, onDirtyChange, handedErrors }: EntityFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const size = useControlSize();
  const entity = block.entity ?? runtime.entity;
  const source = useFormSource(entity, block.schema, block.schema ?? entity);
  const entitySchema = source.schema;
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(handedErrors);
  // Errors handed over after this form mounted: an action's save drew its version (a re-read after the
  // hub's word of the save) before the action's refusal came back.
  useEffect(() => {
    if (handedErrors) setExtraErrors(handedErrors);
  }, [handedErrors]);
  const [saving, setSaving] = useState(false);
  // The Save button stays focusable while saving (it only looks disabled): a second click or Enter is
  // turned away here, so a record is never sent twice.
  const inFlight = useRef(false);
  // A page's menu code is its route name (one source: its place in the menu tree).
  const menuCd = runtime.page.name;
  // One key for the record this form makes: a retried or doubled create answers the same record.
  const createKey = useRef(newSubmissionKey());
  // The record's state: where the entity's `update` transition does not allow a change, nothing is editable.
  const transitions = useMemo(() => transitionsOf(entitySchema), [entitySchema]);
  const editable = mode === 'create' || transitionAllowed(transitions, 'update', record);
  // The rules travel as JSON text; keying the memo on the text keeps the schema stable across renders.
  // A save is held back only by the rules checked on every save; submit-only ones are the server's at submission.
  const menuRules = reqItemsOfMenu(env.requiredConfigList, menuCd);
  const rulesText = JSON.stringify(saveRules(menuRules));
  const submitRulesText = JSON.stringify(menuRules.filter(checkedOnSubmitOnly));
  // What the form's actions require (a booking's submit, with the menu's "on submit" rules): marked on the form before the user tries.
  const requiredFor = useMemo(
    () => formActionRules(block, runtime.page.actions, entitySchema, JSON.parse(submitRulesText)),
    [block, runtime.page.actions, entitySchema, submitRulesText],
  );
  const built = useMemo(() => {
    if (!entitySchema) return null;
    const rules = JSON.parse(rulesText);
    const forTable = block.tableName ? { ...entitySchema, 'x-table': block.tableName } : entitySchema;
    return buildFormSchema({ entity, schema: forTable, block, mode, audience: getRole(), rules, language: env.language, translate: (k, fallback) => t(k, { defaultValue: fallback ?? k }) });
  }, [entitySchema, rulesText, block, mode, env.language, entity, t]);

  // The values being edited live in the values store, not in this component's state: a keystroke
  // re-renders RJSF's own state and the field, not this component (it renders again only when the
  // form turns dirty or clean, or saves). RJSF re-reads `formData` whenever its props change (e.g.
  // the Save button's disabled state), so it is always handed the current values.
  const [values] = useState(() => createFormValues({ ...record }));
  // The blocks following the page's form (a notes block's matchForm) see what it holds from the start.
  const shownFormValues = runtime.shownFormValues;
  useEffect(() => shownFormValues.set(values.get()), [shownFormValues, values]);
  // What the record sends as it is, once per form, not once per key.
  const recordPayload = useMemo(() => (built ? payloadOf(record, built.fields, built.schema) : null), [built, record]);
  const isDirty = (data: Row) => (built && recordPayload ? !sameValues(payloadOf(data, built.fields, built.schema), recordPayload) : false);
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Fields whose `visibleWhen` fails on the current values are hidden, not required and not sent; the
  // form renders again only when that set changes, not on every key.
  const [hidden, setHidden] = useState<string[]>(() => hiddenFields(block.visibleWhen, record));
  const [marks, setMarks] = useState(() => markedFields(requiredFor, record));
  // Rules changed while the form is open (the administrator's, heard through the hub): marked at once.
  useEffect(() => {
    const now = markedFields(requiredFor, values.get());
    setMarks((held) => (held.key === now.key ? held : now));
  }, [requiredFor, values]);
  const shown = useMemo(() => (built ? withMarks(withHidden(built, hidden), marks, editable) : null), [built, hidden, marks, editable]);

  const [, repaint] = useReducer((n: number) => n + 1, 0);
  const change = (next: Row) => {
    // A field's error from the server stays until that field changes: the others still hold (and a late
    // change of another field, a line cell handing its text over, takes nothing down).
    if (extraErrors) {
      const left = withoutErrorsOf(extraErrors, changedFields(next, values.get()));
      if (left !== extraErrors) setExtraErrors(left);
    }
    values.set(next);
    shownFormValues.set(next);
    const nowDirty = isDirty(next);
    if (nowDirty !== dirty) setDirty(nowDirty);
    const nowHidden = hiddenFields(block.visibleWhen, next);
    if (nowHidden.join() !== hidden.join()) setHidden(nowHidden);
    const nowMarked = markedFields(requiredFor, next);
    if (nowMarked.key !== marks.key) setMarks(nowMarked);
  };

  const resource = runtime.page.resource ?? entity;
  /**
   * The record stored from the form's values (null when refused: the errors are shown); `unchanged`: what an
   * edit without changes answers; `quiet`: no "Saved." (an action saving first says what it did itself).
   */
  const persist = async (formData: Row, unchanged: 'notify' | 'record', quiet = false): Promise<Row | null> => {
    if (!built || !shown) return null;
    const values = mode === 'edit' && recordPayload ? withClearedFields(payloadOf(formData, shown.fields, shown.schema), recordPayload, shown.fields) : payloadOf(formData, shown.fields, shown.schema);
    if (mode === 'edit' && recordPayload && sameValues(values, recordPayload)) {
      if (unchanged === 'notify') env.notify('info', t('grid.dataUnchanged'));
      return unchanged === 'record' ? record : null;
    }
    setExtraErrors(undefined);
    try {
      const keyField = runtime.keyField;
      const versionField = runtime.page.versionField ?? 'version';
      const saved =
        mode === 'create'
          ? await env.data.create<Row>(resource, values, { idempotencyKey: createKey.current })
          : await env.data.update<Row>(resource, { ...values, [keyField]: record[keyField], [versionField]: record[versionField] });
      if (!quiet) env.notify('success', t('grid.saveSuccess'));
      return saved ?? null;
    } catch (e) {
      showError(e);
      return null;
    }
  };
  const showError = (e: unknown) => {
    const fieldErrors = fieldErrorsOf(e);
    if (fieldErrors.length > 0) setExtraErrors(toErrorSchema(fieldErrors));
    else if (!env.errorShown(e)) env.notify('error', `${t('grid.operationFailed')} ${e instanceof Error ? e.message : String(e)}`.trim());
  };
  const [asking, setAsking] = useState<{ message: string; answer(ok: boolean): void } | null>(null);
  const confirm = (message: string) =>
    new Promise<boolean>((resolve) =>
      setAsking({
        message,
        answer: (ok) => {
          setAsking(null);
          resolve(ok);
        },
      }),
    );
  /** One write at a time: a second click or Enter while saving is turned away, so a record is never sent twice. */
  const exclusive = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  const save = (formData: Row) =>
    exclusive(async () => {
      const saved = await persist(formData, 'notify');
      if (saved) onDone(saved);
    });
  /** A form action on the saved record: the form saved first when changed, then the call; its field errors under the fields. */
  const runAction = (action: CallAction) =>
    exclusive(async () => {
      if (action.confirm && !(await confirm(t(action.confirm)))) return;
      // One toast for the click: the action's ("The booking was submitted."), not "Saved." beside it.
      const saved = await persist(values.get(), 'record', true);
      if (!saved) return;
      try {
        const answer = await callOnce(env, resource, action, actionPayload(action, saved, runtime.keyField, env.params));
        env.notify('success', t(action.success ?? 'renderer.operationSucceeded', { ...answer, row: saved }));
        const other = answer.id !== undefined && answer.id !== null && String(answer.id) !== String(saved.id);
        // The record as the action left it (a submit's new state and version), when the answer is it: shown
        // at once, not only after a read that a cached answer or a late hub event could leave stale.
        const versionField = runtime.page.versionField ?? 'version';
        const moved = !other && String(answer.id) === String(saved.id) && answer[versionField] !== undefined ? (answer as Row) : null;
        // An answer naming another record of the resource (a copy) opens it; else the record is read again.
        if (other) env.navigate(runtime.page.name, { id: String(answer.id) });
        else if (moved || saved !== record) onDone(moved ?? saved);
        await runtime.afterWrite();
      } catch (e) {
        const fieldErrors = fieldErrorsOf(e);
        if (saved !== record) {
          // The save took: said before the refusal (a success takes down the refusals shown), unless the
          // refusal is on screen already. Its form (a new version) shows the refusal under its fields.
          const told = env.errorShown(e);
          if (!told) env.notify('success', t('grid.saveSuccess'));
          onDone(saved, fieldErrors.length > 0 ? toErrorSchema(fieldErrors) : undefined);
          if (fieldErrors.length === 0 && !told) showError(e);
        } else showError(e);
      }
    });
  const offered = mode === 'edit' ? (block.actions ?? []).map((id) => runtime.grantedAction(id)).filter((a): a is CallAction => a?.kind === 'call' && conditionHolds(a.visibleWhen, record)) : [];

  return (
    <FormShell
      built={shown}
      validator={source.validator}
      error={source.error}
      values={values}
      formData={values.get()}
      extraErrors={extraErrors}
      disabled={!editable}
      attributes={{ 'data-block': 'form', 'data-form-mode': mode, ...(editable ? {} : { 'data-form-locked': '' }) }}
      onChange={change}
      onPatch={(patch) => {
        // A widget setting other fields (a picked departure's dates): RJSF takes them from formData.
        change({ ...values.get(), ...patch });
        repaint();
      }}
      onSubmit={(formData) => void save(formData)}
    >
      {marks.fields.size > 0 && editable && (
        <Caption1 className={styles.legend} data-form-legend="requiredFor">
          {t('form.requiredForLegend', { action: t(requiredForLabel(block, runtime.page.actions)) })}
        </Caption1>
      )}
      <div className={styles.buttons}>
        {/* A dialog is left by Cancel; a form page by its own navigation. */}
        {block.display !== 'inline' && (
          <Button type="button" size={size} onClick={() => onDone(null)}>
            {t('renderer.cancel')}
          </Button>
        )}
        {offered.map((action) => (
          <Button key={action.id} type="button" size={size} disabledFocusable={saving} data-form-action={action.id} onClick={() => void runAction(action)}>
            {t(actionLabelKey(action))}
          </Button>
        ))}
        {/* Disabled but focusable while saving: focus stays in the dialog, so Escape still reaches it. */}
        {editable && (
          <Button type="submit" size={size} appearance="primary" disabledFocusable={saving} data-form="save">
            {t('renderer.save')}
          </Button>
        )}
      </div>
      {asking && <ConfirmDialog message={asking.message} onAnswer={asking.answer} />}
    </FormShell>
  );
}

/**
 * An edit names each field the user emptied as null: the form drops an empty field from its values, and
 * the server keeps a field the update leaves out, so without this a cleared value came back after Save.
 */
function withClearedFields(values: Record<string, unknown>, stored: Record<string, unknown>, shownFields: string[]): Record<string, unknown> {
  // Only a field on screen: one hidden by its condition keeps what is stored.
  const cleared = shownFields.filter((k) => k in stored && values[k] === undefined && !isEmpty(stored[k]));
  return { ...values, ...Object.fromEntries(cleared.map((k) => [k, null])) };
}

// An empty list is no value: RJSF gives a list field `[]` where the stored record has none, and a form
// that took that for a change saved a second time before Submit and dropped a refusal's field errors.
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values differ (an empty value of any kind is the same as none). */
function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const comparable = (v: unknown) => JSON.stringify(isEmpty(v) ? undefined : v);
  return [...keys].filter((k) => comparable(a[k]) !== comparable(b[k]));
}

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) => changedFields(a, b).length === 0;

/**
 * The errors left once `fields` changed (the same object when none of them had one; undefined when none is
 * left). The form's own errors (not under a field) go with any change.
 */
function withoutErrorsOf(errors: ErrorSchema, fields: string[]): ErrorSchema | undefined {
  const held = fields.length > 0 ? [...fields, '__errors'].filter((f) => f in errors) : [];
  if (held.length === 0) return errors;
  const left = Object.fromEntries(Object.entries(errors).filter(([k]) => !held.includes(k))) as ErrorSchema;
  return Object.keys(left).length > 0 ? left : undefined;
}
