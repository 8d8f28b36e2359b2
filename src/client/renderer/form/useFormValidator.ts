// Loads a form's precompiled validator (an entity's by name, an inline schema's by content) once.
import { useEffect, useState } from 'react';
import { type FormValidator, createFormValidator } from './formValidator';
import { loadPrecompiled } from './precompiledValidators';

export type FormValidatorState = { validator: FormValidator | null; error: string | null };

export function useFormValidator(source: string | object): FormValidatorState {
  const [state, setState] = useState<FormValidatorState>({ validator: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ validator: null, error: null });
    loadPrecompiled(source).then(
      (p) => live && setState({ validator: createFormValidator(p), error: null }),
      (e: unknown) => live && setState({ validator: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return state;
}
