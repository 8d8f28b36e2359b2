// Renders a generated route's screen, loading its chunk on first use (routeScreens.ts: at once when
// it was fetched ahead).
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { DeferredSpinner } from './DeferredSpinner';
import { routeAt, useRouteIndex, useScreenPath } from './routeIndex';
import { CatchAllScreen, screenOf } from './routeScreens';
import type { AppRoute } from './routeTypes';

/** Inside the layout: the granted route at the path (its own path or a record of it), else the catch-all (/401 or /404). */
export function GrantedRouteScreen() {
  const match = routeAt(useRouteIndex(), useScreenPath());
  return match ? <RouteScreen route={match.route} /> : <CatchAllScreen />;
}

export function RouteScreen({ route }: { route: AppRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<DeferredSpinner size="small" style={{ marginTop: 48 }} />}>
      <Screen />
    </Suspense>
  );
}
