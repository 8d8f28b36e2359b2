// The RJSF form (Fluent UI v9 theme) of every form of the renderer, record forms (EntityForm) and
// action forms (ActionInputForm) alike: the registry of widgets, templates and fields (module
// constants), the precompiled validator run on submit only, messages in the UI language, errors under
// their fields (the form's and the server's) with focus on the first, and a values store as the form
// context. What RJSF hands every field stays the same object while the user types (formContext,
// widgets, templates, fields), so a key renders only the field it changes.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import Form from '@rjsf/fluentui-rc';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRendererEnv } from '../core/rendererEnv';
import type { Row } from '../core/useListController';
import type { FormSchemaResult } from './buildFormSchema';
import type { FormContext } from './entityFieldOptions';
import { focusFirstInvalid } from './focusFirstInvalid';
import { fieldCheckValidator } from './fieldCheckValidator';
import { makeTransformErrors } from './formErrors';
import { fields, templates, widgets } from './formRegistry';
import type { FormValidator } from './formValidator';
import type { FormValues } from './formValues';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

export interface FormShellProps {
  /** The form's schema (buildFormSchema); null while it loads. */
  built: FormSchemaResult | null;
  validator: FormValidator | null;
  /** Why the form cannot be drawn (its schema or validator did not load). */
  error?: string | null;
  /** The store the widgets read the form's values from. */
  values: FormValues;
  /** The values RJSF is handed on each render (RJSF re-reads them whenever its props change). */
  formData: Row;
  /** The server's field errors, shown under their fields. */
  extraErrors?: ErrorSchema;
  onChange(next: Row): void;
  /** Sets fields other than the one changed (a widget's picked record filling the form); absent: widgets set only their own. */
  onPatch?(patch: Row): void;
  onSubmit(formData: Row): void;
  /** Every field shown but not changeable (a record whose state allows no change). */
  disabled?: boolean;
  /** Attributes of the element around the form (data-block, data-action-form …). */
  attributes?: Record<string, string>;
  /** The form's buttons. */
  children: ReactNode;
}

export function FormShell({ built, validator, error, values, formData, extraErrors, onChange, onPatch, onSubmit, disabled, attributes, children }: FormShellProps) {
  const { t } = useTranslation();
  const { language } = useRendererEnv();
  const root = useRef<HTMLDivElement>(null);
  const transformErrors = useMemo(() => (built ? makeTransformErrors(built.requiredMessages, t, built.schema, language) : undefined), [built, t, language]);
  // The patch handler changes with the form's state: the context holds a stable caller of the latest.
  const patchRef = useRef(onPatch);
  patchRef.current = onPatch;
  const formContext = useMemo<FormContext>(() => ({ values, patch: (p) => patchRef.current?.(p) }), [values]);
  // What fields' own checks refuse (a VIN with an I, O or Q), on submit like the schema's rules.
  const customValidate = useMemo(() => (built ? fieldCheckValidator(built.schema, language) : undefined), [built, language]);
  // The server's field errors arrive after the submit: focus follows them like the form's own.
  useEffect(() => {
    if (extraErrors) focusFirstInvalid(root.current);
  }, [extraErrors]);

  if (error) return <div role="alert">{error}</div>;
  if (!built || !validator) return <LoadingSpinner size="tiny" />;
  // A refusal no field of this form can show (the whole record's, a field the form lacks) is told on top of it.
  const unplaced = unplacedErrors(extraErrors, (built.schema as { properties?: Record<string, unknown> }).properties ?? {});
  return (
    <div ref={root} {...attributes}>
      {unplaced.length > 0 && (
        <MessageBar intent="error" role="alert" data-form-refusal="">
          <MessageBarBody>{unplaced.join('\n')}</MessageBarBody>
        </MessageBar>
      )}
      <Form
        schema={built.schema as RJSFSchema}
        uiSchema={built.uiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        templates={templates}
        fields={fields}
        formContext={formContext}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        focusOnFirstError={() => focusFirstInvalid(root.current)}
        // The errors show under their fields; without onError RJSF also logs them as a console error.
        onError={() => undefined}
        onChange={(e) => onChange((e.formData ?? {}) as Row)}
        onSubmit={(e) => onSubmit((e.formData ?? {}) as Row)}
      >
        {children}
      </Form>
    </div>
  );
}

/** The messages of `errors` on the form itself or on a field the form does not have (`properties`). */
export function unplacedErrors(errors: ErrorSchema | undefined, properties: Record<string, unknown>): string[] {
  if (!errors) return [];
  const out = [...(((errors as { __errors?: string[] }).__errors ?? []) as string[])];
  const collect = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === '__errors' && Array.isArray(child)) out.push(...(child as string[]));
      else collect(child);
    }
  };
  for (const [key, child] of Object.entries(errors as Record<string, unknown>)) if (key !== '__errors' && !Object.hasOwn(properties, key)) collect(child);
  return [...new Set(out)];
}
