// /home's shortcuts without Fluent's Card (issue 11: its focus-group library left the first paint):
// native buttons, operable from the keyboard by themselves; their icons come from the icon registry's
// chunk after the first render, in a box of the icon's size until then (the card does not move).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortcutCard } from '../../../src/client/pages/home/ShortcutCard';
import { ShortcutIcon } from '../../../src/client/pages/home/ShortcutIcon';

afterEach(cleanup);

describe('a home shortcut', () => {
  it('is a button that opens on click (and so on Enter and Space)', () => {
    const open = vi.fn();
    render(<ShortcutCard icon={null} title="Space Search" description="Log in to use" onClick={open} testId="home-shortcut-x" />);
    const card = screen.getByTestId('home-shortcut-x');
    expect(card.tagName).toBe('BUTTON');
    expect(card.getAttribute('type')).toBe('button');
    expect(card.textContent).toBe('Space SearchLog in to use');
    fireEvent.click(card);
    expect(open).toHaveBeenCalledOnce();
  });

  it('draws a box of the icon\'s size first, then the menu icon', async () => {
    const { container } = render(<ShortcutIcon name="Money" />);
    const pending = container.querySelector('[data-icon-pending]') as HTMLElement;
    expect(pending).not.toBeNull();
    expect([pending.style.width, pending.style.height]).toEqual(['20px', '20px']);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelector('[data-icon-pending]')).toBeNull();
  });
});
