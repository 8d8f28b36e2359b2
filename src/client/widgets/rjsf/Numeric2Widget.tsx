// RJSF adapter for numeric input 2: "ui:widget": "numeric2", with ui:options precision, max,
// openMaxRange, positiveOnly, emptyAsZero, fillZeros, stripZeros, masked, maskChar.
import type { WidgetProps } from '@rjsf/utils';
import { NumericInput2 } from '../numericInput2/NumericInput2';
import { numericWidgetProps, widgetLabelProps } from './numericWidgetProps';
import { WidgetLabel } from './WidgetLabel';
import { booleanOption, numberOption, stringOption } from './widgetOptions';

export function Numeric2Widget(props: WidgetProps) {
  const { options } = props;
  return (
    <>
      <WidgetLabel {...widgetLabelProps(props)} />
      <NumericInput2
        {...numericWidgetProps(props)}
        precision={numberOption(options, 'precision')}
        max={numberOption(options, 'max')}
        openMaxRange={booleanOption(options, 'openMaxRange')}
        positiveOnly={booleanOption(options, 'positiveOnly')}
        emptyAsZero={booleanOption(options, 'emptyAsZero')}
        fillZeros={booleanOption(options, 'fillZeros')}
        stripZeros={booleanOption(options, 'stripZeros')}
        masked={booleanOption(options, 'masked')}
        maskChar={stringOption(options, 'maskChar')}
      />
    </>
  );
}
