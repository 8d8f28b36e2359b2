// The toaster loads on the first notice (issue 11): nothing of it is mounted before, and notices sent
// while its chunk loads are all shown once it is there, in order, then later ones as they come.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
      notify('warning', 'First failure');
      notify('success', 'Then a success');
    });
    await screen.findByText('First failure');
    await screen.findByText('Then a success');
    expect(screen.getByTestId('toast-warning').textContent).toContain('First failure');
    // A page printed while a notice shows prints without it (printStyles.css hides what is so marked).
    expect(screen.getByTestId('toast-warning').getAttribute('data-print')).toBe('hide');
    act(() => notify('info', 'A later notice'));
    await waitFor(() => expect(screen.getByText('A later notice')).toBeTruthy());
    // Each shown once: the early ones were handed over, not also heard by the toaster itself.
    expect(screen.getAllByText('First failure')).toHaveLength(1);
    expect(screen.getAllByText('Then a success')).toHaveLength(1);
  });

  it('takes a refusal down when a later call succeeds, and keeps other notices', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <DeferredNotifier />
      </FluentProvider>,
    );
    act(() => notify('error', 'Quote refused: the price has expired'));
    await screen.findByText('Quote refused: the price has expired');
    act(() => notify('info', 'Working on it'));
    await screen.findByText('Working on it');
    act(() => notify('success', 'Quote ready'));
    await screen.findByText('Quote ready');
    await waitFor(() => expect(screen.queryByText('Quote refused: the price has expired')).toBeNull());
    expect(screen.getByText('Working on it')).toBeTruthy();
    // A refusal after the success shows as usual.
    act(() => notify('error', 'Cancel refused'));
    await screen.findByText('Cancel refused');
  });

  it('takes the earlier toasts down when one offering an action (Undo) shows, so it does not move under the pointer', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <DeferredNotifier />
      </FluentProvider>,
    );
    act(() => {
      notify('success', 'Address saved');
      notify('info', 'Vessel departed');
    });
    await screen.findByText('Vessel departed');
    let undone = 0;
    act(() => notify('success', 'Address deleted', 10_000, undefined, { label: 'Undo', run: () => undone++ }));
    await screen.findByText('Address deleted');
    await waitFor(() => expect(screen.queryByText('Address saved')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Vessel departed')).toBeNull());
    screen.getByTestId('toast-action').click();
    expect(undone).toBe(1);
    // Later notices show beside it as usual.
    act(() => notify('info', 'Booking confirmed'));
    await screen.findByText('Booking confirmed');
  });

  it('holds a toast offering an action while the pointer is on it, whatever else starts its timer', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <DeferredNotifier />
      </FluentProvider>,
    );
    act(() => notify('info', 'Warm-up'));
    await screen.findByText('Warm-up');
    act(() => notify('success', 'Address deleted', 10_000, undefined, { label: 'Undo', run: () => undefined }));
    const timer = () => screen.getByTestId('toast-success').parentElement?.querySelector('[data-timer-status]');
    await waitFor(() => expect(timer()?.getAttribute('data-timer-status')).toBe('running'));
    fireEvent.mouseEnter(screen.getByTestId('toast-success'));
    await waitFor(() => expect(timer()?.getAttribute('data-timer-status')).toBe('paused'));
    // Fluent starts the timer again when its entrance ends (on a slow machine, after the pointer came)
    // and when the window gets the focus back: neither may let it go from under the pointer.
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(timer()?.getAttribute('data-timer-status')).toBe('paused');
    // Off the toast, its time runs again.
    fireEvent.mouseLeave(screen.getByTestId('toast-success'));
    await waitFor(() => expect(timer()?.getAttribute('data-timer-status')).toBe('running'));
  });
});
