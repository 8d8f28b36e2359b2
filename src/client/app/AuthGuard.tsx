// The guard of SPEC §4 in front of the authenticated layout: no token → the home page with the login
// dialog (or /404 for a path that is nothing at all); a token but no routes yet → load the grants,
// which re-renders the router and so retries the navigation; loading fails → local log-out,
// "Verification failed, please login again", back home.
import { Spinner } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../state/useStore';
import { notify } from '../api/notify';
import { permissionState } from '../state/permissionStore';
import { hasToken } from '../state/session';
import { isKnownProtectedPath } from './fixedRoutes';
import { loadPermissions } from './loadPermissions';
import { clearLocalSession } from './sessionActions';

export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const loaded = useStore(permissionState, (s) => s.loaded);
  const signedIn = hasToken();

  useEffect(() => {
    if (!signedIn || loaded) return;
    loadPermissions().catch(() => {
      clearLocalSession();
      notify('error', t('errors.verificationFailed'));
      navigate('/home?login=user', { replace: true });
    });
  }, [signedIn, loaded, navigate, t]);

  if (!signedIn) {
    const path = location.pathname;
    const protectedPath = path === '/' || path.startsWith('/redirect/') || isKnownProtectedPath(path);
    if (!protectedPath) return <Navigate to="/404" replace />;
    const redirect = path === '/' || path === '/dashboard' ? '' : `&redirect=${encodeURIComponent(path + location.search)}`;
    return <Navigate to={`/home?login=user${redirect}`} replace />;
  }
  if (!loaded) {
    return <Spinner style={{ paddingTop: '30vh' }} label={t('common.loading')} data-testid="route-loading" />;
  }
  return <>{children}</>;
}
