// What a resource's definition alone decides (its column list, the fields a list may name), worked out
// once per resource and held with it: every list call needs it, and building it per call was a
// measurable share of the call. Only for values that depend on nothing but the definition.
import type { ReferenceNames, ResourceDef } from './types';

export function perResource<T>(build: (def: ResourceDef) => T): (def: ResourceDef) => T {
  const held = new WeakMap<ResourceDef, { value: T }>();
  return (def) => {
    let entry = held.get(def);
    if (!entry) {
      entry = { value: build(def) };
      held.set(def, entry);
    }
    return entry.value;
  };
}

/** As perResource, for what a resource and one set of its reference names (one per language) decide. */
export function perResourceAndNames<T>(build: (def: ResourceDef, names: ReferenceNames) => T): (def: ResourceDef, names: ReferenceNames) => T {
  const held = new WeakMap<ResourceDef, WeakMap<ReferenceNames, { value: T }>>();
  return (def, names) => {
    let perNames = held.get(def);
    if (!perNames) held.set(def, (perNames = new WeakMap()));
    let entry = perNames.get(names);
    if (!entry) perNames.set(names, (entry = { value: build(def, names) }));
    return entry.value;
  };
}
