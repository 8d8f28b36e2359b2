import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { SizeMenu } from '../../../src/client/shell/navbar/SizeMenu';
import { appState, setSize } from '../../../src/client/state/appStore';
import { getCookie } from '../../../src/client/state/cookies';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const toasts: string[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  setSize('mini');
  toasts.length = 0;
  stop = onNotice((n) => toasts.push(`${n.intent}:${n.text}`));
});
afterEach(() => stop());

function renderMenu() {
  render(
    <FluentProvider theme={webLightTheme}>
      <SizeMenu />
    </FluentProvider>,
  );
}

describe('size menu (SPEC §3 size, cookie size)', () => {
  it('offers default, medium, small and mini with mini checked by default', async () => {
    renderMenu();
    expect(screen.getByTestId('size-menu').textContent).toBe('Mini');
    fireEvent.click(screen.getByTestId('size-menu'));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Default', 'Medium', 'Small', 'Mini']);
    expect(screen.getByTestId('size-mini').getAttribute('aria-checked')).toBe('true');
  });

  it('choosing a size sets the state and the cookie and toasts', async () => {
    renderMenu();
    fireEvent.click(screen.getByTestId('size-menu'));
    fireEvent.click(await screen.findByTestId('size-medium'));
    expect(appState.size).toBe('medium');
    expect(getCookie('size')).toBe('medium');
    expect(toasts).toEqual(['success:Switch Size Success']);
    await waitFor(() => expect(screen.getByTestId('size-menu').textContent).toBe('Medium'));
  });

  it('choosing the current size changes nothing and does not toast', async () => {
    renderMenu();
    fireEvent.click(screen.getByTestId('size-menu'));
    fireEvent.click(await screen.findByTestId('size-mini'));
    expect(appState.size).toBe('mini');
    expect(toasts).toEqual([]);
  });

  it('refuses an unknown size, leaving state and cookie as they were', () => {
    expect(() => setSize('huge')).toThrow(/Unknown size/);
    expect(appState.size).toBe('mini');
    expect(getCookie('size')).toBe('mini');
  });
});
