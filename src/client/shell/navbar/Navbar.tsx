// The signed-in navbar: sidebar toggle, breadcrumb, the global search (Ctrl+K), language dropdown, size menu, external home link,
// messages with the live-update state (the real-time hub), settings and the user menu.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { NavigationRegular, SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../state/useStore';
import { appState, toggleSidebar } from '../../state/appStore';
import { changeSetting } from '../../state/settingsStore';
import { Breadcrumbs } from './Breadcrumbs';
import { GlobalSearch } from './GlobalSearch';
import { HomeLink } from './HomeLink';
import { LanguageMenu } from './LanguageMenu';
import { SizeMenu } from './SizeMenu';
import { UserMenu } from './UserMenu';

// The real-time hub (its client, badge and connection dot) loads after the shell, in its own chunk.
const HubStatus = lazy(() => import('../../hub/HubStatus'));

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    height: '50px',
    padding: '0 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
  },
  crumbs: { flexGrow: 1, minWidth: 0, overflow: 'hidden' },
});

export function Navbar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const device = useStore(appState, (s) => s.device);
  const compact = device === 'mobile';
  return (
    <header className={styles.bar} data-testid="navbar">
      <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('navbar.toggleSidebar')} onClick={toggleSidebar} data-testid="hamburger" />
      <div className={styles.crumbs}>
        {!compact && <Breadcrumbs />}
      </div>
      {!compact && <GlobalSearch />}
      <LanguageMenu compact={compact} />
      <SizeMenu compact={compact} />
      {!compact && <HomeLink />}
      <Suspense fallback={null}>
        <HubStatus />
      </Suspense>
      <Button appearance="subtle" icon={<SettingsRegular />} aria-label={t('settings.title')} onClick={() => changeSetting('showSettings', true)} data-testid="open-settings" />
      <UserMenu compact={compact} />
    </header>
  );
}
