// Link to the configurable external home page (site settings homePageUrl); only http(s) addresses.
// A plain anchor drawn as Fluent's Link (its chunk is not needed for /home's first paint); the focus
// ring is the shell's (theme/focusRings.ts).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../state/useStore';
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

const useStyles = makeStyles({
  link: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed, textDecorationLine: 'underline' },
  },
});

export function HomeLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  const settings = useStore(siteState, (s) => s.settings);
  const href = safeExternalUrl(settings.homePageUrl);
  if (!href) return null;
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" data-testid="home-link">
      {t('navbar.homePage')}
    </a>
  );
}
