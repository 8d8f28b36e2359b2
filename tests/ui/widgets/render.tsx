// Widgets render inside Fluent's provider, as in the app.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactElement, useState } from 'react';
import { vi } from 'vitest';

export function renderFluent(ui: ReactElement) {
  return render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}

interface ValueInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
}

/**
 * Renders a numeric input under a parent that keeps its value, as a form does, labelled `label`;
 * `spy` sees every value the input reports.
 */
export function setupControlled<P extends ValueInputProps>(
  Input: ComponentType<P>,
  label: string,
  { initial = null, ...options }: Omit<P, keyof ValueInputProps> & { initial?: number | null },
) {
  const spy = vi.fn();
  function Controlled() {
    const [value, setValue] = useState<number | null>(initial);
    const props = {
      'aria-label': label,
      ...options,
      value,
      onChange: (v: number | null) => {
        spy(v);
        setValue(v);
      },
    } as unknown as P;
    return <Input {...props} />;
  }
  const view = renderFluent(<Controlled />);
  return { spy, view, input: screen.getByLabelText(label) as HTMLInputElement, user: userEvent.setup() };
}
