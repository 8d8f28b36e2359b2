// The grid draws on canvas, which happy-dom cannot; component tests of the other blocks swap in this
// plain table over the same page runtime (the grid's own list): toolbar, row checkboxes, row action
// buttons, a next page, and the waiting text of a bound grid.
import { useTranslation } from 'react-i18next';
import type { GridBlock } from '../../../../src/shared/page/pageSchema';
import { ActionButton } from '../../../../src/client/renderer/actions/ActionButton';
import { usePageRuntime } from '../../../../src/client/renderer/core/pageRuntime';

export default function StandInGrid({ block }: { block: GridBlock }) {
  const runtime = usePageRuntime();
  const { t } = useTranslation();
  const own = runtime.lists.of(block);
  if (!own) return null;
  const list = own.list;
  const first = block.columns[0].field;
  return (
    <div data-grid-block={block.id ?? 'grid'}>
      {own.waiting && <p data-waiting="">{t('renderer.waitingForSource')}</p>}
      {(block.toolbar ?? []).map((id) => (
        <ActionButton key={id} actionId={id} />
      ))}
      <table>
        <tbody>
          {list.rows.map((row) => {
            const id = list.idOf(row);
            return (
              <tr key={String(id)} data-row={String(row[first])}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`select ${String(row[first])}`}
                    checked={list.selectedIds.includes(id)}
                    onChange={(e) => list.setSelectedIds(e.target.checked ? [...list.selectedIds, id] : list.selectedIds.filter((x) => x !== id))}
                  />
                </td>
                <td>{String(row[first])}</td>
                <td>
                  {(block.rowActions ?? []).map((a) => (
                    <ActionButton key={a} actionId={a} row={row} />
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <span data-testid="total">{list.total}</span>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        next page
      </button>
    </div>
  );
}
