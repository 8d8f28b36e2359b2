// Link to the configurable external home page (site settings homePageUrl); only http(s) addresses.
import { Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { siteState } from '../../state/siteStore';

export function safeExternalUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function HomeLink() {
  const { t } = useTranslation();
  const { settings } = useSnapshot(siteState);
  const href = safeExternalUrl(settings.homePageUrl);
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" data-testid="home-link">
      {t('navbar.homePage')}
    </Link>
  );
}
