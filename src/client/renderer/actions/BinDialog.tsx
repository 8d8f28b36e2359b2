// "Deleted items" (a page's `bin` action, soft delete): the resource's records deleted in the last 30
// days, newest first, with when and by whom, each with Restore. A restore refreshes the page's list.
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourcePaths } from '../../../shared/wire/calls';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { useReturnFocus } from '../../shell/focus/returnFocus';
import { displayValue } from '../core/displayValue';
import { useRendererEnv } from '../core/rendererEnv';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

interface Binned {
  record: { id: number };
  name: string;
  deletedAt: string;
  deletedBy: string | null;
}

export function BinDialog({ resource, onRestored, onClose }: { resource: string; onRestored(): Promise<void>; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const env = useRendererEnv();
  useReturnFocus();
  const [rows, setRows] = useState<Binned[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const load = useCallback(async () => setRows((await env.data.call<{ result: Binned[] }>('GET', resourcePaths(resource).bin, {})).result), [env, resource]);
  useEffect(() => {
    load().catch(() => setRows([]));
  }, [load]);
  const restore = async (row: Binned) => {
    setBusy(row.record.id);
    try {
      await env.data.call('POST', resourcePaths(resource).restore, { ids: JSON.stringify([row.record.id]) });
      env.notify('success', t('grid.restored', { name: row.name }));
      await Promise.all([load(), onRestored()]);
    } finally {
      setBusy(null);
      // The restored row's button is gone with its row: keep focus in the dialog, so Escape still closes it.
      closeButton.current?.focus();
    }
  };
  const when = (value: string) => displayValue(value, { field: { format: 'date-time' }, language: i18n.language, yes: '', no: '' });
  return (
    <AppDialog
      title={t('grid.binTitle')}
      onDismiss={onClose}
      maxWidth={720}
      surfaceProps={{ 'data-dialog': 'bin' }}
      actions={
        <Button ref={closeButton} onClick={onClose} data-bin-close="">
          {t('common.close')}
        </Button>
      }
    >
      {rows === null ? (
        <LoadingSpinner size="tiny" />
      ) : rows.length === 0 ? (
        <p data-testid="bin-empty">{t('grid.binEmpty')}</p>
      ) : (
        <Table size="small" aria-label={t('grid.binTitle')} data-testid="bin-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('grid.binName')}</TableHeaderCell>
              <TableHeaderCell>{t('grid.binDeletedOn')}</TableHeaderCell>
              <TableHeaderCell>{t('grid.binDeletedBy')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.record.id} data-bin-row={row.name}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{when(row.deletedAt)}</TableCell>
                <TableCell>{row.deletedBy ?? ''}</TableCell>
                <TableCell>
                  <Button size="small" data-restore={row.record.id} disabledFocusable={busy !== null} onClick={() => void restore(row)}>
                    {t('grid.restore')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
