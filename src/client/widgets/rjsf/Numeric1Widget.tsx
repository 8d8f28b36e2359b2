// RJSF adapter for numeric input 1: a page schema names it as "ui:widget": "numeric1", with
// ui:options precision, maxLength, allowNull, allowNegative. Label as the Fluent theme draws it.
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { NumericInput1 } from '../numericInput1/NumericInput1';
import { WidgetLabel } from './WidgetLabel';
import { booleanOption, formValueOf, numberFromFormValue, numberOption } from './widgetOptions';

export function Numeric1Widget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, label, hideLabel, options, schema, onChange, onBlur, onFocus } =
    props;
  const current = numberFromFormValue(value);
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <NumericInput1
        id={id}
        name={htmlName || id}
        value={current}
        precision={numberOption(options, 'precision')}
        maxLength={numberOption(options, 'maxLength')}
        allowNull={booleanOption(options, 'allowNull')}
        allowNegative={booleanOption(options, 'allowNegative')}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        placeholder={placeholder}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(next) => onChange(formValueOf(next, schema))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </>
  );
}
