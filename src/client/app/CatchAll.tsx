// Inside the signed-in layout: a path that is a screen of the product but not granted → /401;
// anything else → /404 (SPEC §2). The screen shown when its grant was taken away goes to the dashboard
// (liveAccess.ts has said why: revokedScreens.ts).
import { Navigate, useLocation } from 'react-router-dom';
import { isKnownProtectedPath } from './fixedRoutes';
import { wasRevoked } from './revokedScreens';

export function CatchAll() {
  const { pathname } = useLocation();
  if (wasRevoked(pathname)) return <Navigate to="/dashboard" replace />;
  return <Navigate to={isKnownProtectedPath(pathname) ? '/401' : '/404'} replace />;
}
