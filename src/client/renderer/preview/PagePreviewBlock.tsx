// The page preview block: a page file's JSON in a text area, the lint's lines beside it (the build's own
// words, src/shared/page/pageText.ts), and the page drawn below by the same renderer once the lint passes,
// reading the real API with the viewer's own grants. Nothing is saved: "Download file" gives the file.
import { Button, Caption1, Field, MessageBar, MessageBarBody, Select, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Component, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePlaceOfFile, placePage } from '../../../shared/page/pagePlace';
import type { PagePreviewBlock as PagePreviewSchema, PageSchema } from '../../../shared/page/pageSchema';
import { PAGE_FILES } from '../../app/pageFiles';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';
import PageRenderer from '../PageRenderer';
import type { BlockProps } from '../registry/blockType';
import { lintPageText } from './previewLint';

/** The file name of a page typed from scratch. */
export const PREVIEW_FILE = 'schemas/pages/preview.json';
/** Typing settles this long before the text is checked and drawn again. */
const SETTLE_MS = 300;

// A page over a resource of the administrators' own menus: the preview reads with the viewer's grants.
const EXAMPLE = `${JSON.stringify(
  {
    $schema: '../../page.schema.json',
    title: 'route.bookingNotes',
    resource: 'bookingNote',
    blocks: [
      { type: 'filter', fields: ['mode', 'title'] },
      { type: 'grid', columns: [{ field: 'mode', width: 90 }, { field: 'title', width: 260 }, { field: 'active', width: 90 }, { field: 'sno', width: 80 }], defaultSort: { field: 'sno', order: 'asc' } },
    ],
  },
  null,
  2,
)}\n`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalL },
  text: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, '& textarea': { fontFamily: tokens.fontFamilyMonospace, minHeight: '320px', whiteSpace: 'pre' } },
  lint: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  messages: { margin: 0, paddingLeft: '18px', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  preview: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
});

/** The page file's text as the renderer has it (its fragment resolved), without the route its place gives. */
function pageText(page: PageSchema): string {
  const { name: _name, path: _path, ...file } = page;
  return `${JSON.stringify({ $schema: '../../page.schema.json', ...file }, null, 2)}\n`;
}

/** What a drawn page threw: told in its place, the editor stays usable. */
class RenderGuard extends Component<{ failed: (message: string) => ReactNode; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error === null ? this.props.children : this.props.failed(this.state.error);
  }
}

function download(file: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.split('/').pop() ?? 'page.json';
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export default function PagePreviewBlock({ block }: BlockProps<PagePreviewSchema>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const startFile = block.start ? `schemas/pages/${block.start}.json` : PREVIEW_FILE;
  const [file, setFile] = useState(startFile);
  const [text, setText] = useState(block.start ? '' : EXAMPLE);
  // The text last checked: typing settles first, so each key press does not draw the page again.
  const [checked, setChecked] = useState(text);
  const pages = useMemo(() => [...PAGE_FILES.values()].map((p) => p.name).sort((a, b) => a.localeCompare(b)), []);

  const startFrom = async (name: string) => {
    const page = PAGE_FILES.get(name);
    if (!page) {
      setFile(PREVIEW_FILE);
      setText(EXAMPLE);
      return;
    }
    const loaded = await page.load();
    setFile(`schemas/pages${loaded.path}.json`);
    setText(pageText(loaded));
  };
  useEffect(() => {
    const start = block.start;
    const named = start && [...PAGE_FILES.values()].find((p) => `${p.folder}/${p.name}` === start || p.name === start.split('/').pop());
    if (named) void startFrom(named.name);
    // Only the block's starting page: the admin's picks go through the picker.
  }, [block.start]);
  useEffect(() => {
    if (text === checked) return;
    const settle = setTimeout(() => setChecked(text), SETTLE_MS);
    return () => clearTimeout(settle);
  }, [text, checked]);

  const lint = useMemo(() => lintPageText(file, checked), [file, checked]);
  const page = useMemo(() => (lint.json ? placePage(lint.json, pagePlaceOfFile(file)) : undefined), [lint, file]);

  return (
    <div className={styles.root} data-page-preview="">
      <Caption1>{t('renderer.preview.notSaved')}</Caption1>
      <div className={styles.tools}>
        <Field label={t('renderer.preview.startFrom')}>
          <Select data-preview-start="" onChange={(_, d) => void startFrom(d.value)} defaultValue="">
            <option value="">{t('renderer.preview.example')}</option>
            {pages.map((name) => (
              <option key={name} value={name}>
                {`${t(`route.${name}`, { defaultValue: name })} (${name})`}
              </option>
            ))}
          </Select>
        </Field>
        <Button icon={<ArrowDownloadRegular />} onClick={() => download(file, text)} data-preview-download="">
          {t('renderer.preview.download')}
        </Button>
        <Caption1 data-preview-file="">{file}</Caption1>
      </div>
      <div className={styles.columns}>
        <Field label={t('renderer.preview.text')} className={styles.text}>
          <Textarea value={text} onChange={(_, d) => setText(d.value)} resize="vertical" spellCheck={false} data-preview-text="" />
        </Field>
        <div className={styles.lint} aria-live="polite">
          <Subtitle2 as="h2">{t('renderer.preview.lint')}</Subtitle2>
          {lint.problems.length === 0 ? (
            <MessageBar intent="success">
              <MessageBarBody data-lint-ok="">{t('renderer.preview.noProblems')}</MessageBarBody>
            </MessageBar>
          ) : (
            <ul className={styles.messages}>
              {lint.problems.map((line) => (
                <li key={line} data-lint-message="">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {page && (
        <section className={styles.preview} data-preview-page="" aria-label={t('renderer.preview.rendered')}>
          <RenderGuard
            key={checked}
            failed={(message) => (
              <MessageBar intent="error">
                <MessageBarBody data-preview-failed="">{t('renderer.preview.renderFailed', { message })}</MessageBarBody>
              </MessageBar>
            )}
          >
            <Suspense fallback={<LoadingSpinner size="tiny" />}>
              {/* A new page is a new screen: its lists and state start afresh. */}
              <PageRenderer key={checked} page={page} />
            </Suspense>
          </RenderGuard>
        </section>
      )}
    </div>
  );
}
