// Renders a generated route's screen, loading its chunk on first use (one lazy component per route).
import { Spinner } from '@fluentui/react-components';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import type { AppRoute } from './routeTypes';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function screenOf(route: AppRoute): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(route.name);
  if (!screen) {
    screen = lazy(route.load);
    lazyScreens.set(route.name, screen);
  }
  return screen;
}

export function RouteScreen({ route }: { route: AppRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<Spinner size="small" style={{ marginTop: 48 }} />}>
      <Screen />
    </Suspense>
  );
}
