// The signed-in layout (SPEC §1, §2): sidebar, navbar, tab bar, the keep-alive outlet, the settings
// panel and the change-password dialog. Every navigation adds its tab.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { routeAt, useRouteIndex } from '../app/routeIndex';
import { settingsState } from '../state/settingsStore';
import { usePageHeadingFocus } from './focus/pageHeading';
import { SkipLink } from './focus/SkipLink';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Navbar } from './navbar/Navbar';
import { ChangePasswordDialog } from './password/ChangePasswordDialog';
import { SettingsPanel } from './SettingsPanel';
import { Sidebar } from './sidebar/Sidebar';
import { TagsView } from './tags/TagsView';
import { visit } from './tags/tagsStore';
import './printStyles.css';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground3 },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  fixed: { position: 'sticky', top: 0, zIndex: 10 },
  content: { flexGrow: 1, padding: '12px', minWidth: 0, ':focus': { outline: 'none' } },
  // The sidebar's wrapper takes no box of its own: it only marks the sidebar for the print stylesheet.
  chrome: { display: 'contents' },
});

export default function Layout() {
  const styles = useStyles();
  const location = useLocation();
  const settings = useStore(settingsState);
  const routes = useRouteIndex();
  // After sign-in and every navigation, focus starts at the new screen's heading.
  usePageHeadingFocus(location.pathname);

  useLayoutEffect(() => {
    const match = routeAt(routes, location.pathname);
    // A record's page (`<path>/:id`) opens no tab of its own.
    if (!match || match.recordId !== undefined || match.route.redirect) return;
    const { route } = match;
    visit({
      fullPath: location.pathname + location.search,
      path: location.pathname,
      name: route.name,
      title: route.meta.title,
      affix: Boolean(route.meta.affix),
      noCache: route.meta.noCache,
    });
  }, [location.pathname, location.search, routes]);

  return (
    <div className={styles.root} data-testid="layout">
      <div className={styles.chrome} data-print="hide">
        <SkipLink target="f9-content" />
        <Sidebar />
      </div>
      <div className={styles.main}>
        <div className={settings.fixedHeader ? styles.fixed : undefined} data-testid="header" data-print="hide">
          <Navbar />
          {settings.tagsView && <TagsView />}
        </div>
        <main className={styles.content} id="f9-content" tabIndex={-1}>
          <KeepAliveOutlet />
        </main>
      </div>
      <SettingsPanel />
      <ChangePasswordDialog />
    </div>
  );
}
