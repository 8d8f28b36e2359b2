// The chunks a page loads with a chunk: the chunk and, transitively, its static imports, each once. One
// walk for the build's chunk graph (compileHintsPlugin.ts) and for the build manifest the tests read
// (tests/e2e/support/buildManifest.ts).
export function importClosure<K>(starts: Iterable<K>, importsOf: (key: K) => Iterable<K>): Set<K> {
  const seen = new Set<K>();
  const stack = [...starts];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...importsOf(key));
  }
  return seen;
}
