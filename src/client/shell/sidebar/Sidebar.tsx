// The collapsible sidebar of SPEC §2, built from the server menus: open, a Fluent Nav with the menu
// groups and a search box (pinyin too, in Chinese, when the setting is on); collapsed on a desktop, a
// rail of group icons with fly-out menus. Tab reaches the search box, then the menu tree (arrow keys
// inside); on a mobile device, an overlay that closes on navigation.
import {
  Button,
  makeStyles,
  Menu,
  MenuItem as FluentMenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  SearchBox,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { BoardRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../state/useStore';
import { DASHBOARD_NAME, DASHBOARD_PATH } from '../../app/customScreens';
import { appState, closeSidebar } from '../../state/appStore';
import { permissionState } from '../../state/permissionStore';
import { routeAt, useRouteIndex, menuGroupOf } from '../../app/routeIndex';
import { settingsState } from '../../state/settingsStore';
import { siteState } from '../../state/siteStore';
import { tagsState } from '../tags/tagsStore';
import { MenuIcon } from '../iconRegistry';
import { activeMenuName, buildMenuTree, filterMenuTree, type MenuItem } from './menuModel';
import { menuPrefetchHandlers } from './menuPrefetch';
import { loadPinyin, pinyinTexts } from './pinyinText';
import { NavDrawerBody } from '../../widgets/drawer/drawerBodies';

const useStyles = makeStyles({
  rail: {
    width: '56px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    paddingTop: '8px',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    height: '100vh',
    position: 'sticky',
    top: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
  },
  logo: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
  // Never squeezed by a wide page (a large size preference, a wide grid).
  drawer: { width: '220px', flexShrink: 0, height: '100vh', position: 'sticky', top: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'stretch' },
});

export function Sidebar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const app = useStore(appState);
  const settings = useStore(settingsState);
  const menus = useStore(permissionState, (s) => s.menus);
  const addRouters = useStore(permissionState, (s) => s.addRouters);
  const siteTitle = useStore(siteState, (s) => s.title);
  const [query, setQuery] = useState('');
  const [pinyinReady, setPinyinReady] = useState(false);
  const pinyinOn = settings.supportPinyinSearch && (app.language === 'zh' || app.language === 'tr');

  useEffect(() => {
    if (pinyinOn && query) loadPinyin().then(() => setPinyinReady(true), () => setPinyinReady(false));
  }, [pinyinOn, query]);

  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const shown = useMemo(
    () =>
      filterMenuTree(tree, query, (item) => {
        const title = t(item.title);
        return pinyinOn && pinyinReady ? [title, item.name, ...pinyinTexts(title)] : [title, item.name];
      }),
    [tree, query, t, pinyinOn, pinyinReady],
  );
  const routes = useRouteIndex();
  const route = routeAt(routes, location.pathname)?.route;
  const selected = activeMenuName(route?.name, route?.meta.activeMenu) ?? (location.pathname === DASHBOARD_PATH ? DASHBOARD_NAME : undefined);
  const parentOf = (name: string | undefined) => menuGroupOf(routes, name)?.Name;
  const selectedGroup = parentOf(selected);
  // The current screen's group is open from the first render (a reload on a grouped page), not opened by
  // the effect below after it: that drew the whole menu twice in the task that first shows the page.
  const [openGroups, setOpenGroups] = useState<string[]>(() => (selectedGroup ? [selectedGroup] : []));
  useEffect(() => {
    if (selectedGroup) setOpenGroups((open) => (open.includes(selectedGroup) ? open : [...open, selectedGroup]));
  }, [selectedGroup]);

  const go = (item: MenuItem | undefined) => {
    if (!item) return;
    navigate(item.path);
    if (app.device === 'mobile') closeSidebar(false);
  };
  const toggleGroup = (name: string) => setOpenGroups((open) => (open.includes(name) ? open.filter((n) => n !== name) : [...open, name]));
  // Tree keys inside the menu (Up/Down and Enter come from Fluent's Nav): Right opens a group, Left
  // closes it, and Left on an entry goes back to its group.
  const onTreeKeys = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const target = event.target as HTMLElement;
    const group = target.getAttribute('data-menu-group');
    const entry = target.getAttribute('data-menu');
    const shownOpen = query ? shown.map((g) => g.name) : openGroups;
    if (group && (event.key === 'ArrowRight') !== shownOpen.includes(group)) {
      event.preventDefault();
      if (!query) toggleGroup(group);
    } else if (entry && event.key === 'ArrowLeft') {
      event.preventDefault();
      const parent = parentOf(entry);
      if (parent) event.currentTarget.querySelector<HTMLElement>(`[data-menu-group="${parent}"]`)?.focus();
    }
  };
  const prefetch = menuPrefetchHandlers(tree, addRouters, (path) => tagsState.visitedViews.some((v) => v.path === path));
  const findItem = (name: string) => (name === DASHBOARD_NAME ? { name, path: DASHBOARD_PATH, title: '', icon: '', children: [] } : tree.flatMap((g) => g.children).find((c) => c.name === name));

  if (!app.sidebar.opened && app.device === 'desktop') {
    return (
      <nav className={styles.rail} aria-label={t('navbar.menu')} data-testid="sidebar" data-state="collapsed" {...prefetch}>
        <Tooltip content={t('route.dashboard')} relationship="label" positioning="after">
          <Button appearance={selected === DASHBOARD_NAME ? 'primary' : 'subtle'} icon={<BoardRegular />} onClick={() => navigate(DASHBOARD_PATH)} data-menu={DASHBOARD_NAME} />
        </Tooltip>
        {tree.map((group) => (
          <Menu key={group.name} positioning="after-top">
            <MenuTrigger disableButtonEnhancement>
              <Tooltip content={t(group.title)} relationship="label" positioning="after">
                <Button appearance={selectedGroup === group.name ? 'primary' : 'subtle'} icon={<MenuIcon name={group.icon} />} data-menu-group={group.name} />
              </Tooltip>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {group.children.map((item) => (
                  <FluentMenuItem key={item.name} icon={<MenuIcon name={item.icon} />} onClick={() => go(item)} data-menu={item.name}>
                    {t(item.title)}
                  </FluentMenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ))}
      </nav>
    );
  }

  return (
    <NavDrawer
      className={styles.drawer}
      type={app.device === 'mobile' ? 'overlay' : 'inline'}
      open={app.sidebar.opened}
      onOpenChange={(_, data) => {
        if (!data.open) closeSidebar(false);
      }}
      selectedValue={selected ?? ''}
      selectedCategoryValue={selectedGroup ?? ''}
      openCategories={query ? shown.map((g) => g.name) : openGroups}
      onNavCategoryItemToggle={(_, data) => toggleGroup(String(data.categoryValue ?? data.value))}
      onNavItemSelect={(_, data) => go(findItem(String(data.value)))}
      data-testid="sidebar"
      data-state="open"
    >
      {/* The header stays put while the body scrolls, so the menu search stays in view. */}
      <NavDrawerHeader className={styles.header}>
        {settings.sidebarLogo && (
          <span className={styles.logo} data-testid="sidebar-logo">
            {siteTitle}
          </span>
        )}
        {/* In the header, which stays put while the body scrolls (so it stays in view), and outside the
            body's arrow-key group, so Tab goes from the search box into the menu tree. */}
        <SearchBox
          size="small"
          placeholder={t('navbar.searchMenu')}
          value={query}
          onChange={(_, d) => setQuery(d.value)}
          aria-label={t('navbar.searchMenu')}
          data-testid="sidebar-search"
        />
      </NavDrawerHeader>
      <NavDrawerBody onKeyDown={onTreeKeys} {...prefetch}>
        <NavItem value={DASHBOARD_NAME} icon={<BoardRegular />} data-menu={DASHBOARD_NAME}>
          {t('route.dashboard')}
        </NavItem>
        {shown.map((group) => (
          <NavCategory key={group.name} value={group.name}>
            <NavCategoryItem icon={<MenuIcon name={group.icon} />} data-menu-group={group.name}>
              {t(group.title)}
            </NavCategoryItem>
            <NavSubItemGroup>
              {group.children.map((item) => (
                <NavSubItem key={item.name} value={item.name} data-menu={item.name}>
                  {t(item.title)}
                </NavSubItem>
              ))}
            </NavSubItemGroup>
          </NavCategory>
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
