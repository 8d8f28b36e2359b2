// Import: pick a csv/xlsx file and a mode (insertTop, insertBottom, covering); the engine checks the
// whole file first, and every bad row and field is listed here when it refuses.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportAction } from '../../../shared/page/pageSchema';
import type { FieldError } from '../../../shared/wire/envelope';
import type { ImportMode } from '../../data/dataProvider';
import type { ImportOutcome } from './useActionRunner';

const useStyles = makeStyles({
  errors: { maxHeight: '200px', overflowY: 'auto', color: tokens.colorPaletteRedForeground1, paddingLeft: tokens.spacingHorizontalL },
});

export interface ImportDialogProps {
  action: ImportAction;
  onImport(file: File, mode: ImportMode): Promise<ImportOutcome>;
  onClose(): void;
}

export function ImportDialog({ action, onImport, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [mode, setMode] = useState<ImportMode>(action.modes[0]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const accept = (action.accept ?? ['csv', 'xlsx']).map((k) => `.${k}`).join(',');

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    const outcome = await onImport(file, mode);
    setBusy(false);
    setErrors(outcome.errors);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-dialog="import">
        <DialogBody>
          <DialogTitle>{t('renderer.importTitle')}</DialogTitle>
          <DialogContent>
            <Field label={t('renderer.importMode')}>
              <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as ImportMode)}>
                {action.modes.map((m) => (
                  <Radio key={m} value={m} label={t(`grid.importMode.${m}`)} data-import-mode={m} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('renderer.importFile')}>
              <input
                type="file"
                accept={accept}
                data-import-file=""
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setErrors([]);
                }}
              />
            </Field>
            {errors.length > 0 && (
              <ul className={styles.errors} data-import-errors="">
                {errors.map((e, i) => (
                  // Errors have no identity beyond their position in the engine's report.
                  // Index keys: static list
                  <li key={i}>{t('renderer.importRowError', { row: e.row ?? '-', field: e.field, message: e.message })}</li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('renderer.cancel')}
            </Button>
            <Button appearance="primary" disabled={!file || busy} onClick={() => void submit()} data-import-submit="">
              {t('renderer.importStart')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
