// Site settings (/local/settings/site.json) and the site title from the server, fallback "F9".
import { proxy } from 'valtio';
import { DEFAULT_SITE_TITLE } from '../../shared/constants';
import type { SiteSettings } from '../api/authCalls';

export const siteState = proxy<{ settings: SiteSettings; title: string }>({
  settings: {},
  title: DEFAULT_SITE_TITLE,
});

export function setSiteSettings(settings: SiteSettings): void {
  siteState.settings = settings;
}

export function setSiteTitle(title: string | null): void {
  siteState.title = title?.trim() || DEFAULT_SITE_TITLE;
}
