// Renders a generated route's screen, loading its chunk on first use (routeScreens.ts: at once when
// it was fetched ahead).
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { DeferredSpinner } from './DeferredSpinner';
import { screenOf } from './routeScreens';
import type { AppRoute } from './routeTypes';

export function RouteScreen({ route }: { route: AppRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<DeferredSpinner size="small" style={{ marginTop: 48 }} />}>
      <Screen />
    </Suspense>
  );
}
