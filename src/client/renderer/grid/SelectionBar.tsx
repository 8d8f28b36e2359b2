// "N selected" above the grid, with a way to clear the selection (which outlives paging, so the count
// includes rows on other pages).
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useControlSize } from '../../shell/theme/controlSize';
import type { ListController } from '../core/useListController';

const useStyles = makeStyles({
  bar: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function SelectionBar({ list }: { list: ListController }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const size = useControlSize();
  const count = list.selectedIds.length;
  if (count === 0) return null;
  return (
    <span className={styles.bar} role="status" data-selection-count={count}>
      <Text weight="semibold">{t('grid.selectedCount', { count })}</Text>
      <Button size={size} appearance="subtle" icon={<DismissRegular />} onClick={() => list.clearSelection()} data-selection-clear="">
        {t('grid.clearSelection')}
      </Button>
    </span>
  );
}
