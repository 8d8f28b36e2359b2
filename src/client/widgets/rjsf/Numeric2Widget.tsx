// RJSF adapter for numeric input 2: "ui:widget": "numeric2", with ui:options precision, max,
// openMaxRange, positiveOnly, emptyAsZero, fillZeros, stripZeros, masked, maskChar.
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { NumericInput2 } from '../numericInput2/NumericInput2';
import { WidgetLabel } from './WidgetLabel';
import { booleanOption, formValueOf, numberFromFormValue, numberOption, stringOption } from './widgetOptions';

export function Numeric2Widget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, label, hideLabel, options, schema, onChange, onBlur, onFocus } =
    props;
  const current = numberFromFormValue(value);
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <NumericInput2
        id={id}
        name={htmlName || id}
        value={current}
        precision={numberOption(options, 'precision')}
        max={numberOption(options, 'max')}
        openMaxRange={booleanOption(options, 'openMaxRange')}
        positiveOnly={booleanOption(options, 'positiveOnly')}
        emptyAsZero={booleanOption(options, 'emptyAsZero')}
        fillZeros={booleanOption(options, 'fillZeros')}
        stripZeros={booleanOption(options, 'stripZeros')}
        masked={booleanOption(options, 'masked')}
        maskChar={stringOption(options, 'maskChar')}
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
