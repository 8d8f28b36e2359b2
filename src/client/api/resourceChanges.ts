// Which resources have changed since the page started (DESIGN "A write invalidates every list and
// record of its resource on the page"): every successful write names the resource it changed in its
// answer (CHANGED_RESOURCE_HEADER), whatever its path, and the request client announces it here. List
// and record controllers listen while shown and read again; one hidden in a kept-alive tab compares
// the resource's count when shown again.
type Listener = (resource: string) => void;

const counts = new Map<string, number>();
const listeners = new Set<Listener>();

/** A write changed `resource`: its count goes up and every listener hears it. */
export function announceChange(resource: string): void {
  counts.set(resource, (counts.get(resource) ?? 0) + 1);
  for (const listener of [...listeners]) listener(resource);
}

/** How many writes of `resource` this page has seen. */
export function changeCount(resource: string): number {
  return counts.get(resource) ?? 0;
}

export function subscribeChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
