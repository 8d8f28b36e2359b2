// Fastify's validator factory (schemaController.compilersFactory.buildValidator), shared by every app of
// the process: a route schema is compiled by Ajv once per process, not once per app. The server builds
// one app, so nothing changes there; the API tests build one per file in each worker, and compiling every
// route's schemas again was about 60 % of building an app (0.75 CPU-s a file, a CPU profile of buildApp).
// Two routes share a validator only when everything it is made of is the same: the Ajv options, the
// app's shared schemas ($ref targets) and the route schema's text. A schema with an $id is compiled per
// app all the same, as a precaution: with Fastify's `addUsedSchema: false` Ajv does not keep a compiled
// route schema by its $id, so nothing collides today; with it on, one Ajv would hold one schema per $id for every app.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Validate = (data: unknown) => unknown;
type CompileRoute = (route: RouteSchema) => Validate;
/** The library's pool: one Ajv per set of shared schemas and options (its own types cover JTD too). */
type Pool = (externalSchemas: unknown, options: { customOptions?: unknown }) => CompileRoute;
const newPool = AjvCompiler as unknown as () => Pool;

/** Ajv instances by shared schemas and options, for the whole process. */
const pool = newPool();
/** Compiled validators by shared schemas and options, then by the route schema's text. */
const compiled = new Map<string, Map<string, Validate>>();

function buildSharedValidators(externalSchemas: unknown, options: { customOptions?: unknown } = {}): CompileRoute {
  const compile = pool(externalSchemas, options);
  // The pool's own key: apps with other shared schemas or options get another Ajv, and other validators.
  const key = `${JSON.stringify(externalSchemas)}${JSON.stringify(options.customOptions)}`;
  let held = compiled.get(key);
  if (!held) compiled.set(key, (held = new Map()));
  const byText = held;
  let perApp: CompileRoute | undefined;
  return (route) => {
    const text = JSON.stringify(route.schema);
    if (text.includes('"$id"')) return (perApp ??= newPool()(externalSchemas, options))(route);
    let validate = byText.get(text);
    if (!validate) byText.set(text, (validate = compile(route)));
    return validate;
  };
}

/** As Fastify's option wants it (the library's types also cover JTD, which this app does not use). */
export const sharedValidators = buildSharedValidators as unknown as ValidatorFactory;
