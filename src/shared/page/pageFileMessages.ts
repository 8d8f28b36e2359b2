// How a page file's faults against schemas/page.schema.json are told (pageFileCheck.ts): one line per
// fault, each naming the file and the JSON pointer of the piece that is wrong. The block union is
// checked by its `type` (the schema's anyOf would report every other block type's complaints: 76 lines
// for one misspelt type), so an unknown type is one line with the nearest known one, and a known type's
// block is held to its own definition only. No Ajv here: the build compiles the validator (pageFileCheck)
// and the browser's page preview runs the same schema precompiled (`npm run gen`, the CSP allows no eval).
import type { ErrorObject } from 'ajv';
import { didYouMean } from './closestName';

type JsonObject = Record<string, unknown>;

/** A fault of a page file: where (JSON pointer, '' for the whole file) and what. */
export interface PageProblem {
  pointer: string;
  message: string;
}

/** `schemas/pages/x.json at /blocks/2: …`: how every page-file message reads. */
export function formatProblem(file: string, problem: PageProblem): string {
  return `${file} at ${problem.pointer || '/'}: ${problem.message}`;
}

/** The unions of the page schema told apart by one property: blocks by `type`, actions by `kind`. */
const UNIONS = { PageBlock: 'type', PageAction: 'kind' } as const;

/** Value of the telling property → the name of its definition, per union. */
export function unionMembers(pageSchema: object, union: keyof typeof UNIONS): Map<string, string> {
  const definitions = (pageSchema as { definitions: Record<string, JsonObject> }).definitions;
  return new Map(
    (definitions[union].anyOf as Array<{ $ref: string }>).map(({ $ref }) => {
      const name = $ref.split('/').pop()!;
      return [String((definitions[name].properties as Record<string, { const?: string }>)[UNIONS[union]].const), name];
    }),
  );
}

/**
 * Words of other page tools (amis, low-code builders) an analyst may type for one of ours: their
 * suggestion comes first, for a name no edit distance would find ("table" is our grid).
 */
const KNOWN_AS: Record<string, Record<string, string>> = {
  type: { table: 'grid', crud: 'grid', list: 'grid', datagrid: 'grid', search: 'filter', query: 'filter', searchform: 'filter', view: 'detail', card: 'detail', property: 'detail', tab: 'tabs', steps: 'timeline', button: 'actions', toolbar: 'actions' },
  kind: { link: 'navigate', url: 'navigate', add: 'create', new: 'create', update: 'edit', remove: 'delete', download: 'export', upload: 'import', ajax: 'call', api: 'call', drawer: 'dialog', modal: 'dialog' },
};

/** The page schema with its unions told apart (if/then on the telling property), for messages only: it accepts exactly what the anyOf does. */
export function discriminatedSchema(pageSchema: object): JsonObject {
  const schema = structuredClone(pageSchema) as JsonObject & { definitions: Record<string, JsonObject> };
  for (const union of Object.keys(UNIONS) as Array<keyof typeof UNIONS>) {
    const by = UNIONS[union];
    const members = unionMembers(pageSchema, union);
    schema.definitions[union] = {
      type: 'object',
      required: [by],
      properties: { [by]: { type: 'string', enum: [...members.keys()] } },
      allOf: [...members].map(([value, name]) => ({ if: { properties: { [by]: { const: value } }, required: [by] }, then: { $ref: `#/definitions/${name}` } })),
    };
  }
  return schema;
}

/** The Ajv options the page validator is compiled with (verbose: messages read the value and its schema). */
export const PAGE_AJV_OPTIONS = { allErrors: true, strict: false, verbose: true } as const;

/** ` (did you mean 'x'?)` for a value of a union's telling property. */
function suggestion(by: string, typed: string, allowed: string[]): string {
  const alias = KNOWN_AS[by]?.[typed.toLowerCase()];
  return alias && allowed.includes(alias) ? ` (did you mean '${alias}'?)` : didYouMean(typed, allowed);
}

/** `type` of a block or `kind` of an action: which union's telling property an enum error is about, if any. */
function unionProperty(e: ErrorObject): 'type' | 'kind' | undefined {
  if (/\/blocks\/\d+\/type$/.test(e.instancePath)) return 'type';
  if (/\/actions\/\d+\/kind$/.test(e.instancePath)) return 'kind';
  return undefined;
}

function describe(e: ErrorObject): PageProblem {
  const pointer = e.instancePath;
  switch (e.keyword) {
    case 'additionalProperty':
    case 'additionalProperties': {
      const field = String((e.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys(((e.parentSchema as JsonObject | undefined)?.properties as JsonObject | undefined) ?? {});
      return { pointer, message: `unknown field '${field}'${didYouMean(field, known)}` };
    }
    case 'required':
      return { pointer, message: `missing field '${(e.params as { missingProperty: string }).missingProperty}'` };
    case 'enum': {
      const allowed = ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String);
      const by = unionProperty(e);
      const what = by === 'type' ? 'block type' : 'action kind';
      if (by) return { pointer: pointer.replace(/\/\w+$/, ''), message: `unknown ${what} '${String(e.data)}'${suggestion(by, String(e.data), allowed)}` };
      return { pointer, message: `'${String(e.data)}' is not one of ${allowed.join(', ')}${didYouMean(String(e.data), allowed)}` };
    }
    case 'const':
      return { pointer, message: `must be '${String((e.params as { allowedValue: unknown }).allowedValue)}'` };
    default:
      return { pointer, message: e.message ?? e.keyword };
  }
}

/** Under an anyOf (a string or an object …), the branches of the wrong JSON type say nothing useful when another complains more precisely. */
function withoutBranchNoise(errors: ErrorObject[]): ErrorObject[] {
  const precise = (at: string) => errors.some((o) => o.keyword !== 'anyOf' && o.keyword !== 'type' && o.keyword !== 'if' && (o.instancePath === at || o.instancePath.startsWith(`${at}/`)));
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    if ((e.keyword === 'anyOf' || (e.keyword === 'type' && unions.has(e.instancePath))) && precise(e.instancePath)) return false;
    return true;
  });
}

/** A compiled page validator (Ajv's, or the precompiled standalone one): true, or false with its errors. */
export type PageValidator = ((json: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The faults of a page file's JSON against the page schema (empty when valid), by the given validator. */
export function pageProblems(validate: PageValidator, json: unknown): PageProblem[] {
  if (validate(json)) return [];
  const seen = new Set<string>();
  return withoutBranchNoise(validate.errors ?? [])
    .map(describe)
    .filter((p) => {
      const key = `${p.pointer} ${p.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}
