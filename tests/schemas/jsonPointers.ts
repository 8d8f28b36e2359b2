// JSON pointers (RFC 6901) into a page, so a lint problem names the piece it is about: every object
// and array of the page by identity (a block found by the registry's walk), and the first place under
// a pointer holding a given string (the field, action or key a problem names).

const escape = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');

/** Object or array of `root` → its pointer ('' for the root). */
export function jsonPointers(root: unknown): Map<object, string> {
  const out = new Map<object, string>();
  const visit = (value: unknown, pointer: string) => {
    if (value === null || typeof value !== 'object' || out.has(value)) return;
    out.set(value, pointer);
    for (const [k, child] of Object.entries(value)) visit(child, `${pointer}/${escape(k)}`);
  };
  visit(root, '');
  return out;
}

/** The value at `pointer` in `root`, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** The pointer of the first string equal to `text` under `base` (itself included), depth first; undefined when none holds it. */
export function pointerOfValue(root: unknown, base: string, text: string): string | undefined {
  const search = (value: unknown, pointer: string): string | undefined => {
    if (value === text) return pointer;
    if (value === null || typeof value !== 'object') return undefined;
    for (const [k, child] of Object.entries(value)) {
      const found = search(child, `${pointer}/${escape(k)}`);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(valueAt(root, base), base);
}
