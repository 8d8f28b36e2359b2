// Line items in a form (a child collection): add, copy, remove, keys, exact totals, a number kept as
// typed until the cell is left, errors of the browser's validator and of the server (10002, naming the
// line) on the right row and cell.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { PARCEL_FORM_SCHEMA, parcelPage } from './support/parcelPage';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

async function openNewParcel(language: 'en' | 'zh' = 'en') {
  const data = memoryProvider({ testParcel: [] });
  renderPage(parcelPage, { data, language, funcs: ['testParcels.create'] });
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'New' : '新增' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => {
    if (!dialog.querySelector('[data-field="lineItems"]')) throw new Error('form not drawn yet');
  });
  const cell = (line: number, col: string) => {
    const el = dialog.querySelector<HTMLInputElement>(`[data-line="${line}"][data-col="${col}"]`);
    if (!el) throw new Error(`no cell ${line}/${col}`);
    return el;
  };
  // As a person types a cell and moves on: leaving the cell hands its text to the form at once.
  const type = (line: number, col: string, value: string) => {
    fireEvent.change(cell(line, col), { target: { value } });
    fireEvent.blur(cell(line, col));
  };
  const rows = () => dialog.querySelectorAll('[data-line-row]').length;
  const total = (col: string) => dialog.querySelector(`[data-total="${col}"]`)?.textContent;
  const add = () => fireEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Add line' : '添加行' }));
  /** Two lines whose weights in floats would not add up exactly (0.1 + 0.2). */
  const typeTwoLines = () => {
    type(0, 'sku', 'BOX-S');
    type(0, 'quantity', '2');
    type(0, 'weightKg', '0.1');
    type(1, 'sku', 'BOX-L');
    type(1, 'quantity', '3');
    type(1, 'weightKg', '0.2');
  };
  return { data, dialog, cell, type, rows, total, add, typeTwoLines };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('line items field', () => {
  it('adds, copies and removes lines, keeps exact totals, and saves the lines with the record', async () => {
    const { data, dialog, cell, rows, total, add, typeTwoLines } = await openNewParcel();
    expect(within(dialog).getByText('No lines yet')).toBeTruthy();
    fireEvent.change(dialog.querySelector('#root_reference')!, { target: { value: 'ABC1234' } });
    add();
    add();
    expect(rows()).toBe(2);
    // Nothing measured yet: no total rather than a "0".
    expect(total('weightKg')).toBe('');
    typeTwoLines();
    // 0.1 + 0.2 in floats is 0.30000000000000004: the totals are exact.
    expect(total('weightKg')).toBe('0.3');
    expect(total('quantity')).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy line 2' }));
    expect(rows()).toBe(3);
    expect(cell(2, 'sku').value).toBe('BOX-L');
    expect(total('quantity')).toBe('8');
    expect(total('weightKg')).toBe('0.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove line 1' }));
    expect(rows()).toBe(2);
    expect(total('quantity')).toBe('6');
    // The rows are drawn by position: the first row's inputs, typed into before, now show line 2's values
    // (the inputs own their text while typed into; a value from outside is written into them).
    expect([cell(0, 'sku').value, cell(0, 'quantity').value, cell(0, 'weightKg').value]).toEqual(['BOX-L', '3', '0.2']);
    save(dialog);
    await waitFor(() => expect(data.tables.testParcel).toHaveLength(1));
    expect(data.tables.testParcel[0]).toMatchObject({
      reference: 'ABC1234',
      lines: [
        { sku: 'BOX-L', quantity: 3, weightKg: 0.2 },
        { sku: 'BOX-L', quantity: 3, weightKg: 0.2 },
      ],
    });
  });

  it('shows the browser validator’s errors on the line and cell they belong to, and saves nothing', async () => {
    const { data, dialog, type, add, cell } = await openNewParcel();
    fireEvent.change(dialog.querySelector('#root_reference')!, { target: { value: 'ABC1234' } });
    add();
    add();
    type(0, 'sku', 'BOX-S');
    type(0, 'quantity', '1');
    type(1, 'quantity', '0');
    save(dialog);
    await waitFor(() => expect(cell(1, 'sku').getAttribute('aria-invalid')).toBe('true'));
    expect(cell(1, 'quantity').getAttribute('aria-invalid')).toBe('true');
    expect(cell(0, 'sku').getAttribute('aria-invalid')).toBeNull();
    const row2 = dialog.querySelector('[data-line-row="1"]') as HTMLElement;
    expect(within(row2).getByText('This field is required.')).toBeTruthy();
    expect(data.calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('puts the server’s line errors (10002, /lines/<i>/<field>) under that line’s cell', async () => {
    const { data, dialog, type, add, cell } = await openNewParcel();
    fireEvent.change(dialog.querySelector('#root_reference')!, { target: { value: 'ABC1234' } });
    add();
    add();
    type(0, 'sku', 'A');
    type(0, 'quantity', '1');
    type(1, 'sku', 'B');
    type(1, 'quantity', '2');
    data.failNextWrite([{ field: '/lines/1/sku', message: 'Line 2: SKU B is unknown' }]);
    save(dialog);
    const row2 = dialog.querySelector('[data-line-row="1"]') as HTMLElement;
    expect(await within(row2).findByText('Line 2: SKU B is unknown')).toBeTruthy();
    expect(cell(1, 'sku').getAttribute('aria-invalid')).toBe('true');
    expect(cell(0, 'sku').getAttribute('aria-invalid')).toBeNull();
    expect(data.tables.testParcel).toHaveLength(0);
  });

  it('keeps a number as typed while in its cell (12.0 on the way to 12.05) and hands it over on leaving', async () => {
    const { add, cell, total } = await openNewParcel();
    add();
    fireEvent.change(cell(0, 'weightKg'), { target: { value: '12.0' } });
    expect(cell(0, 'weightKg').value).toBe('12.0');
    fireEvent.change(cell(0, 'weightKg'), { target: { value: '12.05' } });
    fireEvent.blur(cell(0, 'weightKg'));
    await waitFor(() => expect(total('weightKg')).toBe('12.05'));
    expect(cell(0, 'weightKg').value).toBe('12.05');
  });

  it('puts each line’s controls in the line’s own form, not the record’s, which still saves the lines', async () => {
    // Chromium's autofill reads every control of a typed field's form on each key: a line's form holds
    // only its own cells. The record's form must still submit (its Save) with the lines' values.
    const { data, dialog, cell, add, typeTwoLines } = await openNewParcel();
    add();
    add();
    // The form a control belongs to, by its `form` attribute (as the browser resolves it).
    const formOf = (el: HTMLElement) => document.getElementById(el.getAttribute('form') ?? '');
    const recordForm = dialog.querySelector('form');
    const lineForm = formOf(cell(0, 'sku'));
    expect(lineForm?.tagName).toBe('FORM');
    expect(recordForm?.contains(lineForm!)).toBe(false);
    expect(formOf(cell(0, 'quantity'))).toBe(lineForm);
    expect(formOf(cell(1, 'sku'))).not.toBe(lineForm);
    expect(formOf(cell(1, 'sku'))?.tagName).toBe('FORM');
    fireEvent.change(dialog.querySelector('#root_reference')!, { target: { value: 'ABC1234' } });
    typeTwoLines();
    save(dialog);
    await waitFor(() => expect(data.tables.testParcel).toHaveLength(1));
    expect(data.tables.testParcel[0]).toMatchObject({ lines: [{ sku: 'BOX-S', quantity: 2 }, { sku: 'BOX-L', quantity: 3 }] });
  });

  it('moves between lines with the arrow keys and makes a new line with Enter on the last one', async () => {
    const { dialog, add, cell, rows } = await openNewParcel('zh');
    add();
    act(() => cell(0, 'quantity').focus());
    fireEvent.keyDown(cell(0, 'quantity'), { key: 'Enter' });
    expect(rows()).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'sku')));
    fireEvent.keyDown(cell(1, 'sku'), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 'sku')));
    // Chinese labels on the buttons.
    expect(within(dialog).getByRole('button', { name: '复制第 1 行' })).toBeTruthy();
    expect(PARCEL_FORM_SCHEMA.properties.lines['x-childTable']).toBe('test_parcel_lines');
  });
});
