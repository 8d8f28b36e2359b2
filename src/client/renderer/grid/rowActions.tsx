// Row actions within reach: a narrow "⋯" column frozen at the grid's left opens the row's menu (Edit,
// Set as default, Delete ...), so however wide the grid scrolls the actions never leave the screen.
// Right click on any cell opens the same menu.
import { type GridCell, GridCellKind, type GridColumn } from '@glideapps/glide-data-grid';
import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../shared/page/pageSchema';
import { actionLabelKey } from '../core/titles';
import { ACTIONS_COLUMN_WIDTH } from './gridLayout';
import type { Row } from '../core/useListController';

export const ACTIONS_COLUMN = '__actions';

/** Too narrow for a header text: the header stays empty, each cell shows "⋯". */
export function actionsColumn(): GridColumn {
  return { id: ACTIONS_COLUMN, title: '', width: ACTIONS_COLUMN_WIDTH };
}

/** The "⋯" of a row; its accessible text names the actions it opens (none offered: empty). */
export function actionsCell(labels: string[]): GridCell {
  return { kind: GridCellKind.Text, data: labels.join(', '), displayData: labels.length > 0 ? '⋯' : '', allowOverlay: false, readonly: true, contentAlign: 'center', cursor: 'pointer' };
}

export interface RowMenuState {
  row: Row;
  x: number;
  y: number;
}

export function RowMenu({ menu, actions, onClose, onRun }: { menu: RowMenuState; actions: PageAction[]; onClose(): void; onRun(action: PageAction, row: Row): void }) {
  const { t } = useTranslation();
  const point = { x: menu.x, y: menu.y, left: menu.x, top: menu.y, right: menu.x, bottom: menu.y, width: 0, height: 0 };
  return (
    <Menu open onOpenChange={(_, d) => !d.open && onClose()} positioning={{ target: { getBoundingClientRect: () => point } }}>
      <MenuPopover data-row-menu="">
        <MenuList>
          {actions.map((a) => (
            <MenuItem
              key={a.id}
              data-action={a.id}
              onClick={() => {
                onClose();
                onRun(a, menu.row);
              }}
            >
              {t(actionLabelKey(a))}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
