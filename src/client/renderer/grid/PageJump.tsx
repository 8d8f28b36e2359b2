// "Go to page": a page number typed and confirmed with Enter. Jumps read by number (OFFSET), so they
// stay possible however large or estimated the total is.
import { Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlSize } from '../../shell/theme/controlSize';
import type { ListController } from '../core/useListController';

const useStyles = makeStyles({ jump: { width: '72px' } });

export function PageJump({ list }: { list: ListController }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const control = useControlSize();
  const [text, setText] = useState('');
  const go = () => {
    const n = Number(text);
    // Only whole page numbers from 1 to the last known page; anything else is left in the box to correct.
    if (!Number.isInteger(n) || n < 1 || n > list.pageCount) return;
    setText('');
    if (n === list.pageCount && list.totalKind !== 'exact' && n > list.page + 1) list.lastPage();
    else list.setPage(n);
  };
  return (
    <Input
      size={control}
      className={styles.jump}
      type="number"
      min={1}
      max={list.pageCount}
      aria-label={t('grid.jumpToPage')}
      placeholder={t('grid.jump')}
      value={text}
      onChange={(_, d) => setText(d.value)}
      onKeyDown={(e) => e.key === 'Enter' && go()}
      data-page-jump=""
    />
  );
}
