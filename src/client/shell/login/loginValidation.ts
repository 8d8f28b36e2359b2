// Log-in rules of SPEC §5, returning message keys per field: account required (trimmed), password at
// least 5 characters, captcha required and equal to the drawn code.
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { captchaMatches } from './captchaCode';

export interface LoginForm {
  account: string;
  password: string;
  captcha: string;
}

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

export function validateLogin(form: LoginForm, code: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!form.account.trim()) errors.account = 'login.AccountEmpty';
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'login.PassWordLengthError';
  if (!form.captcha.trim()) errors.captcha = 'login.CodeEmpty';
  else if (!captchaMatches(form.captcha, code)) errors.captcha = 'login.CodeError';
  return errors;
}
