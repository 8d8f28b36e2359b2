// The reports bound to the page's menu (reportManager/menuReport), on any page: a "Reports (n)" menu
// button beside the title when the menu has some; each report opens its parameter form, result and
// xlsx export (ReportRunDialog, a lazy chunk: it carries RJSF). Reports bind only to administrators'
// menus (their views span every company), so only an administrator on such a menu asks for them.
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminMenu } from '../../../shared/menus/menuTree';
import { Calls } from '../../../shared/wire/calls';
import { getRole } from '../../state/session';
import { useControlSize } from '../../shell/theme/controlSize';
import { usePathRead } from '../../api/reads';
import { useRendererEnv } from '../core/rendererEnv';
import type { BoundReport } from './boundReport';

const ReportRunDialog = lazy(() => import('./ReportRunDialog'));

export function MenuReports({ menu }: { menu: string }) {
  const { t } = useTranslation();
  const env = useRendererEnv();
  const size = useControlSize();
  const [open, setOpen] = useState<BoundReport | null>(null);
  // Silent: a page works the same without its reports. Asked afresh per visit, in the user's language.
  const asked = usePathRead<{ reports?: BoundReport[] }>(env, Calls.boundReports, { menuCd: menu }, { silent: true, fresh: true, enabled: isAdminMenu(menu) && getRole() === 'admin' });
  const reports = asked.data?.reports ?? [];

  if (reports.length === 0) return null;
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size={size} appearance="secondary" data-menu-reports={reports.length}>
            {t('renderer.menuReports.button', { count: reports.length })}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList aria-label={t('renderer.menuReports.menuLabel')}>
            {reports.map((r) => (
              <MenuItem key={r.code} data-menu-report={r.code} onClick={() => setOpen(r)}>
                {r.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {open && (
        <Suspense fallback={null}>
          <ReportRunDialog menu={menu} report={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
