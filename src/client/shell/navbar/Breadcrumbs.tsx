// The breadcrumb (SPEC §2): always begins with the dashboard, then the menu group and the screen.
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../app/customScreens';
import { menuGroupOf, type RouteIndex, routeAt, useRouteIndex } from '../../app/routeIndex';

export interface Crumb {
  title: string;
  path?: string;
}

/** The dashboard, then the screen's menu group and the screen (a record's page has its screen's). */
export function crumbsFor(pathname: string, routes: RouteIndex): Crumb[] {
  const crumbs: Crumb[] = [{ title: 'route.dashboard', path: DASHBOARD_PATH }];
  if (pathname === DASHBOARD_PATH) return crumbs;
  const route = routeAt(routes, pathname)?.route;
  if (!route) return crumbs;
  const parent = menuGroupOf(routes, route.name);
  if (parent) crumbs.push({ title: parent.Title || `route.${parent.Name}` });
  crumbs.push({ title: route.meta.title });
  return crumbs;
}

export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname, useRouteIndex());
  return (
    <Breadcrumb aria-label={t('navbar.breadcrumb')} size="small" data-testid="breadcrumb">
      {crumbs.map((crumb, i) => (
        <Fragment key={crumb.title}>
          {i > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            <BreadcrumbButton current={i === crumbs.length - 1} onClick={crumb.path && i < crumbs.length - 1 ? () => navigate(crumb.path!) : undefined}>
              {t(crumb.title)}
            </BreadcrumbButton>
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
