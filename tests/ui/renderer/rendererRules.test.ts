// The renderer's pure rules: sort cycle, cell validation, frozen-column layout, row heights, tree
// order, pager window, filter building, value mapping and the form schema merge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import productSchema from '../../../schemas/entities/product.schema.json';
import { GRID_MAX_FROZEN_COLUMNS } from '../../../src/shared/constants';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { nextSort } from '../../../src/client/renderer/core/sortCycle';
import { resolveMapping } from '../../../src/client/renderer/core/valueMapping';
import { buildListFilter, resolveFilterField } from '../../../src/client/renderer/filter/filterModel';
import { buildFormSchema } from '../../../src/client/renderer/form/buildFormSchema';
import { validateCell } from '../../../src/client/renderer/grid/cellValidation';
import { pageDefaults } from '../../../src/client/renderer/grid/columnPreferences';
import { layoutColumns, rowHeightFor, treeOrder } from '../../../src/client/renderer/grid/gridLayout';
import { pageWindow } from '../../../src/client/renderer/grid/Pager';
import { forgetScroll, saveScrollDebounced, savedScroll } from '../../../src/client/renderer/grid/scrollMemory';

describe('sort cycle', () => {
  it('goes asc, desc, none; another column starts at asc', () => {
    const a = nextSort(undefined, 'x');
    expect(a).toEqual({ field: 'x', order: 'asc' });
    const d = nextSort(a, 'x');
    expect(d).toEqual({ field: 'x', order: 'desc' });
    expect(nextSort(d, 'x')).toBeUndefined();
    expect(nextSort(d, 'y')).toEqual({ field: 'y', order: 'asc' });
  });
});

describe('cell validation', () => {
  const keys = (value: unknown, rules: Parameters<typeof validateCell>[1]) => validateCell(value, rules, {}).map((m) => m.key);
  it('checks required, min, max, pattern, number and array types', () => {
    expect(keys('', [{ kind: 'required' }])).toEqual(['grid.validation.required']);
    expect(keys('x', [{ kind: 'required' }])).toEqual([]);
    expect(keys(3, [{ kind: 'min', value: 5 }])).toEqual(['grid.validation.min']);
    expect(keys('abcdef', [{ kind: 'max', value: 5 }])).toEqual(['grid.validation.max']);
    expect(keys(9, [{ kind: 'max', value: 9 }])).toEqual([]);
    expect(keys('12ab', [{ kind: 'pattern', value: '^[0-9]+$' }])).toEqual(['grid.validation.pattern']);
    expect(keys('x1', [{ kind: 'type', value: 'number' }])).toEqual(['grid.validation.number']);
    expect(keys('1.5', [{ kind: 'type', value: 'number' }])).toEqual([]);
    expect(keys('a', [{ kind: 'type', value: 'array' }])).toEqual(['grid.validation.array']);
    // Empty values are only `required`'s concern.
    expect(keys('', [{ kind: 'min', value: 2 }, { kind: 'pattern', value: '^x$' }])).toEqual([]);
  });
  it('runs named custom validators, uses the page message and reports every broken rule', () => {
    expect(keys('CSQU3054383', [{ kind: 'custom', value: 'containerNumber' }])).toEqual([]);
    expect(keys('CSQU3054384', [{ kind: 'custom', value: 'containerNumber' }])).toEqual(['grid.validation.custom']);
    expect(keys('x', [{ kind: 'custom', value: 'noSuchValidator' }])).toEqual(['grid.validation.custom']);
    expect(keys('toolong', [{ kind: 'max', value: 3, message: 'page.tooLong' }, { kind: 'pattern', value: '^[0-9]*$' }])).toEqual([
      'page.tooLong',
      'grid.validation.pattern',
    ]);
  });
});

describe('grid layout', () => {
  it('puts frozen columns first and freezes at most four, flagging the excess', () => {
    const cols = ['a', 'b', 'c', 'd', 'e', 'f'].map((field, i) => ({ field, frozen: i > 0 }));
    const layout = layoutColumns(pageDefaults(cols));
    expect(layout.columns.map((c) => c.field)).toEqual(['b', 'c', 'd', 'e', 'f', 'a']);
    expect(layout.freeze).toBe(GRID_MAX_FROZEN_COLUMNS);
    expect(layout.frozenExceeded).toBe(true);
    expect(layoutColumns(pageDefaults([{ field: 'a' }, { field: 'b', frozen: true }]))).toMatchObject({ freeze: 1, frozenExceeded: false });
  });
  it('uses row heights 48/44/40/36 by size, mini by default', () => {
    expect(['default', 'medium', 'small', 'mini'].map(rowHeightFor)).toEqual([48, 44, 40, 36]);
    expect(rowHeightFor(undefined)).toBe(36);
  });
  it('orders a tree depth first, with orphans and cycles shown flat', () => {
    const rows = [
      { id: 1, parent: null },
      { id: 2, parent: 1 },
      { id: 3, parent: 2 },
      { id: 4, parent: 99 },
      { id: 5, parent: 6 },
      { id: 6, parent: 5 },
    ];
    expect(treeOrder(rows, 'id', 'parent').map((r) => [r.row.id, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 0],
      [5, 0],
      [6, 1],
    ]);
  });
  it('shows the pager window around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('filter model', () => {
  const schema = productSchema as unknown as EntitySchema;
  const field = (f: Parameters<typeof resolveFilterField>[0]) => {
    const name = typeof f === 'string' ? f : f.field;
    return resolveFilterField(f, 'product', schema.properties?.[name]);
  };
  it('picks inputs and operators from the entity schema', () => {
    expect(field('sku')).toMatchObject({ op: 'contains', input: 'text', titleKey: 'field.product.sku' });
    expect(field('unitWeightKg')).toMatchObject({ op: 'eq', input: 'number' });
    expect(field({ field: 'declaredValue', op: 'range' })).toMatchObject({ op: 'range', input: 'number' });
  });
  it('builds the wire filter, leaving empty inputs out and refusing bad numbers', () => {
    const fields = [field('sku'), field('unitWeightKg'), field({ field: 'declaredValue', op: 'range' }), field({ field: 'currency', op: 'in', options: ['USD', 'EUR'] })];
    expect(buildListFilter(fields, { sku: ' A ', unitWeightKg: '2.5', declaredValue: { from: '', to: '100' }, currency: ['USD'] })).toEqual({
      filter: { sku: { contains: 'A' }, unitWeightKg: { eq: 2.5 }, declaredValue: { to: 100 }, currency: { in: ['USD'] } },
      invalid: [],
    });
    expect(buildListFilter(fields, { sku: '', unitWeightKg: 'heavy' })).toEqual({ filter: {}, invalid: ['unitWeightKg'] });
  });
});

describe('value mapping', () => {
  it('reads $row and $param references and keeps literals', () => {
    expect(resolveMapping({ UserId: '$row.UserId', tab: '$param.tab', kind: 'x', n: 3, missing: '$row.nope' }, { row: { UserId: 7 }, params: { tab: 'b' } })).toEqual({
      UserId: 7,
      tab: 'b',
      kind: 'x',
      n: 3,
    });
  });

  it("reads the route's record by $record (a form page's Track link), never passing the reference on as text", () => {
    expect(resolveMapping({ bookingNo: '$record.bookingNo', etd: '$record.etd|date' }, { record: { bookingNo: 'SE2611290001', etd: '2026-12-08T16:00:00.000Z' } })).toEqual({ bookingNo: 'SE2611290001', etd: '2026-12-09' });
    expect(resolveMapping({ bookingNo: '$record.bookingNo' }, { record: null })).toEqual({});
  });
});

describe('form schema', () => {
  const base = { entity: 'product', schema: productSchema as unknown as EntitySchema, mode: 'create' as const, language: 'en', translate: (k: string) => `T(${k})` };
  it('shows writable fields only, titled through i18n, with required rules merged', () => {
    const built = buildFormSchema({
      ...base,
      block: { type: 'form' },
      rules: [
        { TableName: 'products', FieldName: 'hs_code', HintEn: 'HS please' },
        { TableName: 'product', FieldName: 'brand', PreCondition: 'x' },
      ],
    });
    expect(built.fields).not.toContain('id');
    expect(built.fields).not.toContain('version');
    expect(built.schema.properties?.sku.title).toBe('T(field.product.sku)');
    expect([...built.schema.required].sort()).toEqual(['hsCode', 'nameEn', 'sku']);
    expect(built.requiredMessages).toEqual({ hsCode: 'HS please' });
    expect(built.schema.title).toBeUndefined();
  });
  it('follows the block: field list, widgets, read-only, create-only and sections', () => {
    const block = { type: 'form' as const, sections: [{ title: 's.a', fields: ['sku', 'remark'] }, { title: 's.b', fields: ['declaredValue', 'nope'] }], widgets: { declaredValue: 'numeric2' as const }, readOnly: ['sku'], createOnly: ['remark'] };
    const create = buildFormSchema({ ...base, block, rules: [] });
    expect(create.fields).toEqual(['sku', 'remark', 'declaredValue']);
    expect(create.uiSchema.declaredValue).toEqual({ 'ui:widget': 'numeric2' });
    expect(create.uiSchema.sku).toEqual({ 'ui:readonly': true });
    expect(create.uiSchema['ui:options']).toEqual({ sections: [{ title: 'T(s.a)', fields: ['sku', 'remark'] }, { title: 'T(s.b)', fields: ['declaredValue'] }] });
    const edit = buildFormSchema({ ...base, block, mode: 'edit', rules: [] });
    expect(edit.fields).toEqual(['sku', 'declaredValue']);
  });
  it("leaves a block's staffOnly fields out of a customer's form, not out of the forwarder's (issue 44)", () => {
    const block = { type: 'form' as const, fields: ['sku', 'remark', 'declaredValue'], staffOnly: ['remark'] };
    expect(buildFormSchema({ ...base, block, audience: 'customer', rules: [] }).fields).toEqual(['sku', 'declaredValue']);
    expect(buildFormSchema({ ...base, block, audience: 'admin', rules: [] }).fields).toEqual(['sku', 'remark', 'declaredValue']);
  });
});

describe('scroll memory', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetScroll('tab-a:grid');
    forgetScroll('tab-b:grid');
  });
  it('keeps the last position per tab once scrolling has rested 500 ms', () => {
    vi.useFakeTimers();
    saveScrollDebounced('tab-a:grid', { x: 0, y: 36 });
    vi.advanceTimersByTime(300);
    saveScrollDebounced('tab-a:grid', { x: 140, y: 72 });
    vi.advanceTimersByTime(499);
    expect(savedScroll('tab-a:grid')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(savedScroll('tab-a:grid')).toEqual({ x: 140, y: 72 });
    saveScrollDebounced('tab-b:grid', { x: 0, y: 360 });
    vi.advanceTimersByTime(500);
    expect(savedScroll('tab-a:grid')).toEqual({ x: 140, y: 72 });
    expect(savedScroll('tab-b:grid')).toEqual({ x: 0, y: 360 });
  });
});
