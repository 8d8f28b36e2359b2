// What every numeric RJSF adapter passes through the same way: identity, state flags, value and
// events. Each adapter adds only its own ui:options.
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formValueOf, numberFromFormValue } from './widgetOptions';

export function numericWidgetProps(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, schema, onChange, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName || id,
    value: numberFromFormValue(value),
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder,
    'aria-describedby': ariaDescribedByIds(id),
    onChange: (next: number | null) => onChange(formValueOf(next, schema)),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** The label part of the props, for WidgetLabel. */
export const widgetLabelProps = ({ id, label, required, disabled, hideLabel }: WidgetProps) => ({ id, label, required, disabled, hideLabel });
