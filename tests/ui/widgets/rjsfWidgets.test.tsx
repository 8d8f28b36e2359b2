// The numeric inputs as RJSF widgets: a page schema names them in its uiSchema, options come
// from ui:options, and the form gets numbers (or unset / null for empty).
import { Form } from '@rjsf/fluentui-rc';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgets } from '../../../src/client/widgets/rjsf/widgets';
import { renderFluent } from './render';

const schema: RJSFSchema = {
  type: 'object',
  required: ['weight'],
  properties: {
    weight: { type: 'number', title: 'Weight' },
    cost: { type: ['number', 'null'], title: 'Cost' },
    secret: { type: 'number', title: 'Secret' },
  },
};

function renderForm(uiSchema: UiSchema, formData: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  renderFluent(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      widgets={widgets}
      validator={validator}
      noHtml5Validate
      onChange={(e) => onChange(e.formData)}
      onSubmit={(e) => onSubmit(e.formData)}
    />,
  );
  return { onSubmit, onChange, user: userEvent.setup() };
}

const submit = () => fireEvent.submit(document.querySelector('form')!);

describe('numeric widgets in RJSF forms', () => {
  it('exports the names page schemas use', () => {
    expect(Object.keys(widgets).sort()).toEqual(['numeric1', 'numeric2']);
  });

  it('numeric1 reads precision and maxLength from ui:options and submits a number', async () => {
    const { onSubmit, user } = renderForm({
      weight: { 'ui:widget': 'numeric1', 'ui:options': { precision: 1, maxLength: 6 } },
    });
    const input = screen.getByLabelText(/Weight/) as HTMLInputElement;
    await user.type(input, '12.3456789');
    expect(input.value).toBe('12.3');
    await user.clear(input);
    await user.type(input, '12345678');
    expect(input.value).toBe('123456');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ weight: 123456 }));
  });

  it('an emptied required numeric1 leaves the field unset, so required validation speaks', async () => {
    const { onSubmit, user } = renderForm({ weight: { 'ui:widget': 'numeric1' } }, { weight: 5 });
    await user.clear(screen.getByLabelText(/Weight/));
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).toMatch(/required/i);
  });

  it('numeric2 applies max with openMaxRange and gives null where the schema allows it', async () => {
    const { onChange, user } = renderForm(
      { cost: { 'ui:widget': 'numeric2', 'ui:options': { max: 50, openMaxRange: true, positiveOnly: true } } },
      { weight: 1, cost: 10 },
    );
    const input = screen.getByLabelText(/Cost/) as HTMLInputElement;
    expect(input.value).toBe('10.00');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ cost: null }));
    await user.type(input, '-75');
    expect(input.value).toBe('50');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ cost: 50 }));
  });

  it('numeric2 masks from ui:options without putting the value in the page', () => {
    renderForm({ secret: { 'ui:widget': 'numeric2', 'ui:options': { masked: true, maskChar: '•' } } }, { weight: 1, secret: 987.65 });
    const input = screen.getByLabelText(/Secret/) as HTMLInputElement;
    expect(input.value).toBe('••••••');
    expect(document.body.innerHTML).not.toContain('987');
  });

  it('ignores ui:options of the wrong type and keeps the defaults', async () => {
    const { user } = renderForm({ weight: { 'ui:widget': 'numeric2', 'ui:options': { precision: 'three', stripZeros: 'yes' } } });
    const input = screen.getByLabelText(/Weight/) as HTMLInputElement;
    await user.type(input, '1.2345');
    await user.tab();
    expect(input.value).toBe('1.23');
  });

  it('follows the form’s disabled state', () => {
    renderFluent(
      <Form schema={schema} uiSchema={{ weight: { 'ui:widget': 'numeric1' } }} widgets={widgets} validator={validator} disabled noHtml5Validate />,
    );
    expect((screen.getByLabelText(/Weight/) as HTMLInputElement).disabled).toBe(true);
  });
});
