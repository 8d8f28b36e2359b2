import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { ChangePasswordDialog } from '../../../src/client/shell/password/ChangePasswordDialog';
import { closeChangePassword, openChangePassword, passwordDialogState } from '../../../src/client/shell/password/passwordDialogState';
import { validatePasswordForm } from '../../../src/client/shell/password/passwordRules';
import { useEnglish } from '../support/english';

const updatePassword = vi.hoisted(() => vi.fn());
vi.mock('../../../src/client/api/authCalls', () => ({ updatePassword }));

beforeAll(useEnglish);

describe('change-password rules (SPEC §5)', () => {
  it('names each broken rule with its message key', () => {
    expect(validatePasswordForm({ oldPassword: '', newPassword: '1234', confirmPassword: '' })).toEqual({
      oldPassword: 'SystemManager.OldPassWordEmpty',
      newPassword: 'SystemManager.PassWordLengthError',
      confirmPassword: 'SystemManager.PasswordError',
    });
    expect(validatePasswordForm({ oldPassword: 'old12', newPassword: '12345', confirmPassword: '12346' })).toEqual({
      confirmPassword: 'SystemManager.PasswordDisaccord',
    });
    expect(validatePasswordForm({ oldPassword: 'old12', newPassword: '12345', confirmPassword: '12345' })).toEqual({});
  });
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('<ChangePasswordDialog>', () => {
  beforeEach(() => {
    updatePassword.mockReset();
    render(
      <FluentProvider theme={webLightTheme}>
        <ChangePasswordDialog />
      </FluentProvider>,
    );
    act(() => openChangePassword());
  });
  afterEach(() => act(() => closeChangePassword()));

  it('validates on save and shows the messages', async () => {
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('Please enter the current password')).toBeTruthy();
    expect(screen.getByText('The password must have at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Please enter the new password again')).toBeTruthy();
    type('password-oldPassword', 'demo1234');
    type('password-newPassword', 'new12345');
    type('password-confirmPassword', 'new12346');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('Enter in the confirmation submits; success notifies for 2 s and closes', async () => {
    const notices: Array<{ text: string; timeout: number; intent: string }> = [];
    const stop = onNotice((n) => notices.push(n));
    updatePassword.mockResolvedValue({});
    type('password-oldPassword', 'demo1234');
    type('password-newPassword', 'new12345');
    type('password-confirmPassword', 'new12345');
    fireEvent.keyDown(screen.getByTestId('password-confirmPassword'), { key: 'Enter' });
    await waitFor(() => expect(updatePassword).toHaveBeenCalledWith('demo1234', 'new12345'));
    await waitFor(() => expect(passwordDialogState.open).toBe(false));
    expect(notices).toContainEqual({ intent: 'success', text: 'Password changed', timeout: 2000 });
    stop();
  });

  it('stays open when the server refuses', async () => {
    updatePassword.mockRejectedValue(new Error('wrong old password'));
    type('password-oldPassword', 'nope1');
    type('password-newPassword', 'new12345');
    type('password-confirmPassword', 'new12345');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(updatePassword).toHaveBeenCalled());
    expect(passwordDialogState.open).toBe(true);
  });
});
