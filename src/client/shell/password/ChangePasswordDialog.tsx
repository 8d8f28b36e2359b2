// The change-password dialog (SPEC §5): validation on save, Enter in the confirmation submits, success
// shows SystemManager.UpdatePassWordSuccess for 2 s and the dialog closes. Draggable by its title.
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
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PASSWORD_SUCCESS_MS } from '../../../shared/constants';
import { updatePassword } from '../../api/authCalls';
import { notify } from '../../api/notify';
import { useReturnFocus } from '../focus/returnFocus';
import { useDraggable } from '../useDraggable';
import { closeChangePassword, passwordDialogState } from './passwordDialogState';
import { type PasswordErrors, type PasswordForm, validatePasswordForm } from './passwordRules';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const { open } = useSnapshot(passwordDialogState);
  useReturnFocus(open);
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const drag = useDraggable(open);

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
        onKeyDown={key === 'confirmPassword' ? (e) => (e.key === 'Enter' ? void save() : undefined) : undefined}
        data-testid={`password-${key}`}
      />
    </Field>
  );

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, d) => !d.open && closeChangePassword()}>
      <DialogSurface style={{ ...drag.style, maxWidth: 420 }} data-testid="change-password-dialog">
        <div>
          <DialogBody>
            <DialogTitle {...drag.handleProps}>{t('SystemManager.ChangePassword')}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {field('oldPassword', 'SystemManager.OldPassWord')}
              {field('newPassword', 'SystemManager.NewPassWord')}
              {field('confirmPassword', 'SystemManager.ConfirmPassWord')}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void save()} disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} data-testid="password-save">
                {t('common.save')}
              </Button>
              <Button onClick={closeChangePassword}>{t('common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </div>
      </DialogSurface>
    </Dialog>
  );
}
