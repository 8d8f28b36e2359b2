// The generated entity schemas against what depends on them: the entity list, field titles in
// every language, the server-managed fields and the standards' patterns.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, SERVER_MANAGED_FIELDS } from '../../../src/shared/entities';

const root = resolve(import.meta.dirname, '../../..');
const dir = join(root, 'schemas/entities');
const schemas = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const locale = (lang: string) => JSON.parse(readFileSync(join(root, 'src/client/i18n/locales', lang, 'field.json'), 'utf8'));
const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('entity schemas', () => {
  it('exist for exactly the entities of src/shared/entities/index.ts', () => {
    expect(schemas.map((s) => s['x-entity']).sort()).toEqual([...ENTITY_NAMES].sort());
  });

  it.each(['en', 'zh', 'tr', 'es'])('have every title key in %s', (lang) => {
    const messages = locale(lang);
    const missing = schemas.flatMap((s) => [s.title, ...Object.values<{ title: string }>(s.properties).map((p) => p.title)]).filter((key) => typeof lookup(messages, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('mark the server-managed fields read-only wherever they appear', () => {
    for (const s of schemas) {
      for (const name of SERVER_MANAGED_FIELDS) if (s.properties[name]) expect(s.properties[name].readOnly, `${s['x-entity']}.${name}`).toBe(true);
    }
  });

  it('enforce the standards: HS code, UN/LOCODE, ISO country and currency, China USCC, email', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const byName = Object.fromEntries(schemas.map((s) => [s['x-entity'], s]));
    const ok = (entity: string, field: string, value: unknown) => ajv.validate(byName[entity].properties[field], value);
    expect(ok('product', 'hsCode', '847130')).toBe(true);
    expect(ok('product', 'hsCode', '8471300000')).toBe(true);
    expect(ok('product', 'hsCode', '84713')).toBe(false);
    expect(ok('product', 'hsCode', '84713000001')).toBe(false);
    expect(ok('address', 'unLocode', 'CNSHA')).toBe(true);
    expect(ok('address', 'unLocode', 'CNSH')).toBe(false);
    expect(ok('address', 'country', 'DE')).toBe(true);
    expect(ok('address', 'country', 'DEU')).toBe(false);
    expect(ok('product', 'currency', 'EUR')).toBe(true);
    expect(ok('product', 'currency', 'eur')).toBe(false);
    expect(ok('shipper', 'taxId', '91310000MA1FL8TQ2K')).toBe(true);
    expect(ok('shipper', 'taxId', '91310000MA1FL8TQ2')).toBe(false);
    expect(ok('shipper', 'taxId', '91310000MA1FL8TQ2I')).toBe(false);
    expect(ok('importer', 'email', 'ops@example.com')).toBe(true);
    expect(ok('importer', 'email', 'ops@')).toBe(false);
  });
});
