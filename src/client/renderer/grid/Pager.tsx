// The grid's pager: total, page buttons (server paging from page 1) and the page size. A large list's
// total is an estimate ("about N") or a lower bound ("N+"): next follows the server's hasNext, and the
// last page is read from the end rather than by its (estimated) number.
import { Button, Dropdown, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PageJump } from './PageJump';
import { useTranslation } from 'react-i18next';
import { useControlSize } from '../../shell/theme/controlSize';
import type { ListController } from '../core/useListController';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', marginTop: tokens.spacingVerticalS },
  size: { minWidth: '96px' },
});

export const PAGE_SIZES = [10, 20, 50, 100];

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export function Pager({ list }: { list: ListController }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const control = useControlSize();
  const sizes = PAGE_SIZES.includes(list.size) ? PAGE_SIZES : [list.size, ...PAGE_SIZES].sort((a, b) => a - b);
  return (
    <nav className={styles.pager} aria-label={t('grid.pager')} data-pager="">
      <Text size={200} data-total={list.total} data-total-kind={list.totalKind}>
        {t(list.totalKind === 'about' ? 'grid.totalAbout' : list.totalKind === 'atLeast' ? 'grid.totalAtLeast' : 'grid.total', { total: list.total })}
      </Text>
      <Button size={control} appearance="subtle" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)} aria-label={t('grid.prevPage')} data-page="prev">
        ‹
      </Button>
      {pageWindow(list.page, list.pageCount).map((p, i) =>
        p === 'gap' ? (
          // Gaps carry no identity; their place in the window is their key.
          // Index keys: positional
          <Text key={`gap-${i}`}>…</Text>
        ) : (
          <Button
            key={p}
            size={control}
            appearance={p === list.page ? 'primary' : 'subtle'}
            aria-current={p === list.page ? 'page' : undefined}
            data-page={p}
            onClick={() => (p === list.pageCount && p > list.page + 1 && list.totalKind !== 'exact' ? list.lastPage() : list.setPage(p))}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        size={control}
        appearance="subtle"
        disabled={!list.hasNext}
        onClick={() => list.setPage(list.page + 1)}
        aria-label={t('grid.nextPage')}
        data-page="next"
      >
        ›
      </Button>
      <PageJump list={list} />
      <Dropdown
        size={control}
        className={styles.size}
        aria-label={t('grid.pageSize')}
        value={t('grid.perPage', { size: list.size })}
        selectedOptions={[String(list.size)]}
        onOptionSelect={(_, d) => d.optionValue && list.setPageSize(Number(d.optionValue))}
      >
        {sizes.map((s) => (
          <Option key={s} value={String(s)} text={t('grid.perPage', { size: s })}>
            {t('grid.perPage', { size: s })}
          </Option>
        ))}
      </Dropdown>
    </nav>
  );
}
