// The widgets page schemas can name in a uiSchema ("ui:widget": "numeric1"); the form block passes
// this map to RJSF's `widgets` prop.
import type { RegistryWidgetsType } from '@rjsf/utils';
import { Numeric1Widget } from './Numeric1Widget';
import { Numeric2Widget } from './Numeric2Widget';

export const WIDGET_NAMES = ['numeric1', 'numeric2'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const widgets: RegistryWidgetsType & Record<WidgetName, RegistryWidgetsType[string]> = {
  numeric1: Numeric1Widget,
  numeric2: Numeric2Widget,
};
