// The breadcrumb (SPEC §2): always begins with the dashboard, then the menu group and the screen.
import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DASHBOARD_PATH } from '../../app/customScreens';
import { permissionState } from '../../state/permissionStore';

export interface Crumb {
  title: string;
  path?: string;
}

export function crumbsFor(
  pathname: string,
  routes: ReadonlyArray<{ name: string; path: string; meta: { title: string } }>,
  menus: ReadonlyArray<{ Name: string; Parent: string | null; Title: string }>,
): Crumb[] {
  const crumbs: Crumb[] = [{ title: 'route.dashboard', path: DASHBOARD_PATH }];
  if (pathname === DASHBOARD_PATH) return crumbs;
  const route = routes.find((r) => r.path === pathname);
  if (!route) return crumbs;
  const parent = menus.find((m) => m.Name === menus.find((x) => x.Name === route.name)?.Parent);
  if (parent) crumbs.push({ title: parent.Title || `route.${parent.Name}` });
  crumbs.push({ title: route.meta.title });
  return crumbs;
}

export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { addRouters, menus } = useSnapshot(permissionState);
  const crumbs = crumbsFor(pathname, addRouters, menus);
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
