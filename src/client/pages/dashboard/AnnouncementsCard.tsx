// The announcements the user may read now (announcement-current: inside their publish window, for
// their audience), highest priority first, on the dashboard — the signed-in home. Text is shown as text.
// The public home page shows the same card with announcement-public's answer, loaded only when it has some.
import { Badge, Card, CardHeader, makeStyles, mergeClasses, Spinner, Text, Title3, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calls } from '../../../shared/wire/calls';
import { request } from '../../api/request';

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

/** An answer that is not a list (an older server, a stub) leaves the card out rather than the dashboard. */
const listOf = (data: unknown): Announcement[] | null => (Array.isArray(data) ? data : null);

/** Priority 5 and above stands out. */
const URGENT = 5;

export interface AnnouncementsCardProps {
  /** The call answering the list; the dashboard's by default. */
  call?: string;
  /** Answers the list instead of asking `call` (the dashboard: its answer started at log-in, dashboardCalls.ts). */
  load?: () => Promise<Announcement[]>;
  /** An answer of `load` that has already arrived (started at log-in): drawn in the first render, no spinner. */
  arrived?: unknown;
  /** The list itself, already asked for (the public home page asks before this card's chunk is loaded). */
  items?: Announcement[];
  /** Leave the card out when there is nothing to read (the public home page). */
  hideWhenEmpty?: boolean;
  testId?: string;
}

export function AnnouncementsCard({ call = Calls.currentAnnouncements, load, arrived, items: given, hideWhenEmpty = false, testId = 'dashboard-announcements' }: AnnouncementsCardProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [asked, setItems] = useState<Announcement[] | null | undefined>(() => (arrived === undefined ? undefined : listOf(arrived)));
  const items = given ?? asked;
  useEffect(() => {
    if (given) return;
    let live = true;
    (load ?? (() => request<Announcement[]>(call, { cache: false, silent: true })))().then(
      // The answer drawn from the start comes back as the same list: setting it again renders nothing.
      (data) => live && setItems(listOf(data)),
      () => live && setItems(null),
    );
    return () => {
      live = false;
    };
    // Asked again in a newly chosen language.
  }, [call, load, given, i18n.language]);
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
