// Change-password rules of SPEC §5, returning message keys per field.
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.oldPassword) errors.oldPassword = 'SystemManager.OldPassWordEmpty';
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'SystemManager.PassWordLengthError';
  if (!form.confirmPassword) errors.confirmPassword = 'SystemManager.PasswordError';
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = 'SystemManager.PasswordDisaccord';
  return errors;
}
