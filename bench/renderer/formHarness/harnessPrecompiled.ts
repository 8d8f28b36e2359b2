// The harness's stand-in for src/client/renderer/form/precompiledValidators.ts (swapped in by its vite
// config): the product's generated validators plus those buildHarness.ts generated, with the
// generator's own code, for the harness's inline schemas. Same lookup, same loading.
import { type RJSFSchema, hashForSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export interface Precompiled {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}

const product = import.meta.glob<Precompiled>('../../../schemas/validators/*.js');
const harness = import.meta.glob<Precompiled>('../../../.tmp/form-harness-validators/*.js');

export function precompiledFile(source: string | object): string {
  return typeof source === 'string' ? source : `inline-${hashForSchema(source as RJSFSchema)}`;
}

export function loadPrecompiled(source: string | object): Promise<Precompiled> {
  const name = precompiledFile(source);
  const loader = product[`../../../schemas/validators/${name}.js`] ?? harness[`../../../.tmp/form-harness-validators/${name}.js`];
  if (!loader) return Promise.reject(new Error(`No precompiled validator for ${name}`));
  return loader().then((m) => ({ schema: m.schema, validateFns: m.validateFns }));
}
