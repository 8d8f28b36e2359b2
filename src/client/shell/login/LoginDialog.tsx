// The login dialog of SPEC §2/§5: user and admin tabs, each with account, password and captcha;
// not closed by clicking outside, but Escape closes it like its close button does (a keyboard user's
// way out); the account field has focus on opening; a loading state while submitting; success goes to
// the dashboard (or to the page that asked for a log-in).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../state/session';
import { holdFocus } from '../focus/holdFocus';
import { useReturnFocus } from '../focus/returnFocus';
import { useDraggable } from '../useDraggable';
import { Captcha } from './Captcha';
import { newCaptchaCode } from './captchaCode';
import { type LoginErrors, type LoginForm, validateLogin } from './loginValidation';

export interface LoginDialogProps {
  open: boolean;
  tab: Role;
  onTabChange: (tab: Role) => void;
  onClose: () => void;
  /** Signs in; rejects when the server refuses (the request client shows why). */
  submit: (role: Role, account: string, password: string) => Promise<void>;
  onSuccess: () => void;
}

const EMPTY: LoginForm = { account: '', password: '', captcha: '' };

export function LoginDialog({ open, tab, onTabChange, onClose, submit, onSuccess }: LoginDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<LoginForm>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [code, setCode] = useState(() => newCaptchaCode());
  const [loading, setLoading] = useState(false);
  const drag = useDraggable(open);
  const accountInput = useRef<HTMLInputElement>(null);
  useReturnFocus(open);

  useEffect(() => {
    // A new tab or a new opening starts clean, with a new captcha.
    if (open) {
      setForm(EMPTY);
      setErrors({});
      setCode(newCaptchaCode());
    }
  }, [open, tab]);

  // Fluent puts focus on the first tabbable (the close button) as the dialog animates in: the first field takes it.
  useEffect(() => (open ? holdFocus(() => accountInput.current) : undefined), [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateLogin(form, code);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      await submit(tab, form.account.trim(), form.password);
      onSuccess();
    } catch {
      setForm((f) => ({ ...f, captcha: '' }));
      setCode(newCaptchaCode());
    } finally {
      setLoading(false);
    }
  };

  const set = (key: keyof LoginForm) => (_: unknown, data: { value: string }) => setForm((f) => ({ ...f, [key]: data.value }));
  const message = (key: keyof LoginForm) => (errors[key] ? { validationMessage: t(errors[key]!), validationState: 'error' as const } : {});

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        // A click outside never closes it (SPEC §2); Escape does, as the close button does.
        if (!data.open && data.type === 'escapeKeyDown' && !loading) onClose();
      }}
    >
      <DialogSurface style={{ ...drag.style, maxWidth: 400 }} data-testid="login-dialog" aria-busy={loading}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle
              {...drag.handleProps}
              action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} disabled={loading} />}
            >
              {t('login.title')}
            </DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <TabList selectedValue={tab} onTabSelect={(_, d) => onTabChange(d.value as Role)}>
                <Tab value="customer" data-testid="login-tab-user">
                  {t('login.userLogin')}
                </Tab>
                <Tab value="admin" data-testid="login-tab-admin">
                  {t('login.adminLogin')}
                </Tab>
              </TabList>
              <Field label={t('login.account')} required {...message('account')}>
                <Input ref={accountInput} value={form.account} onChange={set('account')} autoComplete="username" data-testid="login-account" />
              </Field>
              <Field label={t('login.password')} required {...message('password')}>
                <Input type="password" value={form.password} onChange={set('password')} autoComplete="current-password" data-testid="login-password" />
              </Field>
              <Field label={t('login.captcha')} required {...message('captcha')}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <Input
                    value={form.captcha}
                    onChange={set('captcha')}
                    inputMode="numeric"
                    maxLength={4}
                    autoComplete="off"
                    style={{ flexGrow: 1 }}
                    data-testid="login-captcha"
                  />
                  <Captcha code={code} onRefresh={() => setCode(newCaptchaCode())} testId="login-captcha-image" />
                </div>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                disabled={loading}
                icon={loading ? <Spinner size="tiny" /> : undefined}
                style={{ width: '100%' }}
                data-testid="login-submit"
              >
                {loading ? t('login.loggingIn') : t('login.logIn')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
