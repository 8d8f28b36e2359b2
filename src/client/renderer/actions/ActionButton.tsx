// One page action as a button; export offers its modes and file types (csv, xlsx) in a menu. Hidden unless granted (the
// runtime's grantedAction does the funcId check).
import { Button, Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../shared/page/pageSchema';
import { useControlSize } from '../../shell/theme/controlSize';
import { usePageRuntime } from '../core/pageRuntime';
import { actionVisibleOn } from '../core/visibleWhen';
import { actionLabelKey } from '../core/titles';
import type { Row } from '../core/useListController';

export interface ActionButtonProps {
  actionId: string;
  /** The row a row action acts on; absent for toolbar actions (they act on the selection). */
  row?: Row;
  /** Defaults to the size preference. */
  size?: 'small' | 'medium' | 'large';
  appearance?: 'primary' | 'secondary' | 'subtle' | 'transparent';
}

export function ActionButton({ actionId, row, size: given, appearance }: ActionButtonProps) {
  const runtime = usePageRuntime();
  const preferred = useControlSize();
  const size = given ?? preferred;
  const { t } = useTranslation();
  const action = runtime.grantedAction(actionId);
  // On a row: that row; on a toolbar: the route's record, else the selected rows.
  const records = row ? [row] : runtime.record ? [runtime.record] : (runtime.list?.selectedRows ?? []);
  if (!action || !actionVisibleOn(action.visibleWhen, records)) return null;
  const label = t(actionLabelKey(action));
  const look = appearance ?? defaultAppearance(action, row);

  const formats = action.kind === 'export' ? (action.formats ?? ['csv', 'xlsx']) : [];
  if (action.kind === 'export' && (action.modes.length > 1 || formats.length > 1)) {
    // One group per file type, each listing what to export (page, selection, everything).
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button size={size} appearance={look} data-action={action.id}>
            {label}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {formats.map((format, i) => (
              <Fragment key={format}>
                {i > 0 && <MenuDivider />}
                <MenuGroup>
                  <MenuGroupHeader>{t(`form.export.${format}`)}</MenuGroupHeader>
                  {action.modes.map((mode) => (
                    <MenuItem
                      key={mode}
                      data-export-mode={mode}
                      data-export-format={format}
                      onClick={() => void runtime.run(action, null, { exportMode: mode, exportFormat: format })}
                    >
                      {t(`grid.exportMode.${mode}`)}
                    </MenuItem>
                  ))}
                </MenuGroup>
              </Fragment>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }
  return (
    <Button size={size} appearance={look} data-action={action.id} onClick={() => void runtime.run(action, row ?? null)}>
      {label}
    </Button>
  );
}

function defaultAppearance(action: PageAction, row: Row | undefined): ActionButtonProps['appearance'] {
  if (row) return 'subtle';
  return action.kind === 'create' ? 'primary' : 'secondary';
}
