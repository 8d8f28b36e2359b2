// The small form of an action (`input`: an inline schema or an entity's fields): the same schema
// build, precompiled validator, widgets and messages as the record forms; submitting hands the values
// to the action. The server's field errors come back under their fields.
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import Form from '@rjsf/fluentui-rc';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionInput } from '../../../shared/page/pageSchema';
import { type EntitySchema, unwrapSchema, useEntitySchema } from '../core/entitySchemas';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import { buildFormSchema, payloadOf } from '../form/buildFormSchema';
import type { FormContext } from '../form/entityFieldOptions';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { makeTransformErrors } from '../form/formErrors';
import { fields, templates, widgets } from '../form/formRegistry';
import { createFormValues } from '../form/formValues';
import { useFormValidator } from '../form/useFormValidator';
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
  const root = useRef<HTMLDivElement>(null);
  const entity = input.entity ?? '';
  const loaded = useEntitySchema(input.schema ? '' : entity);
  const inline = useMemo(
    () => (input.schema ? unwrapSchema((listed ? listedSchema(input.schema, listed) : input.schema) as EntitySchema) : null),
    [input.schema, listed],
  );
  const schema = inline ?? loaded.schema;
  const checker = useFormValidator(input.schema ?? entity);
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
  const transformErrors = useMemo(() => (built ? makeTransformErrors(built.requiredMessages, t, built.schema, env.language) : undefined), [built, t, env.language]);
  const [formData, setFormData] = useState<Row>(initial);
  const [values] = useState(() => createFormValues(initial));
  const formContext = useMemo<FormContext>(() => ({ values }), [values]);

  const error = loaded.error ?? checker.error;
  if (error) return <div role="alert">{error}</div>;
  if (!built || !transformErrors || !checker.validator) return <Spinner size="tiny" />;
  return (
    <div ref={root} data-action-form="">
      <Form
        schema={built.schema as RJSFSchema}
        uiSchema={built.uiSchema}
        formData={formData}
        validator={checker.validator}
        widgets={widgets}
        templates={templates}
        fields={fields}
        formContext={formContext}
        noHtml5Validate
        showErrorList={false}
        transformErrors={transformErrors}
        extraErrors={errors}
        focusOnFirstError={() => focusFirstInvalid(root.current)}
        onError={() => undefined}
        onChange={(e) => {
          const next = (e.formData ?? {}) as Row;
          values.set(next);
          setFormData(next);
          onChange?.();
        }}
        onSubmit={(e) => onSubmit(payloadOf((e.formData ?? {}) as Row, built.fields, built.schema))}
      >
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" disabled={busy} data-action-submit="">
            {t(input.submit ?? 'form.action.submit')}
          </Button>
        </div>
      </Form>
    </div>
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
