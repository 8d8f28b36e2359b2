// What a page shows when its route's record does not exist or belongs to another customer (the
// server answers both 10005): a quiet panel in the user's language with a way back, not an error toast.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageSchema } from '../../shared/page/pageSchema';
import { pageHeadingProps } from '../shell/focus/pageHeading';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  // A hand-edited link can carry any text as its id: it wraps rather than pushing "Go back" off screen.
  body: { overflowWrap: 'anywhere' },
});

/** The id as the panel names it: a link's id longer than any real key is cut short. */
const SHOWN_ID_CHARS = 60;
const shownId = (id: string) => (id.length > SHOWN_ID_CHARS ? `${id.slice(0, SHOWN_ID_CHARS)}…` : id);

/** `message`: the page's own i18n key for it (a link page: "invalid or expired"), else the generic one. */
export function NotFoundPanel({ page, id, message }: { page: PageSchema; id: string; message?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-page={page.name} data-not-found="">
      <Title3 as="h1" className={styles.title} {...pageHeadingProps}>
        {t(page.title)}
      </Title3>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody className={styles.body}>
          <MessageBarTitle>{t('renderer.notFound.title')}</MessageBarTitle>
          {t(message ?? 'renderer.notFound.body', { id: shownId(id) })}
        </MessageBarBody>
        <MessageBarActions>
          {/* Back where the user came from; opened directly, back to the page's list (the route without its id). */}
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(page.path))}>{t('renderer.notFound.back')}</Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
