// The change-password dialog (SPEC §5): validation on save, Enter in the confirmation submits, success
// shows SystemManager.UpdatePassWordSuccess for 2 s and the dialog closes (the shared AppDialog: Enter in
// any field submits, Escape asks before dropping what was typed).
import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../state/useStore';
import { PASSWORD_SUCCESS_MS } from '../../../shared/constants';
import { updatePassword } from '../../api/authCalls';
import { notify } from '../../api/notify';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { useReturnFocus } from '../focus/returnFocus';
import { closeChangePassword, passwordDialogState } from './passwordDialogState';
import { type PasswordErrors, type PasswordForm, validatePasswordForm } from './passwordRules';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const open = useStore(passwordDialogState, (s) => s.open);
  useReturnFocus(open);
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setForm(EMPTY);
      setErrors({});
    }
  }, [open]);

  const save = async () => {
    if (saving) return;
    const found = validatePasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await updatePassword(form.oldPassword, form.newPassword);
      notify('success', t('SystemManager.UpdatePassWordSuccess'), PASSWORD_SUCCESS_MS);
      closeChangePassword();
    } catch {
      // The request client has shown the server's message; the dialog stays open to correct it.
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof PasswordForm, label: string) => (
    <Field label={t(label)} required validationMessage={errors[key] ? t(errors[key]) : undefined} validationState={errors[key] ? 'error' : 'none'}>
      <Input
        type="password"
        value={form[key]}
        autoComplete={key === 'oldPassword' ? 'current-password' : 'new-password'}
        onChange={(_, d) => setForm((f) => ({ ...f, [key]: d.value }))}
        data-testid={`password-${key}`}
      />
    </Field>
  );

  return (
    <AppDialog
      open={open}
      title={t('SystemManager.ChangePassword')}
      onDismiss={closeChangePassword}
      dirty={Object.values(form).some((v) => v !== '')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      maxWidth={420}
      contentStyle={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      surfaceProps={{ 'data-testid': 'change-password-dialog', 'data-dialog': 'change-password' }}
      actions={
        <>
          <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} data-testid="password-save">
            {t('common.save')}
          </Button>
          <Button type="button" onClick={closeChangePassword}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      {field('oldPassword', 'SystemManager.OldPassWord')}
      {field('newPassword', 'SystemManager.NewPassWord')}
      {field('confirmPassword', 'SystemManager.ConfirmPassWord')}
    </AppDialog>
  );
}
