// What happens on every navigation: the version check, the document title, and on a mobile device
// the sidebar closing. Also tracks the viewport: under 992 px the device is mobile and the sidebar closes.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { routeAt, useRouteIndex } from '../app/routeIndex';
import { appState, closeSidebar, setDevice } from '../state/appStore';
import { siteState } from '../state/siteStore';
import { checkVersion } from './versionCheck';

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

export function NavigationEffects() {
  const { t } = useTranslation();
  const location = useLocation();
  const siteTitle = useStore(siteState, (s) => s.title);
  const routes = useRouteIndex();

  useEffect(() => {
    void checkVersion();
    if (appState.device === 'mobile' && appState.sidebar.opened) closeSidebar(false);
  }, [location.pathname]);

  useEffect(() => {
    const route = routeAt(routes, location.pathname)?.route;
    document.title = route ? `${t(route.meta.title)} - ${siteTitle}` : siteTitle;
  }, [location.pathname, routes, siteTitle, t]);

  useEffect(() => {
    const onResize = () => {
      const mobile = isMobileWidth(window.innerWidth);
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) closeSidebar(true);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return null;
}
