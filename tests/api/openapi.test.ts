// The OpenAPI document shows, for every resource the engine serves, each route's parameters and
// form bodies (from the route schemas the engine publishes), so a client can be written from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/shared/wire/params';
import { createTestContext, type TestContext } from './support/testContext';

type Operation = { parameters?: Array<{ name: string; in: string; schema?: { enum?: string[] } }>; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.app.inject({ method: 'GET', url: '/f9api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Doc;
});
afterAll(() => t?.close());

const params = (op: Operation | undefined) => (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
const formOf = (op: Operation | undefined) => op?.requestBody?.content['application/x-www-form-urlencoded']?.schema;

describe('OpenAPI of the engine routes', () => {
  it('documents every resource: list, stats, export parameters and the form bodies of writes', () => {
    const resources = t.app.resourceEngine.resources;
    expect(resources.length).toBeGreaterThanOrEqual(7);
    for (const { name, idField, importable } of resources) {
      const path = (suffix: string) => doc.paths[`${API_PREFIX}/${name}${suffix}`];
      expect(params(path('-list')?.get), name).toEqual(expect.arrayContaining(['current', 'size', 'sort', 'order', 'filter', 'tokenid', 'hash']));
      expect(params(path('-stats')?.get), name).toEqual(expect.arrayContaining(['groupBy', 'sum', 'filter']));
      expect(params(path('-export')?.get), name).toEqual(expect.arrayContaining(['mode', 'format', 'ids', 'filter']));
      expect(path('-export')?.get.parameters?.find((p) => p.name === 'format')?.schema?.enum).toEqual(['csv', 'xlsx']);
      expect(params(path('')?.get), name).toContain('id');
      for (const method of ['post', 'put']) {
        expect(formOf(path('')?.[method])?.required, `${method} ${name}`).toEqual(['data']);
      }
      // A resource whose id field has its own name (the spec's UserId) may be named alone by it too.
      expect(Object.keys(formOf(path('')?.delete)?.properties ?? {}), name).toEqual(idField === 'id' ? ['ids'] : ['ids', idField]);
      // A resource a file must not fill (accounts with passwords) has no import.
      if (importable) expect(params(path('-import')?.post), name).toContain('mode');
      else expect(path('-import'), name).toBeUndefined();
    }
  });

  it('documents the named actions of the domains with their payload schema', () => {
    const body = formOf(doc.paths[`${API_PREFIX}/address/setDefault`]?.post);
    expect(body?.required).toEqual(['data']);
    expect((body?.properties.data as { description: string }).description).toContain('"required":["id"]');
  });
});
