// Drives the canvas grid in the browser: reads cells and headers from glide-data-grid's accessibility
// table (rendered inside the canvas) and clicks by geometry (marker column, row-actions column when
// the user holds row actions, header, cell). Data columns are counted from 0 after those two.
import type { Locator, Page } from 'playwright-core';
import { ACTIONS_COLUMN_WIDTH } from '../../../src/client/renderer/grid/gridLayout';

/** The marker (checkbox) column: glide's default width for up to 100 rows. */
const MARKER_WIDTH = 32;

/**
 * The grid the user sees: kept-alive screens (KeepAliveOutlet) keep their grids in the page, hidden,
 * so the first `[data-block="grid"]` may be another screen's. `:visible` is Playwright's CSS extension.
 */
const GRID = '[data-block="grid"]:visible';

export interface GridGeometry {
  /** Widths of the data columns, left to right, as the page file gives them (frozen ones first). */
  widths: number[];
  rowHeight: number;
  /** False for a grid whose rows cannot be selected (`selectable: false`): it draws no marker column. */
  marker?: boolean;
  /** Which visible grid of the page, from 0 (a delivery log under its webhooks); the first by default. */
  index?: number;
}

export class GridDriver {
  constructor(
    private readonly page: Page,
    private readonly geometry: GridGeometry,
  ) {}

  /** The visible grid block (the first one, or `index`'s, when a page shows several: related lists). */
  private get grid() {
    return this.page.locator(GRID).nth(this.geometry.index ?? 0);
  }

  /** Glide's columns before the data: the marker column, unless the grid draws none. */
  private get markerColumns(): number {
    return this.geometry.marker === false ? 0 : 1;
  }

  private get markerWidth(): number {
    return this.geometry.marker === false ? 0 : MARKER_WIDTH;
  }

  private get canvas() {
    return this.grid.locator('[data-testid="data-grid-canvas"]').first();
  }

  async box() {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('grid canvas not visible');
    return box;
  }

  /** 1 when the leading "⋯" row-actions column is shown. */
  async actionsOffset(): Promise<number> {
    // The visible grid's, as the canvas: a page with related lists has several.
    return (await this.grid.locator('[data-grid-actions]').first().getAttribute('data-grid-actions')) === 'true' ? 1 : 0;
  }

  /** Text of a data cell (0-based data column and row). */
  async cell(col: number, row: number): Promise<string> {
    const offset = await this.actionsOffset();
    return (await this.grid.locator(`[data-testid="glide-cell-${col + this.markerColumns + offset}-${row}"]`).first().textContent()) ?? '';
  }

  /**
   * Every cell of a data column, read at one moment: the row count and the cells together, so a list
   * that is replaced meanwhile (a search's answer arriving) gives one whole answer, never a wait for a
   * row that is gone. Waits only for the accessibility table to have drawn each row it counts.
   */
  async column(col: number): Promise<string[]> {
    const handle = await this.page.waitForFunction((c) => {
      // The visible grid block (GRID), found in the page: a hidden one takes no room on screen.
      const block = Array.from(document.querySelectorAll('[data-block="grid"]')).find((g) => g.getClientRects().length > 0);
      const grid = block?.querySelector('[data-grid-rows]');
      if (!block || !grid) return false;
      const offset = block.querySelector('[data-grid-actions]')?.getAttribute('data-grid-actions') === 'true' ? 1 : 0;
      const cells: string[] = [];
      for (let r = 0; r < Number(grid.getAttribute('data-grid-rows')); r++) {
        const cell = block.querySelector(`[data-testid="glide-cell-${c + 1 + offset}-${r}"]`);
        if (!cell) return false;
        cells.push(cell.textContent ?? '');
      }
      return cells;
    }, col);
    return (await handle.jsonValue()) as string[];
  }

  /** Waits (the accessibility table follows the canvas a frame later) until a column reads `values`. */
  async waitColumn(col: number, values: string[]): Promise<void> {
    const c0 = col + (await this.actionsOffset());
    await this.page
      .waitForFunction(
        ([c, want]) => {
          const block = Array.from(document.querySelectorAll('[data-block="grid"]')).find((g) => g.getClientRects().length > 0);
          const got: string[] = [];
          for (let r = 0; r < want.length + 1; r++) {
            const cell = block?.querySelector(`[data-testid="glide-cell-${c + 1}-${r}"]`);
            if (cell) got.push(cell.textContent ?? '');
          }
          return JSON.stringify(got) === JSON.stringify(want);
        },
        [c0, values] as const,
      )
      .catch(() => undefined);
  }

  /** Waits until the first cell of a column reads `value`. */
  async waitCell(col: number, row: number, value: string): Promise<void> {
    const c0 = col + (await this.actionsOffset());
    await this.page
      .waitForFunction(
        ([id, v]) => Array.from(document.querySelectorAll('[data-block="grid"]')).find((g) => g.getClientRects().length > 0)?.querySelector(`[data-testid="${id}"]`)?.textContent === v,
        [`glide-cell-${c0 + 1}-${row}`, value] as const,
      )
      .catch(() => undefined);
  }

  async rowCount(): Promise<number> {
    return Number(await this.grid.locator('[data-grid-rows]').first().getAttribute('data-grid-rows'));
  }

  async waitRows(n: number): Promise<void> {
    await this.grid.locator(`[data-grid-rows="${n}"]`).first().waitFor();
  }

  /** The rows the grid draws once its list has loaded, whatever their number (0 when it says it is empty). */
  async loadedRows(): Promise<number> {
    await this.grid.locator('[data-grid-empty], [data-grid-rows]:not([data-grid-rows="0"])').first().waitFor();
    if ((await this.grid.locator('[data-grid-empty]').count()) > 0) return 0;
    return Number(await this.grid.locator('[data-grid-rows]').first().getAttribute('data-grid-rows'));
  }

  /** Headers of the data columns (the row-actions column has none). */
  async headers(): Promise<string[]> {
    const all = await this.canvas.locator('th[role="columnheader"]').allTextContents();
    return all.slice(await this.actionsOffset());
  }

  /** Waits until the first header carries this sort mark ('' for none). */
  async waitHeaderMark(mark: '▲' | '▼' | ''): Promise<void> {
    const offset = await this.actionsOffset();
    await this.page.waitForFunction(
      ([m, o]) => {
        const th = Array.from(document.querySelectorAll('[data-block="grid"]')).find((g) => g.getClientRects().length > 0)?.querySelectorAll('th[role="columnheader"]')[o];
        const text = th?.textContent ?? '';
        return m === '' ? !!th && !text.endsWith('▲') && !text.endsWith('▼') : text.endsWith(m);
      },
      [mark, offset] as const,
    );
  }

  private async x(col: number): Promise<number> {
    let x = this.markerWidth + (await this.actionsOffset()) * ACTIONS_COLUMN_WIDTH;
    for (let c = 0; c < col; c++) x += this.geometry.widths[c];
    return x + this.geometry.widths[col] / 2;
  }

  private y(row: number): number {
    return this.geometry.rowHeight * (row + 1) + this.geometry.rowHeight / 2;
  }

  async clickHeader(col: number): Promise<void> {
    const b = await this.box();
    await this.page.mouse.click(b.x + (await this.x(col)), b.y + this.geometry.rowHeight / 2);
  }

  async clickCell(col: number, row: number): Promise<void> {
    const b = await this.box();
    await this.page.mouse.click(b.x + (await this.x(col)), b.y + this.y(row));
  }

  /** Double-clicks the row (its first data cell, a few pixels in): the page's `rowDoubleClick` action. */
  async doubleClickRow(row: number): Promise<void> {
    const b = await this.box();
    await this.page.mouse.dblclick(b.x + this.markerWidth + (await this.actionsOffset()) * ACTIONS_COLUMN_WIDTH + 12, b.y + this.y(row));
  }

  async toggleRow(row: number): Promise<void> {
    const b = await this.box();
    await this.page.mouse.click(b.x + MARKER_WIDTH / 2, b.y + this.y(row));
  }

  /** Drags down the checkbox column from one row to another: every row passed is selected. */
  async dragSelect(fromRow: number, toRow: number): Promise<void> {
    const b = await this.box();
    await this.page.mouse.move(b.x + MARKER_WIDTH / 2, b.y + this.y(fromRow));
    await this.page.mouse.down();
    await this.page.mouse.move(b.x + MARKER_WIDTH / 2, b.y + this.y(toRow), { steps: 8 });
    await this.page.mouse.up();
  }

  async selectedRowCount(): Promise<number> {
    return this.canvas.locator('tr[aria-selected="true"]').count();
  }

  /** Opens the row's action menu (right click on its first cell) and picks an action. */
  async rowAction(row: number, actionId: string): Promise<void> {
    const b = await this.box();
    await this.page.mouse.click(b.x + (await this.x(0)), b.y + this.y(row), { button: 'right' });
    await this.page.click(`[data-row-menu] [data-action="${actionId}"]`);
  }

  /** Waits until the cell shows some text and returns it. */
  async cellText(col: number, row: number): Promise<string> {
    const id = `glide-cell-${col + (await this.actionsOffset()) + this.markerColumns}-${row}`;
    const handle = await this.page.waitForFunction((testId) => Array.from(document.querySelectorAll('[data-block="grid"]')).find((g) => g.getClientRects().length > 0)?.querySelector(`[data-testid="${testId}"]`)?.textContent || false, id);
    return String(await handle.jsonValue());
  }

  /**
   * The ids of the actions the row's menu offers, [] when none applies to the row (its "⋯" cell names
   * none, in the accessibility table, and a click opens no menu). An open menu is closed again.
   * Read from the cell first, not from whether a menu showed soon after the click: the menu opens a
   * task or more after the click, later on a busy machine, and "not yet" is no answer.
   */
  async rowMenuActions(row: number): Promise<string[]> {
    if ((await this.actionsOffset()) === 0) return [];
    const offered = await this.grid.locator(`[data-testid="glide-cell-${this.markerColumns}-${row}"]`).first().textContent();
    if (!offered) return [];
    const menu = await this.openRowMenu(row);
    const ids = await menu.locator('[data-action]').evaluateAll((items) => items.map((i) => i.getAttribute('data-action') ?? ''));
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    return ids;
  }

  /** Opens the row's action menu from its "⋯" button and answers it, for a test to read before it picks. */
  async openRowMenu(row: number): Promise<Locator> {
    const b = await this.box();
    await this.page.mouse.click(b.x + this.markerWidth + ACTIONS_COLUMN_WIDTH / 2, b.y + this.y(row));
    const menu = this.page.locator('[data-row-menu]');
    await menu.waitFor();
    return menu;
  }

  /** Opens the row's action menu from its "⋯" button and picks an action. */
  async rowMenuAction(row: number, actionId: string): Promise<void> {
    const b = await this.box();
    await this.page.mouse.click(b.x + this.markerWidth + ACTIONS_COLUMN_WIDTH / 2, b.y + this.y(row));
    await this.page.click(`[data-row-menu] [data-action="${actionId}"]`);
  }
}
