// A read-only field of a form shown as grids and details show it (a quoted total as "19,350.00"), by the
// format its page or its `@displayFormat` names (displayFormatOf); chosen by buildFormSchema for every
// read-only field with such a format. The form's value stays the exact one: this widget never changes it.
import type { WidgetProps } from '@rjsf/utils';
import { formatValue } from '../../../shared/format/formatValue';
import { useRendererEnv } from '../core/rendererEnv';

export const FORMATTED_VALUE_WIDGET = 'formattedValue';

const ignore = () => undefined;

export function FormattedValueWidget(props: WidgetProps) {
  const env = useRendererEnv();
  const { BaseInputTemplate } = props.registry.templates;
  const format = typeof props.options.format === 'string' ? props.options.format : undefined;
  const empty = props.value === undefined || props.value === null || props.value === '';
  const shown = empty || !format ? (empty ? '' : String(props.value)) : formatValue(format, props.value, { language: env.language });
  return (
    // Text, not a number input: "19,350.00" is no number to an <input type="number">.
    <BaseInputTemplate {...props} schema={{ type: 'string' }} type="text" readonly value={shown} onChange={ignore} />
  );
}
