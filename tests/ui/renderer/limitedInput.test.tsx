// The form's input template (LimitedText.tsx) limits only what has a length: a text input with a schema
// maxLength stops there and has its hidden "limit reached" region; the same schema drawn as a number
// input has neither (a number has no length a user could reach).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LimitedInputTemplate } from '../../../src/client/renderer/form/LimitedText';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

function draw(type: 'text' | 'number') {
  const props = {
    id: 'root_code',
    name: 'code',
    label: 'Code',
    type,
    value: '',
    schema: { type: 'string', maxLength: 5 },
    uiSchema: {},
    options: {},
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: [],
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: {},
  } as unknown as BaseInputTemplateProps;
  const { container } = render(
    <FluentProvider theme={webLightTheme}>
      <LimitedInputTemplate {...props} />
    </FluentProvider>,
  );
  return { input: container.querySelector<HTMLInputElement>('#root_code'), region: container.querySelector('#root_code__limit') };
}

describe('the length limit of an input', () => {
  it('a text input stops at the schema maxLength and has the hidden limit region', () => {
    const { input, region } = draw('text');
    expect(input?.getAttribute('maxlength')).toBe('5');
    expect(region?.getAttribute('aria-live')).toBe('polite');
  });

  it('a number input has no maxlength and no limit region', () => {
    const { input, region } = draw('number');
    expect(input?.getAttribute('type')).toBe('number');
    expect(input?.hasAttribute('maxlength')).toBe(false);
    expect(region).toBeNull();
  });
});
