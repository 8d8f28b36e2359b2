// Fastify's validator factory (schemaController.compilersFactory.buildValidator), shared by every app of
// the process: a route schema is compiled by Ajv once per process, not once per app, and routes of one
// app with the same schema (every list's query) share one validator. The API tests build an app per file
// in each worker, and compiling every route's schemas again was about 60 % of building one (a CPU profile).
// Two routes share a validator only when everything it is made of is the same: the library's pool hands
// the same compiler for the same Ajv options and shared schemas ($ref targets), and this keeps, per
// compiler, what it compiled by the route schema's text. A schema's $id changes its text, so two apps
// meaning different schemas by one $id get a validator each.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

type Validate = (data: unknown) => unknown;
type CompileRoute = (route: { schema: unknown }) => Validate;
/** The library's pool: one compiler (one Ajv) per set of shared schemas and options, the same function each time. */
type Pool = (externalSchemas: unknown, options: unknown) => CompileRoute;

const pool = (AjvCompiler as unknown as () => Pool)();
/** Per compiler of the pool, its validators by the route schema's text. */
const compiled = new WeakMap<CompileRoute, Map<string, Validate>>();

function buildSharedValidators(externalSchemas: unknown, options: unknown): CompileRoute {
  const compile = pool(externalSchemas, options);
  let byText = compiled.get(compile);
  if (!byText) compiled.set(compile, (byText = new Map()));
  const held = byText;
  return (route) => {
    const text = JSON.stringify(route.schema);
    let validate = held.get(text);
    if (!validate) held.set(text, (validate = compile(route)));
    return validate;
  };
}

/** As Fastify's option wants it (the library's types also cover JTD, which this app does not use). */
export const sharedValidators = buildSharedValidators as unknown as ValidatorFactory;
