// A JSON Schema (draft-07) checker for form data that needs no code generation: the app's CSP has
// no 'unsafe-eval', so Ajv cannot compile in the browser. It covers what entity and page schemas use
// (type, enum, const, required, properties, items, string/number/array limits, pattern, formats,
// allOf/anyOf/oneOf, local $ref) and reports errors in Ajv's shape.

export interface SchemaNode {
  [keyword: string]: unknown;
}

export interface RawError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: SchemaNode;
}

const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  'date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/,
};

const patterns = new Map<string, RegExp | null>();
function regexOf(source: string): RegExp | null {
  if (!patterns.has(source)) {
    try {
      patterns.set(source, new RegExp(source, 'u'));
    } catch {
      patterns.set(source, null);
    }
  }
  return patterns.get(source) ?? null;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function resolveRef(ref: string, root: SchemaNode): SchemaNode | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

/** Every error of `value` against `schema` (`root` resolves `$ref`s). */
export function checkSchema(schema: SchemaNode, value: unknown, root: SchemaNode = schema, path = '', schemaPath = '#'): RawError[] {
  const errors: RawError[] = [];
  const fail = (keyword: string, params: Record<string, unknown>, message: string, at = path) =>
    errors.push({ instancePath: at, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message, parentSchema: schema });

  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, root);
    if (target) errors.push(...checkSchema(target, value, root, path, schema.$ref));
    return errors;
  }
  if (value === undefined) return errors;

  const type = schema.type as string | string[] | undefined;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    if (!types.some((t) => typeMatches(value, t))) {
      fail('type', { type: types.join(',') }, `must be ${types.join(',')}`);
      return errors;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => deepEqual(e, value))) fail('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  if ('const' in schema && !deepEqual(schema.const, value)) fail('const', { allowedValue: schema.const }, 'must be equal to constant');

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail('minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    if (typeof schema.pattern === 'string') {
      const re = regexOf(schema.pattern);
      if (!re?.test(value)) fail('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
    }
    if (typeof schema.format === 'string' && FORMATS[schema.format] && !FORMATS[schema.format].test(value)) fail('format', { format: schema.format }, `must match format "${schema.format}"`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum', { comparison: '>=', limit: schema.minimum }, `must be >= ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum', { comparison: '<=', limit: schema.maximum }, `must be <= ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) fail('exclusiveMinimum', { comparison: '>', limit: schema.exclusiveMinimum }, `must be > ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) fail('exclusiveMaximum', { comparison: '<', limit: schema.exclusiveMaximum }, `must be < ${schema.exclusiveMaximum}`);
    if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0 && Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) > 1e-8) fail('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
    if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
      for (const [i, item] of value.entries()) errors.push(...checkSchema(schema.items as SchemaNode, item, root, `${path}/${i}`, `${schemaPath}/items`));
    }
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (record[name] === undefined) fail('required', { missingProperty: name }, `must have required property '${name}'`);
    }
    const props = (schema.properties as Record<string, SchemaNode> | undefined) ?? {};
    for (const [name, sub] of Object.entries(props)) {
      if (record[name] !== undefined) errors.push(...checkSchema(sub, record[name], root, `${path}/${name}`, `${schemaPath}/properties/${name}`));
    }
  }
  if (Array.isArray(schema.allOf)) {
    for (const [i, sub] of (schema.allOf as SchemaNode[]).entries()) errors.push(...checkSchema(sub, value, root, path, `${schemaPath}/allOf/${i}`));
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as SchemaNode[]).map((sub, i) => checkSchema(sub, value, root, path, `${schemaPath}/anyOf/${i}`));
    if (!branches.some((b) => b.length === 0)) {
      // The branch closest to passing says best what is wrong.
      errors.push(...branches.reduce((best, b) => (b.length < best.length ? b : best)));
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const passing = (schema.oneOf as SchemaNode[]).filter((sub, i) => checkSchema(sub, value, root, path, `${schemaPath}/oneOf/${i}`).length === 0).length;
    if (passing !== 1) fail('oneOf', { passingSchemas: passing }, 'must match exactly one schema in oneOf');
  }
  return errors;
}
