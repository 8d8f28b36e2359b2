// Widgets a page schema may name for a form field (FormWidget), registered with RJSF. Fluent's own
// widgets serve the standard names; numeric1/numeric2 are the spec's numeric inputs (src/client/widgets);
// entityField and formTable are chosen by widgetOptions `optionsFrom: "entityFields"` / `"formTables"` (see entityFieldOptions.ts); reference by
// the field's `x-reference` (ReferenceWidget.tsx); tree by the field's `x-tree` (tree/TreeWidget.tsx); formattedValue
// by a read-only field's display format (FormattedValueWidget.tsx).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { ChinaDateTimeWidget } from '../../widgets/rjsf/ChinaDateTimeWidget';
import { widgets } from '../../widgets/rjsf/widgets';
import { ENTITY_FIELD_WIDGET, FORM_TABLE_WIDGET } from './entityFieldOptions';
import { EntityFieldWidget } from './EntityFieldWidget';
import { FormTableWidget } from './FormTableWidget';
import { FORMATTED_VALUE_WIDGET, FormattedValueWidget } from './FormattedValueWidget';
import { REFERENCE_WIDGET, ReferenceWidget } from './ReferenceWidget';
import { TREE_WIDGET, TreeWidget } from './tree/TreeWidget';

// A date-time field (`format: date-time`) shows and takes China time (RJSF's own widget used the browser's zone).
export const formWidgets: RegistryWidgetsType = { ...widgets, DateTimeWidget: ChinaDateTimeWidget, [ENTITY_FIELD_WIDGET]: EntityFieldWidget, [FORM_TABLE_WIDGET]: FormTableWidget, [FORMATTED_VALUE_WIDGET]: FormattedValueWidget, [REFERENCE_WIDGET]: ReferenceWidget, [TREE_WIDGET]: TreeWidget };
