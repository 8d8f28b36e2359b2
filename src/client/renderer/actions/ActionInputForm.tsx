// The small form of an action (`input`: an inline schema or an entity's fields), drawn by FormShell
// like the record forms (same schema build, precompiled validator, widgets and messages); submitting
// hands the values to the action. The server's field errors come back under their fields.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionInput } from '../../../shared/page/pageSchema';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { buildFormSchema, payloadOf } from '../form/buildFormSchema';
import { FormShell } from '../form/FormShell';
import { createFormValues } from '../form/formValues';
import { useFormSource } from '../form/useFormSource';
import { type ListedInput, listedSchema, listedWidgetOptions } from './listedInputs';

const useStyles = makeStyles({
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

export interface ActionInputFormProps {
  input: ActionInput;
  initial: Row;
  busy: boolean;
  errors?: ErrorSchema;
  onSubmit(values: Row): void;
  onChange?(): void;
  /** The fields declared on the record (`input.fieldsFrom`), which replace the schema's own. */
  listed?: ListedInput[];
}

export function ActionInputForm({ input, initial, busy, errors, onSubmit, onChange, listed }: ActionInputFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const entity = input.entity ?? '';
  const own = useMemo(() => (input.schema && listed ? listedSchema(input.schema, listed) : input.schema), [input.schema, listed]);
  const { schema, validator, error } = useFormSource(entity, own, input.schema ?? entity);
  const built = useMemo(
    () =>
      schema
        ? withListedTitles(buildFormSchema({
            entity,
            schema,
            block: listed ? { type: 'form', fields: listed.map((l) => l.field), widgetOptions: listedWidgetOptions(listed) } : { type: 'form', fields: input.fields },
            mode: 'create',
            rules: [],
            language: env.language,
            translate: (k, fallback) => t(k, { defaultValue: fallback ?? k }),
          }), listed)
        : null,
    [schema, entity, input.fields, env.language, t, listed],
  );
  const [formData, setFormData] = useState<Row>(initial);
  const [values] = useState(() => createFormValues(initial));

  return (
    <FormShell
      built={built}
      validator={validator}
      error={error}
      values={values}
      formData={formData}
      extraErrors={errors}
      attributes={{ 'data-action-form': '' }}
      onChange={(next) => {
        values.set(next);
        setFormData(next);
        onChange?.();
      }}
      onSubmit={(data) => built && onSubmit(payloadOf(data, built.fields, built.schema))}
    >
      <div className={styles.buttons}>
        {/* Disabled but focusable while the call runs: focus stays in the dialog, so Escape still closes it. */}
        <Button type="submit" appearance="primary" disabledFocusable={busy} data-action-submit="">
          {t(input.submit ?? 'form.action.submit')}
        </Button>
      </div>
    </FormShell>
  );
}

/** A listed field's title is the record's own text, not an i18n key: put back as written. */
function withListedTitles<T extends { schema: { properties?: Record<string, { title?: string }> } }>(built: T, listed: ListedInput[] | undefined): T {
  for (const l of listed ?? []) {
    const property = built.schema.properties?.[l.field];
    if (property) property.title = l.title;
  }
  return built;
}
