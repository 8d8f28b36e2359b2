// The public landing page (SPEC §2): navbar with language, external home link and log-in; shortcuts to
// the main screens, which open the login dialog for a signed-out visitor; optional footer from the
// site settings. A signed-in user is sent to the dashboard.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from '../../state/useStore';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import type { HomeMenu } from '../../api/authCalls';
import { withAllMessages } from '../../i18n/i18n';
import { loadLoginDialog, prefetchLoginDialog, prefetchSignedInShell, withSessionActions } from '../../app/prefetch';
import { whenIdle } from '../../app/whenIdle';
import { hasToken, type Role } from '../../state/session';
import { loadHomeMenus, siteState } from '../../state/siteStore';
import { pageHeadingProps, usePageHeadingFocus } from '../../shell/focus/pageHeading';
import { SkipLink } from '../../shell/focus/SkipLink';
import { useOnceTrue } from '../../shell/useOnceTrue';
import { HomeLink } from '../../shell/navbar/HomeLink';
import { LanguageMenu } from '../../shell/navbar/LanguageMenu';
import { NavButton } from '../../shell/navbar/NavButton';
import { HomeFooter } from './HomeFooter';
import { ShortcutCard } from './ShortcutCard';
import { ShortcutIcon } from './ShortcutIcon';

// The dialog's chunk (tabs, inputs, dialog) is not needed to paint the page: it loads when the page is
// idle or the visitor reaches for it, and at the latest when it opens.
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));
// The announcements for all customers: their chunk (the card, the screens' messages it speaks and the
// query layer that asks for them) loads once the page has painted, after the login dialog's when that is
// open on arrival, and draws only when there is something to read.
const PublicAnnouncements = lazy(withAllMessages(() => import('./PublicAnnouncements')));

const noop = () => undefined;

interface Shortcut {
  name: string;
  title: string;
  path: string;
  icon: string;
  requireAuth: boolean;
}

/** Until (or if never) the server's home menu answers: the main screens, all needing a log-in. */
const FALLBACK_SHORTCUTS: Shortcut[] = [
  { name: 'mulCabinQuery', title: 'route.mulCabinQuery', path: '/cabinQuery/mulCabinQuery', icon: 'CalendarSearch', requireAuth: true },
  { name: 'mulPriceQuery', title: 'route.mulPriceQuery', path: '/priceQuery/mulPriceQuery', icon: 'Money', requireAuth: true },
  { name: 'mulOrderList', title: 'route.mulOrderList', path: '/myOrder/mulOrderList', icon: 'ClipboardTextLtr', requireAuth: true },
  { name: 'mulCargoTrack', title: 'route.mulCargoTrack', path: '/cargoTracing/mulCargoTrack', icon: 'Location', requireAuth: true },
];

/** Open to everyone, after the menu's cards: the public tracking lookup (number + tracking code), as SPEC's public pages. */
const PUBLIC_TRACKING: Shortcut = { name: 'publicTracking', title: 'home.publicTracking', path: '/cargoTracingHome/seaBookingDetailHome', icon: 'Location', requireAuth: false };

/** One card per home-menu group, opening the group's first entry. */
export function shortcutsFrom(menus: readonly HomeMenu[]): Shortcut[] {
  const bySno = (a: HomeMenu, b: HomeMenu) => a.Sno - b.Sno;
  return menus
    .filter((m) => !m.Parent)
    .sort(bySno)
    .flatMap((group) => {
      const first = menus.filter((m) => m.Parent === group.Name).sort(bySno)[0];
      if (!first) return [];
      return [{ name: group.Name, title: group.Title || `route.${group.Name}`, path: first.Path, icon: group.Icon, requireAuth: group.RequireAuth !== false }];
    });
}

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  // One line on a desktop; on a phone the title takes the first line and the controls the second,
  // and no word is broken mid-way (a long title ends in an ellipsis).
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '12px',
    rowGap: '4px',
    padding: '8px 24px',
    minHeight: '56px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '& > :not(:first-child)': { whiteSpace: 'nowrap', flexShrink: 0 },
    [`@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { padding: '8px 12px', justifyContent: 'flex-end' },
  },
  brand: {
    flexGrow: 1,
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
    [`@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`]: { flexBasis: '100%' },
  },
  hero: {
    padding: '64px 24px 40px',
    textAlign: 'center',
    background: `linear-gradient(135deg, ${tokens.colorBrandBackground}, ${tokens.colorBrandBackgroundPressed})`,
    color: tokens.colorNeutralForegroundOnBrand,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    alignItems: 'center',
  },
  // Fluent's Title1 and Text size 400 (their styles, without their components on the first paint).
  title: { ...typographyStyles.title1, display: 'inline', textAlign: 'start' },
  tagline: { ...typographyStyles.body2, textAlign: 'start' },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: '16px',
    padding: '32px 24px',
    maxWidth: '1080px',
    width: '100%',
    margin: '0 auto',
    boxSizing: 'border-box',
    flexGrow: 1,
    alignContent: 'start',
  },
});

export default function HomePage({ loginTab }: { loginTab?: 'user' | 'admin' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = useStore(siteState, (s) => s.title);
  const asked = loginTab ?? params.get('login');
  const [open, setOpen] = useState(asked === 'user' || asked === 'admin');
  const [tab, setTab] = useState<Role>(asked === 'admin' ? 'admin' : 'customer');
  const [redirect, setRedirect] = useState(() => safeRedirect(params.get('redirect')));
  const destination = redirect ?? '/dashboard';
  // The menus read at start-up (main.tsx), or now when this page was not the first shown.
  const menus = useStore(siteState, (s) => s.homeMenus);
  const shortcuts = useMemo(() => {
    const fromServer = menus ? shortcutsFrom(menus) : [];
    return [...(fromServer.length > 0 ? fromServer : FALLBACK_SHORTCUTS), PUBLIC_TRACKING];
  }, [menus]);
  useEffect(() => void loadHomeMenus(), []);
  const [signedInOnArrival] = useState(hasToken);
  // Arriving here (after sign-out too, which may reload the page): focus on the heading, not <body>.
  usePageHeadingFocus('home');

  useEffect(() => whenIdle(prefetchLoginDialog), []);
  // Opened on arrival (/login), the dialog's chunk comes before the announcements card's.
  const [dialogFirst] = useState(() => (open ? loadLoginDialog().then(noop, noop) : Promise.resolve()));
  // Once painted (an effect), and after the dialog's chunk when it came first: the announcements' chunk.
  const [announcementsWanted, setAnnouncementsWanted] = useState(false);
  useEffect(() => void dialogFirst.then(() => setAnnouncementsWanted(true)), [dialogFirst]);
  // While the visitor types their password, the signed-in layout and dashboard load (at once: a
  // log-in right after the dialog appears finds them in).
  useEffect(() => {
    if (open) prefetchSignedInShell();
  }, [open]);
  const dialogWanted = useOnceTrue(open);

  // Signed in on arrival: this page is not for them (a log-in in progress navigates by itself).
  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;

  const openShortcut = (shortcut: Shortcut) => {
    if (shortcut.requireAuth && !hasToken()) openLogin(shortcut.path);
    else navigate(shortcut.path);
  };

  const openLogin = (target: string | null) => {
    setRedirect(target);
    setTab('customer');
    setOpen(true);
  };

  return (
    <div className={styles.page} data-testid="home-page">
      <SkipLink target="home-content" />
      <header className={styles.bar}>
        <span className={styles.brand}>{title}</span>
        <LanguageMenu />
        <HomeLink />
        <NavButton
          appearance="primary"
          onClick={() => openLogin(null)}
          onPointerEnter={prefetchLoginDialog}
          onFocus={prefetchLoginDialog}
          data-testid="login-link"
        >
          {t('navbar.logIn')}
        </NavButton>
      </header>
      <section className={styles.hero}>
        <h1 className={styles.title} {...pageHeadingProps}>
          {t('home.welcome', { site: title })}
        </h1>
        <span className={styles.tagline}>{t('home.tagline')}</span>
      </section>
      <main className={styles.cards} id="home-content" tabIndex={-1}>
        {shortcuts.map((s) => (
          <ShortcutCard
            key={s.name}
            icon={<ShortcutIcon name={s.icon} />}
            title={t(s.title)}
            description={s.requireAuth ? t('home.signInToUse') : t('home.noSignIn')}
            onClick={() => openShortcut(s)}
            testId={`home-shortcut-${s.name}`}
          />
        ))}
        {/* After the shortcuts: the card comes with its call, and above them it pushed them down
            under the visitor's eyes (Lighthouse's layout shift on a phone). */}
        {announcementsWanted && (
          <Suspense fallback={null}>
            <PublicAnnouncements />
          </Suspense>
        )}
      </main>
      <HomeFooter />
      {dialogWanted && (
        <Suspense fallback={null}>
          <LoginDialog
            open={open}
            tab={tab}
            onTabChange={setTab}
            onClose={() => {
              setOpen(false);
              if (loginTab || params.has('login')) navigate('/home', { replace: true });
            }}
            submit={(role, account, password) => withSessionActions(({ signIn }) => signIn(role, account, password, destination))}
            onSuccess={() => navigate(destination, { replace: true })}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Only same-site paths, never another origin. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
