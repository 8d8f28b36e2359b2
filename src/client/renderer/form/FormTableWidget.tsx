// Dropdown of the entities the form of a chosen menu edits (widgetOptions `{ "optionsFrom": "formTables",
// "dependsOn": "menuCd" }`): a required-field rule for Sea Booking is offered bookings, not every entity.
// The choices come from the page files (generated FORM_FIELDS); a menu they say nothing of keeps them all.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef } from 'react';
import { FORM_FIELDS } from '../../../shared/menus/formFields';
import type { FormContext } from './entityFieldOptions';
import { useFormValue } from './formValues';

export function FormTableWidget(props: WidgetProps) {
  const { options, registry, value, onChange } = props;
  const menu = useFormValue((registry.formContext as Partial<FormContext> | undefined)?.values, String(options.dependsOn ?? ''));
  const tables = typeof menu === 'string' ? FORM_FIELDS[menu] : undefined;

  // Another menu picked: a table its form does not edit is cleared, and a form editing one table has it chosen.
  const shownFor = useRef(menu);
  useEffect(() => {
    if (shownFor.current === menu) return;
    shownFor.current = menu;
    if (!tables || (typeof value === 'string' && value in tables)) return;
    const only = Object.keys(tables);
    onChange(only.length === 1 ? only[0] : undefined);
  }, [menu, tables, value, onChange]);

  // The value a record was opened with stays offered, however old, so the box shows what it holds.
  const enumOptions = useMemo(() => (tables ? (options.enumOptions ?? []).filter((o) => o.value in tables || o.value === value) : options.enumOptions), [tables, options.enumOptions, value]);
  const Select = registry.widgets.SelectWidget;
  return <Select {...props} options={{ ...options, enumOptions }} />;
}
