// The browser's precompiled validators (schemas/validators, made by `npm run gen`) and the server's
// Ajv agree on every entity schema: for a valid sample and for samples breaking each rule of each
// field, the same fields are in error. Also shows the generated code is what the server's Ajv set-up
// compiles now (same errors, keyword by keyword), and that the form's required list adds to it.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormValidator } from '../../../src/client/renderer/form/formValidator';
import type { Precompiled } from '../../../src/client/renderer/form/precompiledValidators';
import type { EntitySchema } from '../../../src/server/resources/entityFields';
import { createWriteAjv } from '../../../src/server/resources/writeAjv';
import { validateWrite, writeSchema } from '../../../src/server/resources/writeValidation';
import { FORMAT_EXAMPLES } from '../../../src/shared/entities/entitySchema';

type Json = Record<string, unknown>;
type Prop = Json & { type?: string | string[]; enum?: unknown[]; format?: string; pattern?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number };

const repo = resolve(import.meta.dirname, '../../..');
const entities = readdirSync(resolve(repo, 'schemas/entities'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => basename(f, '.schema.json'));

const typeOf = (p: Prop) => (Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type);

/** A value the field accepts, from its own schema (enum, the pattern's examples, its format, its bounds). */
function validValue(p: Prop): unknown {
  if (p.enum) return p.enum[0];
  const t = typeOf(p);
  if (t === 'integer' || t === 'number') return p.minimum ?? 1;
  if (t === 'boolean') return true;
  if (t === 'array') return [];
  const examples = (p[FORMAT_EXAMPLES] ?? p.examples) as string[] | undefined;
  if (p.pattern && examples?.[0]) return examples[0];
  if (p.format === 'date') return '2026-11-23';
  if (p.format === 'date-time') return '2026-11-23T10:00:00Z';
  if (p.format === 'email') return 'ops@example.com';
  return 'x'.repeat(Math.max(1, p.minLength ?? 1));
}

/** Values that break one rule each, named by the rule. */
function invalidValues(p: Prop): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const t = typeOf(p);
  out.push(['type', t === 'string' ? 12345 : 'not-a-value']);
  if (p.enum) out.push(['enum', 'zzz-not-listed']);
  if (p.maxLength !== undefined) out.push(['maxLength', 'x'.repeat(p.maxLength + 1)]);
  if (p.minLength !== undefined && p.minLength > 0) out.push(['minLength', '']);
  if (p.pattern) out.push(['pattern', '!!! ???']);
  if (p.format) out.push(['format', 'not a ' + p.format]);
  if (p.minimum !== undefined) out.push(['minimum', p.minimum - 1]);
  if (p.maximum !== undefined) out.push(['maximum', p.maximum + 1]);
  return out;
}

async function setUp(entity: string) {
  const schema = JSON.parse(readFileSync(resolve(repo, `schemas/entities/${entity}.schema.json`), 'utf8')) as EntitySchema;
  const generated = (await import(`../../../schemas/validators/${entity}.js`)) as Precompiled & { validate: (d: unknown) => boolean; errors?: unknown };
  const write = writeSchema(schema);
  const browser = createFormValidator(generated);
  const server = (record: Json) => validateWrite({ name: `agree-${entity}`, schema }, record, [], 'en').map((e) => e.field).sort();
  const client = (record: Json) => browser.rawErrors(record, write.required ?? []).map((e) => (e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath)).sort();
  const valid = Object.fromEntries(Object.entries(write.properties).filter(([n]) => write.required?.includes(n) || true).map(([n, p]) => [n, validValue(p as Prop)]));
  return { schema, write, generated, server, client, valid };
}

describe('browser and server validators agree on every entity schema', () => {
  it('has a generated validator for every entity', () => {
    // Besides the entities': inline page schemas' and the page lint's (the page preview's, page-file.js).
    const files = readdirSync(resolve(repo, 'schemas/validators')).filter((f) => !f.startsWith('inline-') && f !== 'page-file.js');
    expect(files.sort()).toEqual(entities.map((e) => `${e}.js`).sort());
  });

  for (const entity of entities) {
    it(`${entity}: the valid sample passes both, each broken rule fails both on the same field`, async () => {
      const { write, server, client, valid } = await setUp(entity);
      expect(server(valid)).toEqual([]);
      expect(client(valid)).toEqual([]);
      let cases = 0;
      for (const [name, prop] of Object.entries(write.properties)) {
        for (const [rule, value] of invalidValues(prop as Prop)) {
          const record = { ...valid, [name]: value };
          const s = server(record);
          expect(s, `${entity}.${name} ${rule}`).toContain(`/${name}`);
          expect(client(record), `${entity}.${name} ${rule}`).toEqual(s);
          cases++;
        }
      }
      for (const name of write.required ?? []) {
        const { [name]: _gone, ...record } = valid;
        expect(server(record)).toEqual([`/${name}`]);
        expect(client(record)).toEqual([`/${name}`]);
        cases++;
      }
      // A record only the server writes (the audit log's) has no writable field to break.
      if (Object.keys(write.properties).length > 0) expect(cases).toBeGreaterThan(3);
      else expect(cases).toBe(0);
    });

    it(`${entity}: the generated code is what the server's Ajv compiles today`, async () => {
      const { write, generated, valid } = await setUp(entity);
      const live = createWriteAjv().compile({ ...write, $id: undefined });
      const fn = generated.validateFns[String(generated.schema.$id)] as unknown as ((d: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string; params: unknown }> };
      const strip = (errors: ReadonlyArray<{ instancePath: string; keyword: string; params: unknown }> | null | undefined) => (errors ?? []).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
      const broken = { ...valid, unknownField: 1, ...Object.fromEntries(Object.entries(write.properties).map(([n, p]) => [n, invalidValues(p as Prop)[0]?.[1]])) };
      for (const sample of [valid, broken, {}]) {
        expect(fn(sample)).toBe(live(sample));
        expect(strip(fn.errors)).toEqual(strip(live.errors));
      }
    });
  }
});

describe('form validator', () => {
  it('adds the form’s own required list (per role) to the precompiled check, with Ajv’s error shape', async () => {
    const { generated, valid } = await setUp('product');
    const browser = createFormValidator(generated);
    // `brand` is not required by the entity; a role's rule makes it required on this form only.
    const { brand: _b, ...withoutBrand } = valid;
    expect(browser.rawErrors(withoutBrand, [])).toEqual([]);
    expect(browser.rawErrors(withoutBrand, ['brand'])).toEqual([expect.objectContaining({ keyword: 'required', instancePath: '', params: { missingProperty: 'brand' } })]);
    // Server-managed and unknown fields of a loaded record are not the form's to send: not checked.
    expect(browser.rawErrors({ ...valid, id: 'x', version: 'y' }, [])).toEqual([]);
  });
});
