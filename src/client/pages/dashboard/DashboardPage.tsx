// The dashboard, the fixed first tab: the current announcements first. Customers: bookings by status,
// arrivals this week and delayed shipments (each count a link to the order list filtered to those
// bookings), recent tracking events, unread messages. Administrators: customer accounts and messages.
// A card whose source does not exist yet is not shown, and a source that fails to answer leaves its card out.
import {
  Badge,
  Button,
  Card,
  CardHeader,
  Link,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cultureOf } from '../../../shared/constants';
import { type HomeMessage, markHomeMessage } from '../../api/authCalls';
import { useAppRead } from '../../api/reads';
import { useCurrentUser, useShell, useUiLanguage } from '../../app/ShellContext';
import { hubState } from '../../hub/hubStore';
import { announcementList, AnnouncementsCard } from './AnnouncementsCard';
import { dashboardReads } from './dashboardCalls';
import { pageHeadingProps } from '../../shell/focus/pageHeading';
import { displayName } from '../../shell/navbar/UserMenu';
import { getRole } from '../../state/session';
import type { ListFilter } from '../../../shared/wire/resourceContract';
import { todayInChina } from '../../../shared/format/zonedTime';
import { BOOKING_STATUSES } from '../../../shared/entities/bookingStatus';
import { dashboardFilters, orderListLink, trackingAvailable } from './dashboardData';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: '12px' },
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: '8px' },
  stat: { display: 'flex', flexDirection: 'column', padding: '8px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  alert: { backgroundColor: tokens.colorPaletteRedBackground1 },
  statLink: { display: 'flex', flexDirection: 'column', textDecorationLine: 'none', ':hover': { textDecorationLine: 'none' } },
  number: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  list: { margin: 0, paddingLeft: '16px', display: 'flex', flexDirection: 'column', gap: '6px' },
  muted: { color: tokens.colorNeutralForeground3 },
  head: { marginBottom: '12px' },
});

/** The announcements the user may read now, asked again in a newly chosen language (the dashboard keys it). */
function Announcements() {
  const answer = useAppRead(dashboardReads.announcements());
  return <AnnouncementsCard items={answer.isPending ? undefined : announcementList(answer.data)} />;
}

function MessagesCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  // A message pushed by the hub, or one marked read, shows here without a reload: both invalidate the list.
  const messages = useAppRead(dashboardReads.messages());
  const language = useUiLanguage();
  const unread = (messages.data?.result ?? []).filter((m) => !m.IsRead);
  const markRead = async (message: HomeMessage) => {
    await markHomeMessage(message.Id).catch(() => undefined);
    // The navbar's badge counts one fewer at once (the hub recounts on the next message).
    if (hubState.unread) hubState.unread -= 1;
  };
  return (
    <Card data-testid="dashboard-messages">
      <CardHeader header={<Title3>{t('dashboard.unreadMessages')}</Title3>} action={messages.data ? <Badge appearance="filled">{unread.length}</Badge> : undefined} />
      {messages.isPending ? (
        <Spinner size="tiny" />
      ) : messages.data === undefined ? null : unread.length === 0 ? (
        <Text className={styles.muted}>{t('dashboard.noUnread')}</Text>
      ) : (
        <ul className={styles.list}>
          {unread.map((m) => (
            <li key={m.Id}>
              <Text weight="semibold">{m.Title}</Text> <Text className={styles.muted}>{new Date(m.PublishedAt).toLocaleString(cultureOf(language))}</Text>
              <div>
                <Text>{m.Content}</Text>
              </div>
              <Button size="small" appearance="transparent" onClick={() => void markRead(m)}>
                {t('dashboard.markRead')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A number and its label, linking to the order list filtered to the bookings it counts. */
function CountLink({ count, label, filter, testId, alert }: { count: number; label: string; filter: ListFilter; testId: string; alert?: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const href = orderListLink(filter);
  return (
    <div className={alert && count > 0 ? `${styles.stat} ${styles.alert}` : styles.stat}>
      <Link
        href={href}
        className={styles.statLink}
        data-testid={testId}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      >
        <span className={styles.number}>{count}</span>
        <Text size={200}>{label}</Text>
      </Link>
    </div>
  );
}

function BookingsCards() {
  const styles = useStyles();
  const { t } = useTranslation();
  // Counted for today in China time, as the server's dates are.
  const today = todayInChina();
  const overview = useAppRead(dashboardReads.bookings(useShell().dataProvider, today));
  const filters = dashboardFilters(today);
  if (overview.isPending) return <Spinner size="tiny" />;
  // No grant for the order list, or the call failed (told once): no card rather than zeros.
  if (!overview.data) return null;
  const data = overview.data;
  return (
    <>
      <Card data-testid="dashboard-bookings">
        <CardHeader header={<Title3>{t('dashboard.bookingsByStatus')}</Title3>} action={<Badge appearance="tint">{data.total}</Badge>} />
        <div className={styles.stats}>
          {BOOKING_STATUSES.map((status) => (
            <CountLink key={status} count={data.byStatus[status] ?? 0} label={t(`dashboard.status.${status}`)} filter={filters.status(status)} testId={`dashboard-status-${status}`} />
          ))}
        </div>
      </Card>
      <Card data-testid="dashboard-shipments">
        <CardHeader header={<Title3>{t('dashboard.shipments')}</Title3>} />
        <div className={styles.stats}>
          <CountLink count={data.arrivals} label={t('dashboard.arrivalsThisWeek')} filter={filters.arrivals} testId="dashboard-arrivals" />
          <CountLink count={data.delayed} label={t('dashboard.delayed')} filter={filters.delayed} testId="dashboard-delayed" alert />
        </div>
        <Text size={200} className={styles.muted}>
          {t('dashboard.delayedHint')}
        </Text>
      </Card>
    </>
  );
}

/** The event's time in its location's zone, with the zone named (SPEC §9: local time of the place). */
function localTime(row: Record<string, unknown>, culture: string): string {
  const when = new Date(String(row.eventTime));
  if (Number.isNaN(when.getTime())) return '';
  try {
    return when.toLocaleString(culture, {
      timeZone: typeof row.timeZone === 'string' ? row.timeZone : undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
  } catch {
    return when.toLocaleString(culture);
  }
}

function TrackingCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useUiLanguage();
  const events = useAppRead(dashboardReads.events(useShell().dataProvider));
  const place = (row: Record<string, unknown>) => [row.placeName, row.location].filter((v) => typeof v === 'string' && v !== '').join(' · ');
  return (
    <Card data-testid="dashboard-tracking">
      <CardHeader header={<Title3>{t('dashboard.recentTracking')}</Title3>} />
      {events.isPending ? (
        <Spinner size="tiny" />
      ) : !events.data ? null : events.data.length === 0 ? (
        <Text className={styles.muted}>{t('dashboard.noEvents')}</Text>
      ) : (
        <ul className={styles.list}>
          {events.data.map(({ event: row, href }, i) => (
            <li key={String(row.id ?? i)} data-testid="dashboard-event">
              {href ? (
                <Link
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                >
                  {String(row.bookingNo ?? '')}
                </Link>
              ) : (
                <Text weight="semibold">{String(row.bookingNo ?? '')}</Text>
              )}{' '}
              <Text>{t(`field.shipmentEvent.eventTypeOption.${String(row.eventType)}`, { defaultValue: String(row.eventType ?? '') })}</Text>
              <Text className={styles.muted}> · {place(row)} · {localTime(row, cultureOf(language))}</Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AccountsCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const accounts = useAppRead(dashboardReads.accounts(useShell().dataProvider));
  return (
    <Card data-testid="dashboard-accounts">
      <CardHeader header={<Title3>{t('dashboard.accounts')}</Title3>} />
      {accounts.isPending ? (
        <Spinner size="tiny" />
      ) : !accounts.data ? null : (
        <div className={styles.stat}>
          <span className={styles.number}>{accounts.data.page?.total ?? 0}</span>
          <Text size={200}>{t('dashboard.customerAccounts')}</Text>
        </div>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = getRole() === 'admin';
  // Messages come in the user's language: a new language loads them again.
  const language = useUiLanguage();
  return (
    <section data-testid="dashboard" data-kind={admin ? 'admin' : 'customer'}>
      <div className={styles.head}>
        <Title3 as="h1" {...pageHeadingProps}>{t('dashboard.welcome', { name: displayName(user) })}</Title3>
        {user?.CustomerName && <Text className={styles.muted}> · {String(user.CustomerName)}</Text>}
      </div>
      <div className={styles.grid}>
        <Announcements key={`announcements-${language}`} />
        {admin ? (
          <>
            <AccountsCard />
            <MessagesCard key={language} />
          </>
        ) : (
          <>
            <BookingsCards />
            {/* The latest events: shown once 14a's shipmentEvent resource exists; until then nothing, not a placeholder. */}
            {trackingAvailable() && <TrackingCard />}
            <MessagesCard key={language} />
          </>
        )}
      </div>
    </section>
  );
}
