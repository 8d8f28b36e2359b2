// Import: pick or drop a csv/xlsx file (the accepted types and the size limit are named, a template
// with the column titles in the user's language is offered) and a mode (insertTop, insertBottom,
// covering). A file refused here or by the engine is explained inside the dialog, bad rows listed.
import { Button, Field, Link, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportAction } from '../../../shared/page/pageSchema';
import { MAX_IMPORT_BYTES } from '../../../shared/wire/resourceContract';
import type { ImportMode } from '../../data/dataProvider';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { type EntitySchema, useEntitySchema } from '../core/entitySchemas';
import { usePageRuntime } from '../core/pageRuntime';
import { downloadBlob } from './downloadBlob';
import { formatBytes, pickRefusal } from './fileKind';
import { columnsSchema, type ImportColumn, importColumnTitles, importTemplateCsv } from './importTemplate';
import { useRendererEnv } from '../core/rendererEnv';
import type { ImportOutcome } from './useActionRunner';

const useStyles = makeStyles({
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    cursor: 'pointer',
    textAlign: 'center',
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  // Visually hidden but reachable by keyboard and by tests (the drop zone is its label).
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  hint: { color: tokens.colorNeutralForeground3 },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  errors: { maxHeight: '200px', overflowY: 'auto', color: tokens.colorPaletteRedForeground1, paddingLeft: tokens.spacingHorizontalL, margin: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ImportDialogProps {
  action: ImportAction;
  onImport(file: File, mode: ImportMode): Promise<ImportOutcome>;
  onClose(): void;
}

/** The row schema a template is made of: the upload call's published columns, else the entity's own. */
function useTemplateSchema(action: ImportAction, entity: string): EntitySchema | undefined {
  const env = useRendererEnv();
  const { schema: entitySchema } = useEntitySchema(entity);
  const [published, setPublished] = useState<EntitySchema>();
  useEffect(() => {
    if (!action.columns) return;
    let live = true;
    env.data
      .call<{ columns: ImportColumn[] }>('GET', action.columns, {}, { silent: true })
      .then((answer) => live && setPublished(columnsSchema(answer.columns)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [env.data, action.columns]);
  if (action.columns) return published;
  // A domain's own upload call reads columns of its own: without `columns` it offers no template.
  return action.path ? undefined : (entitySchema ?? undefined);
}

export function ImportDialog({ action, onImport, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const runtime = usePageRuntime();
  const schema = useTemplateSchema(action, runtime.entity);
  const [mode, setMode] = useState<ImportMode>(action.modes[0]);
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const kinds = action.accept ?? ['csv', 'xlsx'];
  const types = kinds.map((k) => `.${k}`).join(', ');
  const limit = MAX_IMPORT_BYTES / (1024 * 1024); // a whole number of MB, named in the dialog

  /** A file of another type or too large is refused here, before anything is sent. */
  const refusalOf = (picked: File): string | null => {
    const refused = pickRefusal(picked, kinds, MAX_IMPORT_BYTES);
    if (refused === 'type') return t('renderer.importRefusedType', { name: picked.name, types });
    if (refused === 'size') return t('renderer.importRefusedSize', { name: picked.name, size: formatBytes(picked.size), limit });
    return null;
  };

  const choose = (picked: File | null | undefined) => {
    setOutcome(null);
    if (!picked) return setFile(null);
    const refusal = refusalOf(picked);
    setFile(refusal ? null : picked);
    if (refusal) setOutcome({ ok: false, errors: [], message: refusal });
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    const result = await onImport(file, mode);
    setBusy(false);
    setOutcome(result);
  };

  const downloadTemplate = () => {
    if (!schema) return;
    const name = action.path ? action.path.split('/').pop() : (runtime.page.resource ?? runtime.entity);
    downloadBlob(new Blob([importTemplateCsv(runtime.entity, schema, (k) => t(k))], { type: 'text/csv;charset=utf-8' }), `${name}-template.csv`);
  };

  return (
    <AppDialog
      title={t('renderer.importTitle')}
      onDismiss={onClose}
      dirty={file !== null && !busy}
      maxWidth={560}
      surfaceProps={{ 'data-dialog': 'import' }}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {t('renderer.cancel')}
          </Button>
          <Button appearance="primary" disabled={!file || busy} onClick={() => void submit()} data-import-submit="">
            {t('renderer.importStart')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {/* One mode is no choice: nothing to ask. */}
        {action.modes.length > 1 && (
          <Field label={t('renderer.importMode')}>
            <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as ImportMode)} layout="horizontal">
              {action.modes.map((m) => (
                <Radio key={m} value={m} label={t(`grid.importMode.${m}`)} data-import-mode={m} />
              ))}
            </RadioGroup>
          </Field>
        )}
        <label
          className={mergeClasses(styles.drop, over && styles.over)}
          data-import-drop=""
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <ArrowUploadRegular className={styles.icon} />
          <Text weight="semibold">{t('renderer.importPick')}</Text>
          <Text size={200} className={styles.hint} data-import-limits="">
            {t('renderer.importAccepts', { types, limit })}
          </Text>
          {file && (
            <span className={styles.chosen} data-import-chosen="">
              <DocumentRegular /> {file.name}
            </span>
          )}
          <input
            className={styles.input}
            type="file"
            accept={kinds.map((k) => `.${k}`).join(',')}
            data-import-file=""
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {(!action.path || action.columns) && (
          <Text size={200}>
            {t('renderer.importTemplateHint')}{' '}
            <Link as="button" onClick={downloadTemplate} disabled={!schema} data-import-template="">
              {t('renderer.importTemplate')}
            </Link>
          </Text>
        )}
        {schema && (
          <Text size={200} className={styles.hint} data-import-columns="">
            {t('renderer.importColumns', { columns: importColumnTitles(runtime.entity, schema, (k) => t(k)).join(', ') })}
          </Text>
        )}
        {outcome && !outcome.ok && (outcome.message || outcome.errors.length > 0) && (
          <MessageBar intent="error" layout="multiline" data-import-refusal="">
            <MessageBarBody>
              {outcome.message && <div>{outcome.message}</div>}
              {outcome.errors.length > 0 && (
                <ul className={styles.errors} data-import-errors="">
                  {outcome.errors.map((e, i) => (
                    // Errors have no identity beyond their position in the engine's report.
                    // Index keys: static list
                    <li key={i}>{t('renderer.importRowError', { row: e.row ?? '-', field: e.field, message: e.message })}</li>
                  ))}
                </ul>
              )}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </AppDialog>
  );
}
