// Renders a generated route's screen, loading its chunk on first use (routeScreens.ts: at once when
// it was fetched ahead).
import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { screenOf } from './routeScreens';
import type { AppRoute } from './routeTypes';

export function RouteScreen({ route }: { route: AppRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<Spinner size="small" style={{ marginTop: 48 }} />}>
      <Screen />
    </Suspense>
  );
}
