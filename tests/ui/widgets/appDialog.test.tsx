// The one dialog of the app: dragged by its title and kept inside the window, focus on the first field
// (also when the content arrives later), Enter in a single-line field submits, Escape asks before
// dropping unsaved changes.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppDialog } from '../../../src/client/widgets/dialog/AppDialog';
import { clampOffset } from '../../../src/client/widgets/dialog/useDraggable';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const wrap = (node: ReactNode) => (
  <FluentProvider theme={webLightTheme}>
    <MotionBehaviourProvider value="skip">{node}</MotionBehaviourProvider>
  </FluentProvider>
);

/** Drags the dialog's title by (dx, dy). */
function dragTitle(title: HTMLElement, dx: number, dy: number): void {
  fireEvent.pointerDown(title, { button: 0, clientX: 200, clientY: 100 });
  act(() => {
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 200 + dx, clientY: 100 + dy }));
    window.dispatchEvent(new PointerEvent('pointerup'));
  });
}

describe('keeping a dragged dialog on screen', () => {
  const view = { width: 1000, height: 700 };
  const box = { left: 300, top: 100, width: 400, height: 300 };
  it('moves freely inside the window and stops at its edges', () => {
    expect(clampOffset(box, { x: 0, y: 0 }, { x: 50, y: -40 }, view)).toEqual({ x: 50, y: -40 });
    expect(clampOffset(box, { x: 0, y: 0 }, { x: -900, y: -900 }, view)).toEqual({ x: -300, y: -100 });
    expect(clampOffset(box, { x: 0, y: 0 }, { x: 900, y: 900 }, view)).toEqual({ x: 300, y: 300 });
    // Measured after an earlier move: the limits are the same.
    expect(clampOffset({ ...box, left: 350 }, { x: 50, y: 0 }, { x: 900, y: 0 }, view)).toEqual({ x: 300, y: 0 });
  });
  it('keeps the title of a dialog larger than the window visible', () => {
    expect(clampOffset({ left: 0, top: 0, width: 1200, height: 900 }, { x: 0, y: 0 }, { x: 100, y: 100 }, view)).toEqual({ x: 0, y: 0 });
  });
});

describe('<AppDialog>', () => {
  it('is dragged by its title, never out of the window, and starts in place when reopened', () => {
    const { rerender } = render(wrap(<AppDialog title="Moving" surfaceProps={{ 'data-testid': 'surface' }} />));
    const surface = screen.getByTestId('surface');
    surface.getBoundingClientRect = () => ({ left: 300, top: 100, width: 400, height: 300, right: 700, bottom: 400, x: 300, y: 100, toJSON: () => ({}) });
    dragTitle(screen.getByText('Moving'), 30, -20);
    expect(surface.style.transform).toBe('translate(30px, -20px)');
    surface.getBoundingClientRect = () => ({ left: 330, top: 80, width: 400, height: 300, right: 730, bottom: 380, x: 330, y: 80, toJSON: () => ({}) });
    dragTitle(screen.getByText('Moving'), -5000, -5000);
    expect(surface.style.transform).toBe('translate(-300px, -100px)');
    rerender(wrap(<AppDialog open={false} title="Moving" surfaceProps={{ 'data-testid': 'surface' }} />));
    rerender(wrap(<AppDialog title="Moving" surfaceProps={{ 'data-testid': 'surface' }} />));
    expect(screen.getByTestId('surface').style.transform).toBe('translate(0px, 0px)');
  });

  it('ignores the right mouse button and the title’s own buttons', () => {
    render(wrap(<AppDialog title="Still" titleAction={<button type="button">x</button>} surfaceProps={{ 'data-testid': 'surface' }} />));
    fireEvent.pointerDown(screen.getByText('Still'), { button: 2, clientX: 0, clientY: 0 });
    act(() => window.dispatchEvent(new PointerEvent('pointermove', { clientX: 50, clientY: 50 })));
    dragTitle(screen.getByText('x'), 40, 40);
    expect(screen.getByTestId('surface').style.transform).toBe('translate(0px, 0px)');
  });

  it('focuses the first field, also when the fields arrive after the dialog opened', async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 30);
        return () => clearTimeout(timer);
      }, []);
      return ready ? (
        <>
          <input aria-label="first" />
          <input aria-label="second" />
        </>
      ) : (
        <span>loading</span>
      );
    }
    render(
      wrap(
        <AppDialog title="Late" titleAction={<button type="button">close</button>}>
          <Late />
        </AppDialog>,
      ),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('first'));
  });

  it('submits its form on Enter in a single-line field, not in a text area or while composing', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      wrap(
        <AppDialog title="Enter" onSubmit={onSubmit} actions={<button type="submit">Save</button>}>
          <input aria-label="name" />
          <textarea aria-label="remark" />
        </AppDialog>,
      ),
    );
    fireEvent.keyDown(screen.getByLabelText('remark'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('name'), { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('name'), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape at once when nothing changed', () => {
    const onDismiss = vi.fn();
    render(wrap(<AppDialog title="Edit" onDismiss={onDismiss} surfaceProps={{ 'data-testid': 'surface' }} />));
    fireEvent.keyDown(screen.getByTestId('surface'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You have unsaved changes. Discard them?')).toBeNull();
  });

  // Nested dialogs under a loaded machine: more than the default 5 s.
  it('asks first on Escape when something changed: keep editing stays, discard closes', async () => {
    const onDismiss = vi.fn();
    render(wrap(<AppDialog title="Edit" dirty onDismiss={onDismiss} surfaceProps={{ 'data-testid': 'surface' }} />));
    fireEvent.keyDown(screen.getByTestId('surface'), { key: 'Escape' });
    expect(await screen.findByText('You have unsaved changes. Discard them?')).toBeTruthy();
    fireEvent.click(document.querySelector('[data-discard="keep"]')!);
    await waitFor(() => expect(document.querySelector('[data-dialog="discard"]')).toBeNull());
    expect(onDismiss).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByTestId('surface'), { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[data-discard="discard"]')).toBeTruthy());
    fireEvent.click(document.querySelector('[data-discard="discard"]')!);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when it offers no way to dismiss it', () => {
    render(wrap(<AppDialog title="Stay" modalType="alert" surfaceProps={{ 'data-testid': 'surface' }} />));
    fireEvent.keyDown(screen.getByTestId('surface'), { key: 'Escape' });
    expect(screen.getByTestId('surface')).toBeTruthy();
  });
});
