// /redirect/<fullPath>: refreshes a tab by passing through here and back (the tab bar has already
// marked the screen for a fresh mount).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function redirectTarget(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/redirect/, '') || '/';
  return `${rest.startsWith('/') ? rest : `/${rest}`}${search}`;
}

export default function RedirectPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    navigate(redirectTarget(pathname, search), { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
