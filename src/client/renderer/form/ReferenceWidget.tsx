// The RJSF widget of every form field whose schema has `x-reference` (chosen by buildFormSchema.ts, never
// named by a page): the field's label and the ReferencePicker, with the name the server joined to the
// record (`<field>Name`) shown until the list is read. The page's widget options may narrow what is
// offered by the form's own values (`filter`: a departure of the booking's lane) and fill other fields
// from the record picked (`fill`: its ETD, ETA and carrier), each as the field takes it.
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useSyncExternalStore } from 'react';
import { asFieldValue, type FieldShape } from '../../../shared/format/fieldValue';
import type { WidgetOptions } from '../../../shared/page/pageSchema';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';
import { fieldConditions } from '../../../shared/entities/referenceConditions';
import { referenceNameOf } from '../../../shared/wire/resourceContract';
import { WidgetLabel } from '../../widgets/rjsf/WidgetLabel';
import type { FormContext } from './entityFieldOptions';
import { createFormValues, type FormValues, useFormValue } from './formValues';
import { ReferencePicker } from './ReferencePicker';

/** The uiSchema widget name. */
export const REFERENCE_WIDGET = 'reference';

export function ReferenceWidget(props: WidgetProps) {
  const { id, name, label, hideLabel, required, disabled, readonly, schema, value, onChange, onBlur, onFocus, rawErrors, registry } = props;
  // The stored value and its joined name, read field by field so other fields' keys do not render this one.
  const values = (registry.formContext as Partial<FormContext> | undefined)?.values;
  const stored = useFormValue(values, name);
  const joined = useFormValue(values, referenceNameOf(name));
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const context = registry.formContext as Partial<FormContext> | undefined;
  const options = props.options as Pick<WidgetOptions, 'filter' | 'fill'>;
  const conditions = useFormConditions(values, options.filter);
  // The field's own `@referenceFilter` (what it may hold), narrowed further by the form's values.
  const fixedFilter = { ...fieldConditions(schema as EntityPropertySchema), ...conditions };
  // A pick fills the form in one change: the field's value and what the record knows.
  const fill = options.fill;
  const patch = context?.patch;
  const pick = (picked: string, record: Record<string, unknown>) => {
    if (!fill || !patch) return;
    const properties = (registry.rootSchema.properties ?? {}) as Record<string, FieldShape>;
    const filled = Object.fromEntries(
      Object.entries(fill).map(([target, from]) => {
        const shape = properties[target];
        const value = shape ? asFieldValue(shape, record[from]) : null;
        return [target, value === null ? undefined : value];
      }),
    );
    patch({ ...filled, [name]: numeric ? Number(picked) : picked });
  };
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <ReferencePicker
        id={id}
        resource={String(schema['x-reference'])}
        valueField={typeof schema['x-referenceValue'] === 'string' ? schema['x-referenceValue'] : undefined}
        fixedFilter={fixedFilter}
        onPick={fill && patch ? pick : undefined}
        value={value === undefined || value === null || value === '' ? undefined : String(value)}
        name={typeof joined === 'string' && String(stored) === String(value) ? joined : undefined}
        onChange={(v) => onChange(v === undefined ? undefined : numeric ? Number(v) : v)}
        disabled={disabled || readonly}
        invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </>
  );
}

const none = createFormValues({});
const FORM_PREFIX = '$form.';

/**
 * The widget's `filter` with each `$form.<field>` read from the form's current values (a field still
 * empty sets no condition); the widget renders again only when one of those values changes.
 */
function useFormConditions(values: FormValues | undefined, filter: WidgetOptions['filter']): Record<string, string | number | boolean> {
  const store = values ?? none;
  const text = useSyncExternalStore(store.subscribe, () => {
    const current = store.get();
    const out: Record<string, string | number | boolean> = {};
    for (const [field, spec] of Object.entries(filter ?? {})) {
      if (typeof spec !== 'string' || !spec.startsWith(FORM_PREFIX)) out[field] = spec;
      else {
        const value = current[spec.slice(FORM_PREFIX.length)];
        if (value !== undefined && value !== null && value !== '') out[field] = value as string | number | boolean;
      }
    }
    return JSON.stringify(out);
  });
  return JSON.parse(text) as Record<string, string | number | boolean>;
}
