// Inside the signed-in layout: a path that is a screen of the product but not granted → /401;
// anything else → /404 (SPEC §2).
import { Navigate, useLocation } from 'react-router-dom';
import { isKnownProtectedPath } from './fixedRoutes';

export function CatchAll() {
  const { pathname } = useLocation();
  return <Navigate to={isKnownProtectedPath(pathname) ? '/401' : '/404'} replace />;
}
