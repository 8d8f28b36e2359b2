// The eval-free JSON Schema check the form validates with (the CSP forbids Ajv's code generation):
// the same verdicts as Ajv on the keywords the entity schemas use.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import addressSchema from '../../../schemas/entities/address.schema.json';
import productSchema from '../../../schemas/entities/product.schema.json';
import { checkSchema, type SchemaNode } from '../../../src/client/renderer/form/jsonSchemaCheck';
import { schemaValidator } from '../../../src/client/renderer/form/schemaValidator';

const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const keywords = (schema: SchemaNode, data: unknown) => checkSchema(schema, data).map((e) => `${e.instancePath}:${e.keyword}`).sort();
const ajvKeywords = (schema: SchemaNode, data: unknown) => {
  const { $id: _id, ...anonymous } = schema;
  const validate = ajv.compile(anonymous);
  validate(data);
  return (validate.errors ?? []).map((e) => `${e.instancePath}:${e.keyword}`).sort();
};

const product = productSchema as unknown as SchemaNode;
const address = addressSchema as unknown as SchemaNode;
const writable = (s: SchemaNode) => ({ ...s, required: (s.required as string[]).filter((f) => !(s.properties as Record<string, SchemaNode>)[f].readOnly) });

describe('jsonSchemaCheck', () => {
  const cases: Array<[string, SchemaNode, unknown]> = [
    ['valid product', writable(product), { sku: 'A-1', nameEn: 'Lamp', hsCode: '940510', unitWeightKg: 1.5 }],
    ['missing required', writable(product), { sku: 'A-1' }],
    ['bad pattern and negative weight', writable(product), { sku: 'A 1', nameEn: 'x', hsCode: '12ab', unitWeightKg: -1 }],
    ['over-long and wrong type', writable(product), { sku: 'x'.repeat(65), nameEn: 5 }],
    ['address enum and email', writable(address), { name: 'a', country: 'DE', city: 'B', line1: 'l', kind: 'other', email: 'not-mail' }],
    ['valid address', writable(address), { name: 'a', country: 'DE', city: 'B', line1: 'l', kind: 'notify', email: 'a@b.de', isDefault: true }],
    ['anyOf', { anyOf: [{ type: 'string', maxLength: 0 }, { type: 'string', format: 'email' }] }, 'x@y.z'],
  ];
  for (const [name, schema, data] of cases) {
    it(`agrees with Ajv: ${name}`, () => {
      expect(keywords(schema, data)).toEqual(ajvKeywords(schema, data));
    });
  }

  it('resolves local references and reports oneOf mismatches', () => {
    const schema: SchemaNode = { definitions: { n: { type: 'integer', minimum: 1 } }, type: 'object', properties: { a: { $ref: '#/definitions/n' } }, oneOf: [{ required: ['a'] }, { required: ['b'] }] };
    expect(keywords(schema, { a: 0 })).toEqual(['/a:minimum']);
    expect(keywords(schema, { a: 1, b: 2 })).toEqual([':oneOf']);
  });

  it('gives RJSF errors on the missing field, through transformErrors', () => {
    const result = schemaValidator.validateFormData({ sku: 'A' }, writable(product) as never, undefined, (errors) =>
      errors.map((e) => (e.name === 'required' ? { ...e, message: `need ${e.params.missingProperty}` } : e)),
    );
    expect(result.errors.map((e) => [e.property, e.message])).toEqual([['.nameEn', 'need nameEn']]);
    expect(result.errorSchema).toEqual({ nameEn: { __errors: ['need nameEn'] } });
    expect(schemaValidator.isValid({ type: 'string' }, 'x' as never, {})).toBe(true);
    expect(schemaValidator.isValid({ type: 'string' }, 3 as never, {})).toBe(false);
  });
});
