// The announcements the user may read now (announcement-current: inside their publish window, for
// their audience), highest priority first, on the dashboard — the signed-in home. Text is shown as text.
// The public home page shows the same card with announcement-public's answer, drawn only when it has some.
import { Badge, Card, CardHeader, makeStyles, mergeClasses, Spinner, Text, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface Announcement {
  Id: number;
  TypeName: string;
  Title: string;
  Content: string;
  Priority: number;
}

const useStyles = makeStyles({
  card: { gridColumn: '1 / -1' },
  list: { margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingLeft: tokens.spacingHorizontalS, borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  urgent: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An answer that is not a list (an older server, a stub) leaves the card empty rather than the dashboard broken. */
export const announcementList = (data: unknown): Announcement[] | null => (Array.isArray(data) ? data : null);

/** Priority 5 and above stands out. */
const URGENT = 5;

export interface AnnouncementsCardProps {
  /** The list; undefined while it is asked for (a spinner), null when there is none to show (a failed call). */
  items: Announcement[] | null | undefined;
  /** Leave the card out when there is nothing to read (the public home page). */
  hideWhenEmpty?: boolean;
  testId?: string;
}

/** Shows the list it is given; the dashboard reads it with its other cards (dashboardCalls.ts), the home page in PublicAnnouncements.tsx. */
export function AnnouncementsCard({ items, hideWhenEmpty = false, testId = 'dashboard-announcements' }: AnnouncementsCardProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (hideWhenEmpty && (!items || items.length === 0)) return null;
  return (
    <Card className={styles.card} data-testid={testId}>
      <CardHeader header={<Title3>{t('page.content.announcements')}</Title3>} />
      {items === undefined ? (
        <Spinner size="tiny" />
      ) : items === null ? null : items.length === 0 ? (
        <Text className={styles.muted}>{t('page.content.noAnnouncements')}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((a) => (
            <li key={a.Id} className={mergeClasses(styles.item, a.Priority >= URGENT && styles.urgent)} data-announcement={a.Id}>
              <div className={styles.head}>
                <Badge appearance="tint" color={a.Priority >= URGENT ? 'danger' : 'brand'}>
                  {a.TypeName}
                </Badge>
                <Text weight="semibold">{a.Title}</Text>
              </div>
              {a.Content && <Text>{a.Content}</Text>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
