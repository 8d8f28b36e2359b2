// The grid draws on canvas, which happy-dom cannot; component tests of the other blocks swap in this
// plain table over the same page runtime: toolbar, row checkboxes, row action buttons and a next page.
import type { GridBlock } from '../../../../src/shared/page/pageSchema';
import { ActionButton } from '../../../../src/client/renderer/actions/ActionButton';
import { usePageRuntime } from '../../../../src/client/renderer/core/pageRuntime';

export default function StandInGrid({ block }: { block: GridBlock }) {
  const runtime = usePageRuntime();
  const list = runtime.list;
  if (!list) return null;
  const first = block.columns[0].field;
  return (
    <div>
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
