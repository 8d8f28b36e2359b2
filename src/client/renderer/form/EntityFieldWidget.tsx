// Dropdown of the fields of the entity another form field names (see entityFieldOptions.ts). It
// draws with the theme's own SelectWidget, so it looks and behaves like every other choice.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITY_NAMES } from '../../../shared/entities';
import { FORM_FIELDS } from '../../../shared/menus/formFields';
import { useEntitySchema } from '../core/entitySchemas';
import { type FormContext, entityFieldChoices } from './entityFieldOptions';
import { useFormValue } from './formValues';

const isEntity = (name: unknown): name is string => typeof name === 'string' && (ENTITY_NAMES as readonly string[]).includes(name);

export function EntityFieldWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, registry, value, onChange } = props;
  const dependsOn = String(options.dependsOn ?? '');
  const formValues = (registry.formContext as Partial<FormContext> | undefined)?.values;
  const picked = useFormValue(formValues, dependsOn);
  const entity = isEntity(picked) ? picked : '';
  // `formOf`: the field naming a menu, whose form's fields (from the page files) are the ones offered.
  const menu = useFormValue(formValues, String(options.formOf ?? ''));
  const shownOnForm = typeof menu === 'string' ? FORM_FIELDS[menu]?.[entity] : undefined;
  const { schema } = useEntitySchema(entity);
  // The hook keeps the last schema while the next one loads: only the picked entity's fields count.
  const current = schema && schema['x-entity'] === entity ? schema : null;

  // When the user picks another entity, a field the new one lacks is cleared rather than kept
  // invisibly; the entity a record was opened with keeps its value, however old.
  const shownFor = useRef(entity);
  useEffect(() => {
    if (!current || shownFor.current === entity) return;
    shownFor.current = entity;
    const prop = typeof value === 'string' ? current.properties?.[value] : undefined;
    if (value !== undefined && value !== '' && (!prop || prop.readOnly || (shownOnForm && !shownOnForm.includes(String(value))))) onChange(undefined);
  }, [current, entity, value, onChange, shownOnForm]);

  const enumOptions = useMemo(
    () => (current ? entityFieldChoices(current, value, (key, name) => t('entityField.choice', { label: t(key, { defaultValue: name }), name }), shownOnForm) : []),
    [current, value, t, shownOnForm],
  );
  const Select = registry.widgets.SelectWidget;
  // Nothing to choose from until the entity is picked.
  return <Select {...props} options={{ ...options, enumOptions }} disabled={props.disabled || !entity} />;
}
