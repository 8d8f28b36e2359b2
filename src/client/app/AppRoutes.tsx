// The route table: public routes (SPEC §2), then the signed-in layout holding the routes generated from
// the grants. Every screen is its own lazily loaded chunk (the home page, the layout and the route
// screens drawn at once when fetched ahead: routeScreens.ts). The granted routes are not a <Route>
// each: one catch-all looks the path up in the grants' index (GrantedRouteScreen), as react-router
// ranked and compiled all ~200 patterns (each route and its `/:id`) on every navigation.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { withAllMessages } from '../i18n/i18n';
import { PUBLIC_SCREENS } from './publicRoutes';
import { GrantedRouteScreen } from './RouteScreen';
import { GuardScreen, HomeScreen, LayoutScreen } from './routeScreens';
import { DeferredSpinner } from './DeferredSpinner';

// Each with every message of the language: /home paints with the shell's part only (messageParts.ts).
const ErrorPage = lazy(withAllMessages(() => import('../pages/ErrorPage')));
const AuthTokenPage = lazy(withAllMessages(() => import('../pages/AuthTokenPage')));
const PublicPageScreen = lazy(withAllMessages(() => import('../pages/PublicPageScreen')));
const RedirectPage = lazy(withAllMessages(() => import('../pages/RedirectPage')));

export function AppRoutes() {
  // Padding, not margin: a margin collapses through to <body>, which then jumps as the screen replaces
  // the spinner (a layout shift Lighthouse counted as 0.2 CLS on every first load).
  return (
    <Suspense fallback={<DeferredSpinner style={{ paddingTop: '30vh' }} />}>
      <Routes>
        <Route path="/home" element={<HomeScreen />} />
        <Route path="/login" element={<HomeScreen loginTab="user" />} />
        <Route path="/adminlogin" element={<HomeScreen loginTab="admin" />} />
        <Route path="/404" element={<ErrorPage kind="404" />} />
        <Route path="/401" element={<ErrorPage kind="401" />} />
        <Route path="/authtoken" element={<AuthTokenPage />} />
        {PUBLIC_SCREENS.map((screen) => (
          <Route key={screen.path} path={screen.path} element={<PublicPageScreen screen={screen} />} />
        ))}
        <Route
          element={
            <GuardScreen>
              <LayoutScreen />
            </GuardScreen>
          }
        >
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          {/* A granted route's path, or its path and a record id (`/setData/setAddress/:id`); anything else is /401 or /404. */}
          <Route path="*" element={<GrantedRouteScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
