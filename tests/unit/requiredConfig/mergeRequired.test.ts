import { describe, expect, it } from 'vitest';
import productSchema from '../../../schemas/entities/product.schema.json';
import {
  hintFor,
  mergeRequiredConfig,
  REQUIRED_MESSAGES_KEYWORD,
  type ReqItemEntry,
  reqItemsOfMenu,
  toRequiredConfigList,
} from '../../../src/shared/requiredConfig';

const hs: ReqItemEntry = { TableName: 'product', FieldName: 'hsCode', TriType: 'save', PreCondition: null, HintZh: '请填写海关编码', HintEn: 'Enter the HS code', HintTr: '請填寫海關編碼' };

describe('mergeRequiredConfig', () => {
  it('makes a field without precondition required, keeping the entity own required fields', () => {
    const merged = mergeRequiredConfig(productSchema, [hs], 'en');
    expect(merged.required).toContain('hsCode');
    expect(merged.required).toEqual(expect.arrayContaining(productSchema.required));
    expect(merged[REQUIRED_MESSAGES_KEYWORD]).toEqual({ hsCode: 'Enter the HS code' });
  });

  it('does not change the schema it was given', () => {
    const before = JSON.stringify(productSchema);
    mergeRequiredConfig(productSchema, [hs], 'zh');
    expect(JSON.stringify(productSchema)).toBe(before);
  });

  it('ignores a rule that has a precondition', () => {
    const merged = mergeRequiredConfig(productSchema, [{ ...hs, PreCondition: "currency == 'USD'" }], 'en');
    expect(merged.required).not.toContain('hsCode');
    expect(merged[REQUIRED_MESSAGES_KEYWORD]).toEqual({});
  });

  it('picks the hint in the UI language: zh, en, tr (traditional), es falls back to en', () => {
    expect(mergeRequiredConfig(productSchema, [hs], 'zh')[REQUIRED_MESSAGES_KEYWORD].hsCode).toBe('请填写海关编码');
    expect(mergeRequiredConfig(productSchema, [hs], 'tr')[REQUIRED_MESSAGES_KEYWORD].hsCode).toBe('請填寫海關編碼');
    expect(mergeRequiredConfig(productSchema, [hs], 'es')[REQUIRED_MESSAGES_KEYWORD].hsCode).toBe('Enter the HS code');
  });

  it('falls back to another language when the wanted hint is empty, and to no message when none is set', () => {
    expect(hintFor({ ...hs, HintTr: '  ' }, 'tr')).toBe('请填写海关编码');
    const merged = mergeRequiredConfig(productSchema, [{ TableName: 'product', FieldName: 'brand' }], 'en');
    expect(merged.required).toContain('brand');
    expect(merged[REQUIRED_MESSAGES_KEYWORD]).toEqual({});
  });

  it('accepts table and column names as well as entity and property names', () => {
    const merged = mergeRequiredConfig(productSchema, [{ ...hs, TableName: 'products', FieldName: 'origin_country' }], 'en');
    expect(merged.required).toContain('originCountry');
  });

  it('ignores rules for another entity, unknown fields and server-managed fields', () => {
    const merged = mergeRequiredConfig(
      productSchema,
      [
        { ...hs, TableName: 'address' },
        { ...hs, FieldName: 'noSuchField' },
        { ...hs, FieldName: 'customerId' },
      ],
      'en',
    );
    expect(merged.required.sort()).toEqual([...productSchema.required].sort());
  });
});

describe('requiredConfigList helpers', () => {
  it('groups stored rules per menu and reads back one menu', () => {
    const list = toRequiredConfigList([
      { menuCd: 'setProduct', tableName: 'product', fieldName: 'hsCode', hintEn: 'HS' },
      { menuCd: 'setAddress', tableName: 'address', fieldName: 'phone' },
      { menuCd: 'setProduct', tableName: 'product', fieldName: 'brand', preCondition: 'x' },
    ]);
    expect(list.map((c) => c.MenuCd)).toEqual(['setProduct', 'setAddress']);
    const items = reqItemsOfMenu(list, 'setProduct');
    expect(items.map((i) => i.FieldName)).toEqual(['hsCode', 'brand']);
    expect(mergeRequiredConfig(productSchema, items, 'en').required).toContain('hsCode');
    expect(mergeRequiredConfig(productSchema, items, 'en').required).not.toContain('brand');
  });

  it('treats broken ReqItem text as no rules', () => {
    expect(reqItemsOfMenu([{ MenuCd: 'm', ReqItem: '{not json' }], 'm')).toEqual([]);
    expect(reqItemsOfMenu([{ MenuCd: 'm', ReqItem: '{"a":1}' }], 'm')).toEqual([]);
    expect(reqItemsOfMenu([{ MenuCd: 'm', ReqItem: '[1, {"TableName":"p"}]' }], 'm')).toEqual([]);
  });
});
