// Builds the form harness (index.html + main.tsx) into .tmp/form-harness: first the validators of its
// inline schemas, with the generator's code, then a vite build that swaps in harnessPrecompiled.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { inlineValidatorId, inlineWriteSchema, validatorSource } from '../../../generators/browserValidators';
import { PARCEL_FORM_SCHEMA } from '../../../tests/ui/renderer/support/parcelPage';
import { QUOTE_INPUT_SCHEMA } from '../../../tests/ui/renderer/support/quotePage';

const root = resolve(import.meta.dirname, '../../..');
export const HARNESS_DIR = resolve(root, '.tmp/form-harness');

export async function buildHarness(): Promise<string> {
  const validators = resolve(root, '.tmp/form-harness-validators');
  mkdirSync(validators, { recursive: true });
  for (const schema of [PARCEL_FORM_SCHEMA, QUOTE_INPUT_SCHEMA]) {
    const id = inlineValidatorId(schema);
    writeFileSync(resolve(validators, `${id.replace('/', '-')}.js`), validatorSource(id, inlineWriteSchema(schema)));
  }
  await build({
    configFile: false,
    logLevel: 'error',
    root: import.meta.dirname,
    base: './',
    plugins: [react()],
    define: { __APP_VERSION__: JSON.stringify('harness'), __F9_SIGN_SECRET__: JSON.stringify('harness') },
    resolve: {
      alias: [
        { find: /^\.\/precompiledValidators$/, replacement: resolve(import.meta.dirname, 'harnessPrecompiled.ts') },
        { find: '@shared', replacement: resolve(root, 'src/shared') },
        { find: '@schemas', replacement: resolve(root, 'schemas') },
      ],
    },
    build: { outDir: HARNESS_DIR, emptyOutDir: true, chunkSizeWarningLimit: 5000, sourcemap: false },
  });
  return HARNESS_DIR;
}
