// The form validators `npm run gen` compiled ahead of time (schemas/validators, see
// generators/browserValidators.ts), each its own lazy chunk: one per entity, one per inline schema
// of a page (named by RJSF's hash of it). No Ajv compiles in the browser, so the CSP needs no eval.
import { type RJSFSchema, hashForSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export interface Precompiled {
  /** The schema that was compiled (the entity's write schema, with its `$id`). */
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

const loaders = import.meta.glob<Precompiled>('../../../../schemas/validators/*.js');
const cache = new Map<string, Promise<Precompiled>>();

/** The file an entity's (by name) or an inline schema's (by content) validator lives in. */
export function precompiledFile(source: string | object): string {
  const name = typeof source === 'string' ? source : `inline-${hashForSchema(source as RJSFSchema)}`;
  return `../../../../schemas/validators/${name}.js`;
}

export function loadPrecompiled(source: string | object): Promise<Precompiled> {
  const file = precompiledFile(source);
  let p = cache.get(file);
  if (!p) {
    const loader = loaders[file];
    p = loader
      ? loader().then((m) => ({ schema: m.schema, validateFns: m.validateFns }))
      : Promise.reject(new Error(`No precompiled validator for ${typeof source === 'string' ? source : 'this inline schema'}: run \`npm run gen\``));
    cache.set(file, p);
  }
  return p;
}
