import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraggable } from '../../../src/client/shell/useDraggable';

function Box({ open }: { open: boolean }) {
  const drag = useDraggable(open);
  return (
    <div style={drag.style} data-testid="surface">
      <h2 {...drag.handleProps}>Title</h2>
    </div>
  );
}

describe('draggable dialogs (SPEC §2)', () => {
  it('moves the surface by dragging its title, and starts in place when reopened', () => {
    const { rerender } = render(<Box open />);
    fireEvent.pointerDown(screen.getByText('Title'), { button: 0, clientX: 100, clientY: 100 });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 130, clientY: 80 }));
      window.dispatchEvent(new PointerEvent('pointerup'));
    });
    expect(screen.getByTestId('surface').style.transform).toBe('translate(30px, -20px)');
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 300, clientY: 300 }));
    });
    expect(screen.getByTestId('surface').style.transform).toBe('translate(30px, -20px)');
    rerender(<Box open={false} />);
    rerender(<Box open />);
    expect(screen.getByTestId('surface').style.transform).toBe('translate(0px, 0px)');
  });

  it('ignores the right mouse button', () => {
    render(<Box open />);
    fireEvent.pointerDown(screen.getByText('Title'), { button: 2, clientX: 0, clientY: 0 });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 50, clientY: 50 }));
    });
    expect(screen.getByTestId('surface').style.transform).toBe('translate(0px, 0px)');
  });
});
