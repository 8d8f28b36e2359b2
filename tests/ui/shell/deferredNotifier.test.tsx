// The toaster loads on the first notice (issue 11): nothing of it is mounted before, and notices sent
// while its chunk loads are all shown once it is there, in order, then later ones as they come.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../src/client/api/notify';
import { DeferredNotifier } from '../../../src/client/shell/DeferredNotifier';

describe('<DeferredNotifier>', () => {
  it('mounts no toaster until a notice, then shows the early notices and the later ones', async () => {
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <DeferredNotifier />
      </FluentProvider>,
    );
    expect(document.querySelector('[data-toaster-id]')).toBeNull();
    expect(container.textContent).toBe('');
    act(() => {
      notify('error', 'First failure');
      notify('success', 'Then a success');
    });
    await screen.findByText('First failure');
    await screen.findByText('Then a success');
    expect(screen.getByTestId('toast-error').textContent).toContain('First failure');
    act(() => notify('info', 'A later notice'));
    await waitFor(() => expect(screen.getByText('A later notice')).toBeTruthy());
    // Each shown once: the early ones were handed over, not also heard by the toaster itself.
    expect(screen.getAllByText('First failure')).toHaveLength(1);
    expect(screen.getAllByText('Then a success')).toHaveLength(1);
  });
});
