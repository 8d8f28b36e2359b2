// Site settings (/local/settings/site.json), the site title from the server, fallback "F9", and the
// public home menu: what the site is, read once at start-up (main.tsx) before the first screen paints.
import { proxy, ref } from 'valtio';
import { DEFAULT_SITE_TITLE } from '../../shared/constants';
import { fetchHomeMenus, type HomeMenu, type SiteSettings } from '../api/authCalls';

export const siteState = proxy<{ settings: SiteSettings; title: string; homeMenus: readonly HomeMenu[] | null }>({
  settings: {},
  title: DEFAULT_SITE_TITLE,
  homeMenus: null,
});

let homeMenusAsked: Promise<void> | null = null;

/**
 * The home page's menu entries, read once per page load (at start-up on the home page, else when it is
 * first shown): a failed read is asked again next time, and meanwhile the home page shows its fallback.
 */
export function loadHomeMenus(): Promise<void> {
  return (homeMenusAsked ??= fetchHomeMenus().then(
    (menus) => void (siteState.homeMenus = ref([...menus])),
    () => void (homeMenusAsked = null),
  ));
}

export function setSiteSettings(settings: SiteSettings): void {
  siteState.settings = settings;
}

export function setSiteTitle(title: string | null): void {
  siteState.title = title?.trim() || DEFAULT_SITE_TITLE;
}
