// Loads a form's precompiled validator (an entity's by name, an inline schema's by content) once, and
// holds it for every form of that schema (core/loadedOnce.ts).
import { useMemo } from 'react';
import { loadedOnce, useLoadedOnce } from '../core/loadedOnce';
import { type FormValidator, createFormValidator } from './formValidator';
import { loadPrecompiled, precompiledFile } from './precompiledValidators';

export type FormValidatorState = { validator: FormValidator | null; error: string | null };

const validators = loadedOnce(async (source: string | object) => createFormValidator(await loadPrecompiled(source)), precompiledFile);
const NOT_YET: FormValidatorState = { validator: null, error: null };

export function useFormValidator(source: string | object): FormValidatorState {
  const loaded = useLoadedOnce(validators, source);
  return useMemo(() => (!loaded ? NOT_YET : loaded.error !== undefined ? { validator: null, error: loaded.error } : { validator: loaded.value, error: null }), [loaded]);
}
