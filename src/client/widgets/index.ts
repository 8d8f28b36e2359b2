// Input widgets of SPEC §5 and their RJSF adapters.
export { NumericInput1, type NumericInput1Props } from './numericInput1/NumericInput1';
export { applyNumeric1Change, type Numeric1Options, type NumericEdit } from './numericInput1/rules';
export { NumericInput2, type NumericInput2Props } from './numericInput2/NumericInput2';
export { applyNumeric2Change, displayText2, maskedText, type Numeric2Options, settleNumeric2 } from './numericInput2/rules';
export { WIDGET_NAMES, type WidgetName, widgets } from './rjsf/widgets';
