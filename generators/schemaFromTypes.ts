// JSON Schemas from TypeScript types (ts-json-schema-generator). Our own JSDoc tags come out as
// `x-` keywords, so standard validators and editors can ignore them by name.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { type Config, createFormatter, createParser, DEFAULT_CONFIG, SchemaGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';

/** JSDoc tags of ours kept in entity schemas, emitted as `x-<tag>`. */
export const EXTRA_TAGS = ['indexed', 'customerScoped', 'table', 'handWritten', 'keyField', 'defaultSort', 'formatExamples', 'reference', 'display', 'computed', 'listIndexes', 'childTable', 'checkDigit', 'badges', 'transitions', 'requiredFor', 'referenceFilter', 'offeredWhen', 'fieldCheck', 'displayFormat', 'optionsOf'] as const;
/** Tags whose value may be a JSON object (`@display {"en":"nameEn","zh":"nameZh"}`). */
const OBJECT_TAGS: ReadonlySet<string> = new Set(['display', 'badges', 'transitions', 'requiredFor', 'referenceFilter', 'offeredWhen']);

export type JsonObject = Record<string, unknown>;

export interface EntityFile {
  /** Entity name: the file's base name, e.g. `pickAddress`. */
  name: string;
  /** Exported type: the PascalCase of the name, e.g. `PickAddress`. */
  typeName: string;
  file: string;
}

// The options ts-json-schema-generator's own createGenerator compiles with (no tsconfig given).
const COMPILER_OPTIONS: ts.CompilerOptions = { noEmit: true, emitDecoratorMetadata: true, experimentalDecorators: true, target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, strictNullChecks: false };

/**
 * The library's files (TypeScript's standard library, package types), parsed and bound once per process
 * and shared by its programs as TypeScript's language service shares them: a run makes three programs
 * (entities, page file, menu group), the generator's tests run it dozens of times, and most of each
 * program's time was parsing the same standard library (lib.dom.d.ts alone is megabytes). Our own files
 * are parsed afresh: they change between runs, and the tests' copies would only pile up here.
 */
const libraryFiles = new Map<string, { text: string; file: ts.SourceFile }>();

/** createGenerator's generator for the types of `rootNames`, on a program whose unchanged files are parsed once per process. */
function generatorOf(rootNames: string[], config: Config): SchemaGenerator {
  const complete = { ...DEFAULT_CONFIG, ...config };
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const parse = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/node_modules/')) return parse(fileName, languageVersion, ...rest);
    const text = host.readFile(fileName);
    if (text === undefined) return undefined;
    // Keyed by name alone: every program here has the same options (COMPILER_OPTIONS).
    const kept = libraryFiles.get(fileName);
    if (kept?.text === text) return kept.file;
    const file = ts.createSourceFile(fileName, text, languageVersion);
    libraryFiles.set(fileName, { text, file });
    return file;
  };
  const program = ts.createProgram(rootNames, COMPILER_OPTIONS, host);
  return new SchemaGenerator(program, createParser(program, complete), createFormatter(complete), complete);
}

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** Files of the entities folder that export an interface named after the file (common.ts, index.ts do not). */
export function findEntityFiles(entitiesDir: string): EntityFile[] {
  return readdirSync(entitiesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => {
      const name = basename(f, '.ts');
      return { name, typeName: pascal(name), file: resolve(entitiesDir, f) };
    })
    .filter((e) => new RegExp(`export\\s+interface\\s+${e.typeName}\\b`).test(readFileSync(e.file, 'utf8')));
}

function renameExtraTags(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(renameExtraTags);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    const isTag = (EXTRA_TAGS as readonly string[]).includes(key) && (typeof value !== 'object' || Array.isArray(value) || OBJECT_TAGS.has(key));
    out[isTag ? `x-${key}` : key] = key === 'properties' ? mapValues(value as JsonObject, renameExtraTags) : renameExtraTags(value);
  }
  // A computed field is the server's to set: read-only to every client and validator.
  if (out['x-computed'] === true) out.readOnly = true;
  return out;
}

const mapValues = (obj: JsonObject, fn: (v: unknown) => unknown) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v)]));

export function entitySchemas(entitiesDir: string): Map<string, JsonObject> {
  const files = findEntityFiles(entitiesDir);
  const out = new Map<string, JsonObject>();
  if (files.length === 0) return out;
  const everyFile = readdirSync(entitiesDir).filter((f) => f.endsWith('.ts')).sort().map((f) => resolve(entitiesDir, f));
  const generator = generatorOf(everyFile, {
    extraTags: [...EXTRA_TAGS],
    topRef: false,
    // Named types an entity uses (e.g. the FormMenu union) are inlined, so each schema stands alone.
    expose: 'none',
    skipTypeCheck: true,
    additionalProperties: false,
  });
  for (const entity of files) {
    const raw = generator.createSchema(entity.typeName) as JsonObject;
    const { $schema, definitions, ...rest } = renameExtraTags(raw) as JsonObject;
    if (definitions && Object.keys(definitions as JsonObject).length > 0) {
      throw new Error(`${entity.file}: the entity uses recursive or otherwise unexpandable types (${Object.keys(definitions as JsonObject).join(', ')}); simplify them so the schema is self-contained`);
    }
    out.set(entity.name, { $schema, $id: `entities/${entity.name}.schema.json`, 'x-entity': entity.name, ...rest });
  }
  return out;
}

/**
 * The file-level members of reuse (src/shared/page/pageExtends.ts), which a resolved page never holds:
 * a page file's `extends` and `with`, a fragment's `params`. With one of them, the rest of the page may
 * come from the fragment, so `title` and `blocks` are required only of a page without.
 */
const REUSE_MEMBERS: JsonObject = {
  extends: { type: 'string', pattern: '^fragments/[\\w/-]+\\.json$', description: 'A fragment this page extends, relative to the schemas folder, e.g. `fragments/trackingList.json`: the page is the fragment with its parameters (`with`) filled in and this file\'s own members over it (JSON Merge Patch: objects merge, arrays and values replace, null removes).' },
  with: { type: 'object', description: 'The values of the parameters of the fragment named by `extends`: each replaces the fragment\'s `"$with.<name>"` strings.' },
  params: {
    type: 'object',
    description: 'In a fragment (schemas/fragments): its parameters, each used as the whole string `"$with.<name>"`; one without a `default` must be given by every page extending it.',
    additionalProperties: { type: 'object', properties: { description: { type: 'string' }, default: {} }, additionalProperties: false },
  },
};

export function pageSchema(sourceFile: string): JsonObject {
  const generator = generatorOf([sourceFile], { type: 'PageFile', expose: 'export', topRef: true, skipTypeCheck: true });
  const schema = generator.createSchema('PageFile') as JsonObject & { definitions: Record<string, JsonObject> };
  const page = schema.definitions.PageFile;
  const { required, ...rest } = page;
  schema.definitions.PageFile = {
    ...rest,
    properties: { ...(page.properties as JsonObject), ...REUSE_MEMBERS },
    if: { anyOf: [{ required: ['extends'] }, { required: ['params'] }] },
    then: {},
    else: { required },
  };
  return { $id: 'page.schema.json', ...schema };
}

/** schemas/menu.schema.json: a menu group's own file, schemas/menus/<group>.json (src/shared/menus/menuFiles.ts GroupFile). */
export function menuGroupSchema(sourceFile: string): JsonObject {
  const generator = generatorOf([sourceFile], { type: 'GroupFile', expose: 'export', topRef: true, skipTypeCheck: true });
  return { $id: 'menu.schema.json', ...(generator.createSchema('GroupFile') as JsonObject) };
}
