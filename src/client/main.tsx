// Start-up: site settings (for the default language), the language pack (only the shell's part for the
// signed-out home page: messageParts.ts), then the app. The site title arrives when it arrives.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchSiteName, fetchSiteSettings } from './api/authCalls';
import { App } from './app/App';
import { HomeScreen } from './app/routeScreens';
import { startSignedIn } from './app/signedInStart';
import { loadLanguage } from './i18n/i18n';
import { applyLanguage, initialLanguage } from './i18n/language';
import { ALL_PARTS, type MessagePart } from './i18n/messageParts';
import { hasToken } from './state/session';
import { loadHomeMenus, setSiteSettings, setSiteTitle } from './state/siteStore';

/** The signed-out home page's paths (/ sends a signed-out visitor home). */
const HOME_PATHS = ['/', '/home', '/login', '/adminlogin'];

/**
 * Starts loading the first screen's chunk while settings and language load; the first render waits for
 * it too (bounded), so the page paints at once, not a spinner first.
 */
function preloadFirstScreen(): Promise<unknown> {
  const path = window.location.pathname;
  // Signed in: the grants, the guard, the layout and the screen at the path (signedInStart.ts).
  if (hasToken()) return startSignedIn(path);
  if (HOME_PATHS.includes(path)) {
    // The dialog opens at once on /login, /adminlogin and /home?login=… (where / sends a signed-out visitor)
    if (path !== '/home' || window.location.search.includes('login=')) void import('./shell/login/LoginDialog');
    // Its shortcuts come from the menus, read like the site's name: drawn with them (HomePage), not grown after.
    return Promise.all([HomeScreen.preload(), loadHomeMenus()]);
  }
  return Promise.resolve();
}

/** The signed-out home page (with or without its login dialog) says nothing of the screens' part. */
function firstScreenMessages(): readonly MessagePart[] {
  return !hasToken() && HOME_PATHS.includes(window.location.pathname) ? ['shell'] : ALL_PARTS;
}

const FIRST_SCREEN_WAIT_MS = 3_000;

async function boot(): Promise<void> {
  const firstScreen = preloadFirstScreen().catch(() => undefined);
  const parts = firstScreenMessages();
  // The cookie or browser language is usually the answer: load its pack while the settings arrive.
  void loadLanguage(initialLanguage(undefined), parts).catch(() => undefined);
  const settings = await fetchSiteSettings();
  setSiteSettings(settings);
  // The site's name is in the first screen's heading: drawn with it, not after it (a longer name than
  // the fallback wrapped the home page's heading onto a second line under a phone user's eyes).
  const siteName = fetchSiteName().then(setSiteTitle, () => setSiteTitle(null));
  await applyLanguage(initialLanguage(settings.defaultLanguage), false, parts);
  await Promise.race([Promise.all([firstScreen, siteName]), new Promise((r) => setTimeout(r, FIRST_SCREEN_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Rendered as a transition, so React draws the first screen in slices and yields between them: a phone
  // stays responsive while the shell and the screen mount (one 0.5 s task before: Lighthouse's blocking time).
  const appRoot = createRoot(root);
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void boot();
