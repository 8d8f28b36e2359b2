// Every dialog of the app is the shared AppDialog: each can be dragged by its title and none can be
// dragged out of the window (form, import, confirm, change password, login, forced log-out), and no
// other module builds a dialog of its own from Fluent's parts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageFile } from '../renderer/support/pageFile';
import { forcedLogoutState } from '../../../src/client/api/forcedLogout';
import { ConfirmDialog } from '../../../src/client/renderer/actions/ConfirmDialog';
import { ForcedLogoutDialog } from '../../../src/client/shell/ForcedLogoutDialog';
import { LoginDialog } from '../../../src/client/shell/login/LoginDialog';
import { ChangePasswordDialog } from '../../../src/client/shell/password/ChangePasswordDialog';
import { closeChangePassword, openChangePassword } from '../../../src/client/shell/password/passwordDialogState';
import { memoryProvider } from '../renderer/support/memoryDataProvider';
import { renderPage } from '../renderer/support/renderPage';
import { useEnglish } from '../support/english';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('../renderer/support/StandInGrid'));

beforeAll(useEnglish);

const BOX = { left: 200, top: 100, width: 500, height: 400 };

/** Drags the title of the dialog `[data-dialog=name]` far right and up: it moves, and stops at the window's edge. */
async function expectDraggableOnScreen(name: string): Promise<void> {
  const surface = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-dialog="${name}"]`);
    if (!found) throw new Error(`no ${name} dialog`);
    return found;
  });
  surface.getBoundingClientRect = () => ({ ...BOX, right: BOX.left + BOX.width, bottom: BOX.top + BOX.height, x: BOX.left, y: BOX.top, toJSON: () => ({}) });
  const title = surface.querySelector<HTMLElement>('.fui-DialogTitle');
  expect(title, `${name} has a title`).toBeTruthy();
  fireEvent.pointerDown(title!, { button: 0, clientX: 300, clientY: 120 });
  act(() => window.dispatchEvent(new PointerEvent('pointermove', { clientX: 340, clientY: 150 })));
  expect(surface.style.transform).toBe('translate(40px, 30px)');
  act(() => {
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 300 + 10_000, clientY: 120 - 10_000 }));
    window.dispatchEvent(new PointerEvent('pointerup'));
  });
  expect(surface.style.transform).toBe(`translate(${window.innerWidth - BOX.left - BOX.width}px, ${-BOX.top}px)`);
}

const fluent = (node: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);

describe('every dialog is dragged by its title and kept on screen', () => {
  it('the login dialog', async () => {
    fluent(<LoginDialog open tab="customer" onTabChange={() => undefined} onClose={() => undefined} submit={async () => undefined} onSuccess={() => undefined} />);
    // Focus starts in the first field (the account), not on a button.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('login-account'));
    await expectDraggableOnScreen('login');
  });

  it('the change-password dialog', async () => {
    fluent(<ChangePasswordDialog />);
    act(() => openChangePassword());
    await expectDraggableOnScreen('change-password');
    act(() => closeChangePassword());
  });

  it('the forced log-out notice', async () => {
    fluent(<ForcedLogoutDialog reload={() => undefined} />);
    act(() => {
      forcedLogoutState.open = true;
    });
    await expectDraggableOnScreen('forced-logout');
    act(() => {
      forcedLogoutState.open = false;
    });
  });

  it('the confirm dialog', async () => {
    fluent(<ConfirmDialog message="Sure?" onAnswer={() => undefined} />);
    await expectDraggableOnScreen('confirm');
  });

  it('the form and import dialogs of a page', async () => {
    const funcs = ['create', 'import'].map((f) => `setAddress.${f}`);
    renderPage(pageFile('setData/setAddress'), { data: memoryProvider({ address: [] }), funcs, language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    // The form is a lazy chunk: drag once it is in and has focus. A press on the title before that is the
    // user acting first, so the dialog leaves focus where it was, outside it (a slow machine did that).
    await waitFor(() => expect(document.activeElement?.id).toBe('root_name'));
    await expectDraggableOnScreen('form');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[data-dialog="form"]')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await expectDraggableOnScreen('import');
  });
});

describe('one dialog for the whole app', () => {
  const CLIENT = resolve(import.meta.dirname, '../../../src/client');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  it('only AppDialog builds a dialog from Fluent’s parts', () => {
    const own = files(CLIENT).filter((f) => /\bDialogSurface\b/.test(readFileSync(f, 'utf8')));
    expect(own.map((f) => f.slice(CLIENT.length + 1))).toEqual(['widgets/dialog/AppDialog.tsx']);
  });
});
