// The user's columns merged with the page file's: stale and duplicate saved columns dropped, new page
// columns placed where the page puts them, never more than four frozen, the last column never hidden,
// widths kept within the limits the server accepts.
import { describe, expect, it } from 'vitest';
import { applyPreference, moveColumn, pageDefaults, setFrozen, setHidden, setWidth, toPreference } from '../../../src/client/renderer/grid/columnPreferences';
import { layoutColumns } from '../../../src/client/renderer/grid/gridLayout';

const page = [{ field: 'a', width: 100, frozen: true }, { field: 'b' }, { field: 'c', width: 80 }, { field: 'd' }];
const fields = (views: ReturnType<typeof pageDefaults>) => views.map((v) => v.column.field);

describe('column preferences', () => {
  it('without a preference, the page file decides', () => {
    const views = applyPreference(page, null);
    expect(views.map((v) => [v.column.field, v.frozen, v.hidden, v.width])).toEqual([
      ['a', true, false, 100],
      ['b', false, false, 140],
      ['c', false, false, 80],
      ['d', false, false, 140],
    ]);
  });

  it('drops saved columns the page no longer has and places new page columns after their page neighbour', () => {
    const views = applyPreference(page, { columns: [{ field: 'gone', frozen: true }, { field: 'c', width: 200 }, { field: 'a' }, { field: 'c' }] });
    // In the page file b follows a, and d follows c: each new column goes right after that neighbour.
    // The duplicate c is ignored.
    expect(fields(views)).toEqual(['c', 'd', 'a', 'b']);
    expect(views[0].width).toBe(200);
    expect(views.filter((v) => v.frozen)).toHaveLength(0);
    expect(fields(applyPreference([{ field: 'z' }, ...page], { columns: [{ field: 'b' }] }))).toEqual(['z', 'a', 'b', 'c', 'd']);
  });

  it('never freezes more than four, even from a stored preference', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((field) => ({ field }));
    const views = applyPreference(many, { columns: many.map((c) => ({ ...c, frozen: true })) });
    expect(views.filter((v) => v.frozen).map((v) => v.column.field)).toEqual(['a', 'b', 'c', 'd']);
    const refused = setFrozen(views, 'e', true);
    expect(refused).toEqual({ ok: false, reason: 'maxFrozen' });
    const unfrozen = setFrozen(views, 'a', false);
    expect(unfrozen.ok && setFrozen(unfrozen.views, 'e', true).ok).toBe(true);
  });

  it('keeps the last visible column, clamps widths and round-trips through the stored form', () => {
    let views = pageDefaults(page);
    for (const f of ['a', 'b', 'c']) views = setHidden(views, f, true);
    expect(setHidden(views, 'd', true).find((v) => v.column.field === 'd')?.hidden).toBe(false);
    expect(setWidth(views, 'd', 5).find((v) => v.column.field === 'd')?.width).toBe(40);
    expect(setWidth(views, 'd', 5000).find((v) => v.column.field === 'd')?.width).toBe(1000);
    views = moveColumn(setHidden(views, 'b', false), 3, 0);
    expect(applyPreference(page, toPreference(views))).toEqual(views);
    // Frozen columns lead in the grid, hidden ones are left out.
    expect(layoutColumns(views).columns.map((c) => c.field)).toEqual(['d', 'b']);
    expect(layoutColumns(applyPreference(page, { columns: [{ field: 'c', frozen: true }] })).columns.map((c) => c.field)).toEqual(['a', 'c', 'b', 'd']);
  });
});
