// Tab and Shift+Tab leave the grid (WCAG 2.1.2, no keyboard trap): glide moves the selected cell with
// them by default, so a keyboard user with a cell selected could never Tab out. Arrows still move cells.
import type { DataEditorProps } from '@glideapps/glide-data-grid';

export const GRID_KEYBINDINGS: DataEditorProps['keybindings'] = { goLeftCell: 'ArrowLeft', goRightCell: 'ArrowRight' };
