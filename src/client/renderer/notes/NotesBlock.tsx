// The notes block: notes of a resource (e.g. booking precautions of the form's mode), heading and text in
// the user's language (falling back tr → zh → en), the text as markdown rendered by safeMarkdown (no
// script, no raw HTML). Nothing to say, nothing shown: not even the heading (the block draws its own).
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FALLBACKS, type Language } from '../../../shared/constants';
import type { NotesBlock as NotesBlockSchema } from '../../../shared/page/pageSchema';
import { useRendererEnv } from '../core/rendererEnv';
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
  const [rows, setRows] = useState<Row[]>([]);
  const whereKey = JSON.stringify(block.where ?? {});
  useEffect(() => {
    let live = true;
    const filter = Object.fromEntries(Object.entries(block.where ?? {}).map(([field, value]) => [field, { eq: value }]));
    env.data
      .getList<Row>(block.resource, { page: 1, size: block.size ?? 20, filter, ...(block.sortField ? { sort: { field: block.sortField, order: 'asc' as const } } : {}) })
      .then((res) => live && setRows(res.result))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the block's conditions change
  }, [block.resource, whereKey, block.size, block.sortField]);
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
