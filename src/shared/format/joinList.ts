// List join of SPEC §9: the items' texts joined with a separator (default ','), empty items left
// out so a list never shows ',,'. A string is already a list of one; anything else gives ''.
import { textOf } from './textOf';

export const DEFAULT_LIST_SEPARATOR = ',';

export function joinList(items: unknown, separator: string = DEFAULT_LIST_SEPARATOR): string {
  if (typeof items === 'string') return items;
  if (!Array.isArray(items)) return '';
  return items
    .map((item) => textOf(item))
    .filter((text) => text !== '')
    .join(separator);
}
