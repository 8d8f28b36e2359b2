// Reuse between page files: a page may extend a fragment (schemas/fragments/<name>.json: a page, or the
// part several pages share, with parameters) and override what differs, resolved whenever pages are
// read (the build, the server, the lint) so every reader sees one whole page.
//
//     { "$schema": "../../page.schema.json", "extends": "fragments/trackingList.json",
//       "with": { "mode": "AIR", "detail": "airTrackingDetail" }, "title": "route.airTracking" }
//
// A fragment declares its parameters (`"params": { "mode": { "description": …, "default": … } }`; one
// without a default must be given) and uses each as a whole string value, "$with.mode", which becomes the
// given value (of any JSON type). The page's own members then override the fragment's as a JSON Merge
// Patch (RFC 7396): objects merge member by member, anything else (an array too) is replaced, null
// removes. A fragment may extend another. Every fault names the file and its JSON pointer.
import { didYouMean } from './closestName';
import type { PageProblem } from './pageFileCheck';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A fragment's text by its `extends` path (relative to the schemas folder): undefined when there is no such file. */
export type FragmentReader = (path: string) => { file: string; json: unknown } | undefined;

export interface ResolvedPage {
  json: unknown;
  /** Faults, each with the file it is in. */
  problems: Array<PageProblem & { file: string }>;
  /** The fragments read (a build watches them). */
  fragments: string[];
}

const PLACEHOLDER = /^\$with\.([A-Za-z_][\w]*)$/;
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const escape = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');

/** RFC 7396: `patch` over `target`. */
export function mergePatch(target: Json, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const out: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key] ?? null, value);
  }
  return out;
}

/** `json` with its `extends` resolved (recursively); a page without one comes back as it is. */
export function resolvePageExtends(file: string, json: unknown, read: FragmentReader, seen: string[] = []): ResolvedPage {
  if (!isObject(json) || json.extends === undefined) return { json, problems: [], fragments: [] };
  const problems: ResolvedPage['problems'] = [];
  const fail = (pointer: string, message: string): ResolvedPage => ({ json: undefined, problems: [...problems, { file, pointer, message }], fragments: [] });
  const { extends: path, with: given = {}, $schema, ...overrides } = json;
  if (typeof path !== 'string') return fail('/extends', 'extends names a fragment file, e.g. "fragments/trackingList.json"');
  if (!isObject(given)) return fail('/with', 'with gives the fragment\'s parameters as an object, e.g. { "mode": "AIR" }');
  if (seen.includes(path)) return fail('/extends', `${path} extends itself through ${[...seen, path].join(' → ')}`);
  const fragment = read(path);
  if (!fragment) return fail('/extends', `no fragment file schemas/${path}`);
  const base = resolvePageExtends(fragment.file, fragment.json, read, [...seen, path]);
  if (base.json === undefined || base.problems.length > 0) return { json: undefined, problems: base.problems, fragments: [path, ...base.fragments] };
  const { params = {}, $schema: _fragmentSchema, ...body } = base.json as JsonObject;
  const declared = isObject(params) ? params : {};
  const values: JsonObject = {};
  for (const [name, spec] of Object.entries(declared)) {
    if (name in given) values[name] = given[name];
    else if (isObject(spec) && 'default' in spec) values[name] = spec.default;
    else problems.push({ file, pointer: '/with', message: `missing parameter '${name}' of ${path}` });
  }
  for (const name of Object.keys(given)) if (!(name in declared)) problems.push({ file, pointer: `/with/${escape(name)}`, message: `unknown parameter '${name}' of ${path}${didYouMean(name, Object.keys(declared))}` });
  const substitute = (value: Json, pointer: string): Json => {
    if (typeof value === 'string') {
      const m = PLACEHOLDER.exec(value);
      if (!m) return value;
      if (!(m[1] in declared)) problems.push({ file: fragment.file, pointer, message: `$with.${m[1]} is not a parameter of the fragment (its params: ${Object.keys(declared).join(', ') || 'none'})` });
      return values[m[1]] ?? null;
    }
    if (Array.isArray(value)) return value.map((v, i) => substitute(v, `${pointer}/${i}`));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, `${pointer}/${escape(k)}`)]));
    return value;
  };
  const filled = substitute(body as Json, '');
  if (problems.length > 0) return { json: undefined, problems, fragments: [path, ...base.fragments] };
  const merged = mergePatch(filled, overrides as Json) as JsonObject;
  return { json: $schema === undefined ? merged : { $schema, ...merged }, problems: [], fragments: [path, ...base.fragments] };
}
