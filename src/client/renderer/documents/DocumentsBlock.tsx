// The documents block: the files kept for the route's record (a booking's invoice, packing list...), each
// with its kind in the user's language, its name as plain text, size, uploader and time; Download saves
// the stored bytes under their name, Delete (rows the server allows) asks first, Upload opens a dialog
// (kind and file, the accepted types and the limit named) that tells a refusal of the server inside it.
import {
  Button,
  Field,
  Label,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsBlock as DocumentsBlockSchema } from '../../../shared/page/pageSchema';
import { formatValue } from '../../../shared/format/formatValue';
import { DEFAULT_DATE_TIME_FORMAT } from '../../../shared/format/timeOfDay';
import { usePathRead } from '../../api/reads';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { downloadBlob } from '../actions/downloadBlob';
import { formatBytes, pickRefusal } from '../actions/fileKind';
import { type BindingSources, resolveBinding } from '../core/bindings';
import { lastSelected } from '../core/pageLists';
import { fieldErrorsOf } from '../core/fieldErrors';
import { usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import type { BlockProps } from '../registry/blockType';

type Row = Record<string, unknown>;

export const DEFAULT_DOCUMENT_TYPES = ['pdf', 'xlsx', 'csv', 'jpg', 'png'];
export const DEFAULT_DOCUMENT_MB = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  name: { wordBreak: 'break-all' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  pick: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // Visually hidden, still there for the button to open and for tests to fill.
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
});

/** A size as people read it: bytes, KB or MB with one decimal. */
/**
 * The record's values for the calls (the route's record, or a grid's selected row: a review queue's
 * booking), or null while one is not bound yet (the record is loading, no row is selected).
 */
function boundParams(mapping: DocumentsBlockSchema['recordParam'], sources: BindingSources): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(mapping)) {
    const value = resolveBinding(spec, sources);
    if (value === undefined) return null;
    out[name] = String(value);
  }
  return out;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export default function DocumentsBlock({ block }: BlockProps<DocumentsBlockSchema>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const params = boundParams(block.recordParam, { record: runtime.record, selected: (id) => lastSelected(runtime.lists.byId(id)?.list) });
  const paramsKey = JSON.stringify(params);
  const stable = useMemo(() => (JSON.parse(paramsKey) as Record<string, string> | null) ?? {}, [paramsKey]);
  const read = usePathRead<{ result?: Row[] } | Row[]>(env, block.list, stable, { enabled: params !== null });
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const answer = read.data;
  const rows: Row[] = Array.isArray(answer) ? answer : (answer?.result ?? []);
  const kindLabel = (value: unknown) => (value === null || value === undefined || value === '' ? '' : t(`${block.kinds.labels}.${String(value)}`));

  const download = async (row: Row) => {
    try {
      const file = await env.data.getFile(block.file, { id: text(row.id) });
      downloadBlob(file.blob, file.fileName ?? text(row.fileName));
    } catch {
      // The request client has told the failure (a toast).
    }
  };

  const remove = async (row: Row) => {
    setConfirming(null);
    if (!block.remove) return;
    try {
      await env.data.call('DELETE', block.remove, { id: row.id });
      env.notify('success', t('renderer.documents.deleted', { name: text(row.fileName) }));
    } catch {
      // Told by the request client; the list is read again either way (it may have been deleted elsewhere).
    }
    await read.refetch();
  };

  // No record (yet, or none: a detail route opened without its key): nothing to list, and no spinner that
  // would wait for ever (the detail block says whether the record is loading or missing).
  if (params === null) return null;
  if (read.isLoading && !answer) return <LoadingSpinner size="tiny" />;
  return (
    <div className={styles.root} data-block="documents">
      {/* The upload and the row buttons are for the screen: a printed shipment lists its documents only. */}
      {block.upload && (
        <div className={styles.bar} data-print="hide">
          <Button icon={<ArrowUploadRegular />} onClick={() => setUploading(true)} data-documents-upload="">
            {t('renderer.documents.upload')}
          </Button>
        </div>
      )}
      {read.error && <Text role="alert">{read.error.message}</Text>}
      {rows.length === 0 ? (
        <Text data-documents-empty="">{t(block.emptyText ?? 'renderer.documents.empty')}</Text>
      ) : (
        <Table size="small" aria-label={t(block.title ?? 'renderer.documents.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('renderer.documents.kind')}</TableHeaderCell>
              <TableHeaderCell>{t('renderer.documents.name')}</TableHeaderCell>
              <TableHeaderCell>{t('renderer.documents.size')}</TableHeaderCell>
              <TableHeaderCell>{t('renderer.documents.uploadedBy')}</TableHeaderCell>
              <TableHeaderCell>{t('renderer.documents.uploadedAt')}</TableHeaderCell>
              <TableHeaderCell data-print="hide">{t('renderer.documents.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={text(row.id)} data-document-row={text(row.id)}>
                <TableCell data-document-kind="">{kindLabel(row[block.kinds.field])}</TableCell>
                {/* The name as text: React escapes it, never HTML. */}
                <TableCell className={styles.name} data-document-name="">
                  {text(row.fileName)}
                </TableCell>
                <TableCell data-document-size="">{formatBytes(row.size)}</TableCell>
                <TableCell data-document-by="">{text(row.uploadedBy)}</TableCell>
                <TableCell data-document-at="">{row.uploadedAt ? formatValue(DEFAULT_DATE_TIME_FORMAT, row.uploadedAt, { language: env.language }) : ''}</TableCell>
                <TableCell data-print="hide">
                  <span className={styles.buttons}>
                    <Button
                      size="small"
                      icon={<ArrowDownloadRegular />}
                      aria-label={t('renderer.documents.downloadNamed', { name: text(row.fileName) })}
                      title={t('renderer.documents.download')}
                      onClick={() => void download(row)}
                      data-document-download=""
                    />
                    {block.remove && row.canDelete === true && (
                      <Button
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={t('renderer.documents.deleteNamed', { name: text(row.fileName) })}
                        title={t('renderer.documents.delete')}
                        onClick={() => setConfirming(row)}
                        data-document-delete=""
                      />
                    )}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {confirming && (
        <ConfirmDialog message={t('renderer.documents.confirmDelete', { name: text(confirming.fileName) })} onAnswer={(ok) => (ok ? void remove(confirming) : setConfirming(null))} />
      )}
      {uploading && block.upload && (
        <UploadDialog
          block={block}
          onClose={() => setUploading(false)}
          onUpload={async (kind, file) => {
            await env.data.upload(block.upload!, { ...stable, [block.kinds.field]: kind }, file, { silent: true });
            env.notify('success', t('renderer.documents.uploaded', { name: file.name }));
            setUploading(false);
            await read.refetch();
          }}
        />
      )}
    </div>
  );
}

function UploadDialog({ block, onUpload, onClose }: { block: DocumentsBlockSchema; onUpload(kind: string, file: File): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const kinds = block.accept ?? DEFAULT_DOCUMENT_TYPES;
  const limit = block.maxMb ?? DEFAULT_DOCUMENT_MB;
  const types = kinds.map((k) => `.${k}`).join(', ');
  const [kind, setKind] = useState(block.kinds.options[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const ids = useId('document-file');

  /** A file of another type or too large is refused here, before anything is sent (the server checks again by content). */
  const choose = (picked: File | null | undefined) => {
    setRefusal(null);
    setFile(null);
    if (!picked) return;
    const refused = pickRefusal(picked, kinds, limit * 1024 * 1024);
    if (refused === 'type') return setRefusal(t('renderer.documents.refusedType', { name: picked.name, types }));
    if (refused === 'size') return setRefusal(t('renderer.documents.refusedSize', { name: picked.name, size: formatBytes(picked.size), limit }));
    setFile(picked);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onUpload(kind, file);
    } catch (e) {
      // The server's refusal (wrong content, too large) in the user's language, inside the dialog.
      const reasons = [...new Set(fieldErrorsOf(e).map((f) => f.message))].filter(Boolean);
      setRefusal(reasons.length > 0 ? reasons.join('\n') : e instanceof Error && e.message ? e.message : t('renderer.documents.failed'));
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={t('renderer.documents.uploadTitle')}
      onDismiss={onClose}
      dirty={file !== null && !busy}
      maxWidth={520}
      surfaceProps={{ 'data-dialog': 'documentUpload' }}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {t('renderer.cancel')}
          </Button>
          <Button appearance="primary" disabled={!file || !kind || busy} onClick={() => void submit()} data-document-submit="">
            {t('renderer.documents.send')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <Field label={t('renderer.documents.kind')} required>
          <Select value={kind} onChange={(_, d) => setKind(d.value)} data-document-kind-select="">
            {block.kinds.options.map((value) => (
              <option key={value} value={value}>
                {t(`${block.kinds.labels}.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.field}>
          <Label id={`${ids}-label`} required>
            {t('renderer.documents.file')}
          </Label>
          {/* The browser's own picker text is in its language, not the user's: a button of ours opens it. */}
          <div className={styles.pick}>
            <Button icon={<DocumentRegular />} onClick={() => picker.current?.click()} aria-describedby={`${ids}-label ${ids}-hint`} data-document-pick="">
              {t('renderer.documents.pick')}
            </Button>
            <Text className={file ? undefined : styles.hint} data-document-chosen={file ? '' : undefined}>
              {file ? `${file.name} · ${formatBytes(file.size)}` : t('renderer.documents.none')}
            </Text>
          </div>
          <input
            ref={picker}
            className={styles.input}
            type="file"
            tabIndex={-1}
            aria-label={t('renderer.documents.file')}
            accept={kinds.map((k) => `.${k}`).join(',')}
            data-document-file=""
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Text id={`${ids}-hint`} size={200} className={styles.hint} data-document-limits="">
            {t('renderer.documents.accepts', { types, limit })}
          </Text>
        </div>
        {refusal && (
          <MessageBar intent="error" layout="multiline" data-document-refusal="">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </AppDialog>
  );
}
