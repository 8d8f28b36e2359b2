// The resources a page reads: every `resource` it names (its own, a block's, another resource's action)
// and those it lists in `reads`. Read from the JSON, knowing no block type, as the server reads it.
import type { PageFile } from '../../shared/page/pageSchema';

export function resourcesReadBy(page: PageFile): string[] {
  const found = new Set<string>(page.reads ?? []);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'resource' && typeof child === 'string') found.add(child);
      else visit(child);
    }
  };
  visit(page);
  return [...found];
}
