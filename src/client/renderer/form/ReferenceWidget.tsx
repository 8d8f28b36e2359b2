// The RJSF widget of every form field whose schema has `x-reference` (chosen by buildFormSchema.ts, never
// named by a page): the field's label and the ReferencePicker, with the name the server joined to the
// record (`<field>Name`) shown until the list is read.
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { EntityPropertySchema } from '../../../shared/entities/entitySchema';
import { fieldConditions } from '../../../shared/entities/referenceConditions';
import { referenceNameOf } from '../../../shared/wire/resourceContract';
import { WidgetLabel } from '../../widgets/rjsf/WidgetLabel';
import type { FormContext } from './entityFieldOptions';
import { useFormValue } from './formValues';
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
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <ReferencePicker
        id={id}
        resource={String(schema['x-reference'])}
        valueField={typeof schema['x-referenceValue'] === 'string' ? schema['x-referenceValue'] : undefined}
        fixedFilter={fieldConditions(schema as EntityPropertySchema)}
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
