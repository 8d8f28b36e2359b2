// The route validators shared by the apps of one process (src/server/http/sharedValidators.ts): the same
// schema under the same options and shared schemas is compiled once; anything that differs is compiled
// for itself, as is a schema of the same $id and other content (in a shared Ajv, a schema kept by its
// $id would be handed to the other app: this fails if validators are ever held by anything but the text).
import { describe, expect, it } from 'vitest';
import { sharedValidators } from '../../../src/server/http/sharedValidators';

type Compile = (route: { schema: unknown; method: string; url: string; httpPart: string }) => (data: unknown) => boolean;
const OPTIONS = { customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true } };
const appCompiler = (external: Record<string, unknown> = {}, options: object = OPTIONS) => (sharedValidators as unknown as (e: unknown, o: unknown) => Compile)(external, options);
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpPart: 'querystring' });
const QUERY = () => ({ type: 'object', properties: { size: { type: 'integer', maximum: 100 } }, additionalProperties: false });

describe('route validators shared by the apps of a process', () => {
  it('compiles a schema once for two apps, as a new object each time', () => {
    const first = appCompiler()(route(QUERY()));
    const second = appCompiler()(route(QUERY()));
    expect(second).toBe(first);
    expect(first({ size: '20' })).toBe(true);
    expect(first({ size: 101 })).toBe(false);
    expect(first({ other: 1 })).toBe(false);
  });

  it('compiles a schema of other content, or under other options or shared schemas, for itself', () => {
    const base = appCompiler()(route(QUERY()));
    const wider = appCompiler()(route({ ...QUERY(), properties: { size: { type: 'integer', maximum: 500 } } }));
    expect(wider).not.toBe(base);
    expect(wider({ size: 300 })).toBe(true);
    expect(base({ size: 300 })).toBe(false);
    const strictTypes = appCompiler({}, { customOptions: { ...OPTIONS.customOptions, coerceTypes: false } })(route(QUERY()));
    expect(strictTypes).not.toBe(base);
    expect(strictTypes({ size: '20' })).toBe(false);
    expect(appCompiler({ extra: { $id: 'extra', type: 'string' } })(route(QUERY()))).not.toBe(base);
  });

  it('gives two apps meaning other schemas by the same $id a validator each', () => {
    const one = appCompiler()(route({ $id: 'thing', type: 'object', required: ['a'] }));
    const other = appCompiler()(route({ $id: 'thing', type: 'object', required: ['b'] }));
    expect(other).not.toBe(one);
    expect(one({ a: 1 })).toBe(true);
    expect(other({ a: 1 })).toBe(false);
  });
});
