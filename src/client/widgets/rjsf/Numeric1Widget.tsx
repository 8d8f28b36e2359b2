// RJSF adapter for numeric input 1: a page schema names it as "ui:widget": "numeric1", with
// ui:options precision, maxLength, allowNull, allowNegative. Label as the Fluent theme draws it.
import type { WidgetProps } from '@rjsf/utils';
import { NumericInput1 } from '../numericInput1/NumericInput1';
import { numericWidgetProps, widgetLabelProps } from './numericWidgetProps';
import { WidgetLabel } from './WidgetLabel';
import { booleanOption, numberOption } from './widgetOptions';

export function Numeric1Widget(props: WidgetProps) {
  const { options } = props;
  return (
    <>
      <WidgetLabel {...widgetLabelProps(props)} />
      <NumericInput1
        {...numericWidgetProps(props)}
        precision={numberOption(options, 'precision')}
        maxLength={numberOption(options, 'maxLength')}
        allowNull={booleanOption(options, 'allowNull')}
        allowNegative={booleanOption(options, 'allowNegative')}
      />
    </>
  );
}
