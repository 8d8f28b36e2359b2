// The notes block: notes of a resource (e.g. booking precautions of the form's mode, and of its lane while
// the form holds it: `matchForm`), heading and text in the user's language (falling back tr → zh → en),
// the text as markdown rendered by safeMarkdown (no script, no raw HTML). Nothing to say, nothing shown:
// not even the heading (the block draws its own).
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FALLBACKS, type Language } from '../../../shared/constants';
import type { NotesBlock as NotesBlockSchema } from '../../../shared/page/pageSchema';
import { isEmpty } from '../../../shared/page/condition';
import { useList } from '../../api/reads';
import { usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import { useFormFields } from '../form/formValues';
import type { BlockProps } from '../registry/blockType';
import { safeMarkdown } from './safeMarkdown';

type Row = Record<string, unknown>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM },
  body: { '& p': { margin: `${tokens.spacingVerticalXXS} 0` }, '& ul, & ol': { margin: 0, paddingLeft: '20px' } },
});

export default function NotesBlock({ block }: BlockProps<NotesBlockSchema>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const whereKey = JSON.stringify(block.where ?? {});
  const matchForm = block.matchForm ?? {};
  const followed = useFormFields(usePageRuntime().shownFormValues, Object.values(matchForm));
  // Each note field the form is followed on: the form's value, or none (a note for every lane).
  const matchKey = JSON.stringify(Object.entries(matchForm).map(([noteField, formField]) => [noteField, isEmpty(followed[formField]) ? null : followed[formField]]));
  // Asked again when the block's conditions change (the form's mode and lane), and after a write of the notes.
  const params = useMemo(() => {
    const where = Object.entries(JSON.parse(whereKey) as Record<string, string>).map(([field, value]) => [field, { eq: value }]);
    const matching = (JSON.parse(matchKey) as Array<[string, string | null]>).map(([field, value]) => [field, { in: value === null ? [null] : [value, null] }]);
    return { page: 1, size: block.size ?? 20, filter: Object.fromEntries([...where, ...matching]), ...(block.sortField ? { sort: { field: block.sortField, order: 'asc' as const } } : {}) };
  }, [whereKey, matchKey, block.size, block.sortField]);
  // The last lane's notes stay while the new lane's are asked, less those of the last lane only.
  const notes = useList<Row>(env, block.resource, params, { keepPrevious: true });
  const rows = (notes.data?.result ?? []).filter((note) => Object.entries(matchForm).every(([noteField, formField]) => isEmpty(note[noteField]) || note[noteField] === followed[formField]));
  if (rows.length === 0) return null;
  // The user's language first, then as the texts fall back (tr → zh → en): a note never shows empty.
  const languages = [env.language, ...LANGUAGE_FALLBACKS[env.language], 'en'] as Language[];
  const inLanguage = (row: Row, fields: NotesBlockSchema['bodyFields']) => {
    for (const lang of languages) {
      const field = fields[lang];
      const text = field && typeof row[field] === 'string' ? (row[field] as string).trim() : '';
      if (text) return text;
    }
    return '';
  };
  return (
    <section className={styles.root} aria-label={block.title ? t(block.title) : undefined} data-notes={block.resource}>
      {block.title && <Subtitle2 as="h3">{t(block.title)}</Subtitle2>}
      {rows.map((row, i) => {
        const body = inLanguage(row, block.bodyFields);
        return (
          <MessageBar key={String(row.id ?? i)} intent="warning" layout="multiline" data-note={String(row.id ?? i)}>
            <MessageBarBody>
              <MessageBarTitle>{inLanguage(row, block.titleFields)}</MessageBarTitle>
              {/* safeMarkdown escapes raw HTML and drops unsafe links: the string holds no script. */}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeMarkdown(body) }} />
            </MessageBarBody>
          </MessageBar>
        );
      })}
    </section>
  );
}
