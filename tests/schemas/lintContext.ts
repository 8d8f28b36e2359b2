// What the schema lint checks page files against: resources of the engine registry and the spec's
// named calls, entity fields, menu-tree routes and custom screens, FuncIds, API call paths, and the
// en and zh message files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CUSTOM_SCREENS } from '../../src/client/app/customScreens';
import { PUBLIC_SCREENS } from '../../src/client/app/publicRoutes';
import { pagePlace } from '../../src/shared/page/pagePlace';
import { DOMAIN_RESOURCES } from '../../src/server/domains';
import { flattenMenuTree } from '../../src/shared/menus/menuTree';
import { Calls } from '../../src/shared/wire/calls';
import { choicesOfProperty, OPTIONS_OF } from '../../src/shared/entities/entitySchema';
import type { FieldSchema } from './linkLint';
import type { LintContext } from './pageLint';

export const root = resolve(import.meta.dirname, '../..');
export const pagesDir = join(root, 'schemas/pages');
const REQUIRED_LANGUAGES = ['en', 'zh'];

/** The screens issue 4 delivers: their absence fails the lint; other missing screens are listed. */
export const ISSUE4_SCREENS = ['setDataIndex', 'setAddress', 'setImporter', 'setInsured', 'setPickAddress', 'setShipper', 'setProduct', 'requiredConfig', 'cusUserManager'];

export function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, ext) : name.endsWith(ext) ? [full] : [];
  });
}

function merge(into: Record<string, unknown>, from: Record<string, unknown>) {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && into[k] && typeof into[k] === 'object') merge(into[k] as Record<string, unknown>, v as Record<string, unknown>);
    else into[k] = v;
  }
}

function messages(lang: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const file of filesUnder(join(root, 'src/client/i18n/locales', lang), '.json')) merge(out, JSON.parse(readFileSync(file, 'utf8')));
  return out;
}

const catalogues = Object.fromEntries(REQUIRED_LANGUAGES.map((l) => [l, messages(l)]));
const hasKey = (tree: Record<string, unknown>, key: string) => {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
};

export const menuNodes = flattenMenuTree().filter((n) => n.parent !== null);
// A public screen (publicRoutes.ts) is routed by its own path; its file sits at /<first segment>/<name>.
const publicFilePlace = (s: { name: string; path: string }) => pagePlace(s.path.split('/')[1] ?? '', s.name).path;
const routes = new Map<string, string>([
  ...menuNodes.map((n) => [n.name, n.path] as const),
  ...CUSTOM_SCREENS.map((s) => [s.name, s.path] as const),
  ...PUBLIC_SCREENS.map((s) => [s.name, publicFilePlace(s)] as const),
]);
const entityFields = new Map<string, Set<string>>();
/** Each entity's properties as its schema declares them (the link lint reads their types and choices). */
export const entitySchemas = new Map<string, { properties: Record<string, FieldSchema> }>();
const entityChoices = new Map<string, Map<string, string[]>>();
const entityReferences = new Map<string, Map<string, string>>();
const entityOptionsOf = new Map<string, Map<string, string>>();
for (const file of filesUnder(join(root, 'schemas/entities'), '.schema.json')) {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { 'x-entity': string; properties: Record<string, { enum?: unknown[]; 'x-reference'?: string }> };
  entityFields.set(schema['x-entity'], new Set(Object.keys(schema.properties)));
  entitySchemas.set(schema['x-entity'], schema as unknown as { properties: Record<string, FieldSchema> });
  entityReferences.set(schema['x-entity'], new Map(Object.entries(schema.properties).flatMap(([name, p]) => (typeof p['x-reference'] === 'string' ? [[name, p['x-reference']] as const] : []))));
  entityOptionsOf.set(schema['x-entity'], new Map(Object.entries(schema.properties).flatMap(([name, p]) => (typeof (p as Record<string, unknown>)[OPTIONS_OF] === 'string' ? [[name, (p as Record<string, string>)[OPTIONS_OF]] as const] : []))));
  const choices = Object.entries(schema.properties).flatMap(([name, p]) => {
    const values = choicesOfProperty(p);
    return values ? [[name, values.map(String)] as const] : [];
  });
  entityChoices.set(schema['x-entity'], new Map(choices));
}
const namedResources = Object.values(Calls)
  .filter((p) => p.endsWith('-list'))
  .map((p) => p.slice(1, -'-list'.length));

export const lintContext: LintContext = {
  resources: new Set([...DOMAIN_RESOURCES.map((r) => r.name), ...namedResources]),
  entityFields,
  entityChoices,
  entityOptionsOf,
  entityReferences,
  routes,
  funcIds: new Set(flattenMenuTree().flatMap((n) => n.funcs ?? [])),
  callPaths: new Set(Object.values(Calls)),
  // A plural message (i18next `_other`, `_zero` ...) counts as present by its `_other` form.
  missingKey: (key) => REQUIRED_LANGUAGES.filter((l) => !hasKey(catalogues[l], key) && !hasKey(catalogues[l], `${key}_other`)),
};

