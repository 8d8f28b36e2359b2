import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldNameOf } from '../../../src/client/renderer/core/fieldErrors';

describe('server field errors onto form fields', () => {
  it.each([
    ['/postalCode', 'postalCode'],
    ['postalCode', 'postalCode'],
    ['.postalCode', 'postalCode'],
    ['/data/RealName', 'RealName'],
    ['/cartons/0/weightKg', 'cartons.0.weightKg'],
    ['/data', 'data'],
  ])('%s names %s', (wire, field) => {
    expect(fieldNameOf(wire)).toBe(field);
  });

  it('reads the errors wherever the provider carried them', () => {
    const errors = [{ field: '/name', message: 'Required' }];
    expect(fieldErrorsOf({ errors })).toEqual(errors);
    expect(fieldErrorsOf({ envelope: { data: { errors } } })).toEqual(errors);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });
});
