// A schema that lives only in a test gets a real precompiled validator: the generator's own code
// (generators/browserValidators.ts) writes the module under .tmp and the test imports it, exactly as
// `npm run gen` does for the schemas of the product.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inlineValidatorId, inlineWriteSchema, validatorSource } from '../../../../generators/browserValidators';
import type { Precompiled } from '../../../../src/client/renderer/form/precompiledValidators';

const dir = resolve(import.meta.dirname, '../../../../.tmp/test-validators');

export async function precompileForTest(schema: Record<string, unknown>): Promise<Precompiled> {
  const id = inlineValidatorId(schema);
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${id.replace('/', '-')}.js`);
  writeFileSync(file, validatorSource(id, inlineWriteSchema(schema)));
  const mod = (await import(/* @vite-ignore */ file)) as Precompiled;
  return { schema: mod.schema, validateFns: mod.validateFns };
}
