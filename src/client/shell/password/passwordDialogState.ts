// Whether the change-password dialog is open; the user menu opens it, the dialog closes it.
import { proxy } from 'valtio';

export const passwordDialogState = proxy({ open: false });

export function openChangePassword(): void {
  passwordDialogState.open = true;
}

export function closeChangePassword(): void {
  passwordDialogState.open = false;
}
