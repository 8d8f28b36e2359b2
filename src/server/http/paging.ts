// Page number and size of a list call (resourceContract: from 1, default 10, at most MAX_PAGE_SIZE).
// The route schemas have already checked they are digits; out-of-range values are brought into range.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/wire/resourceContract';

export function pagingOf(query: { current?: string; size?: string }): { current: number; size: number; offset: number } {
  const current = Math.max(Number(query.current ?? DEFAULT_PAGE) || DEFAULT_PAGE, 1);
  const size = Math.min(Math.max(Number(query.size ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  return { current, size, offset: (current - 1) * size };
}
