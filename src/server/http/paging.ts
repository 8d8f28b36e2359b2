// Page number and size of a list call (resourceContract: from 1, default 10, at most MAX_PAGE_SIZE),
// bounded as the engine's lists are: a value out of range is refused (10002), never brought into
// range behind the caller's back.
import type { Language } from '../../shared/constants';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/wire/resourceContract';
import { translate } from '../i18n/translate';
import { invalidInput } from './apiError';

export function pagingOf(query: { current?: string; size?: string }, language: Language): { current: number; size: number; offset: number } {
  const current = query.current ? Number(query.current) : DEFAULT_PAGE;
  const size = query.size ? Number(query.size) : DEFAULT_PAGE_SIZE;
  const errors = [
    ...(Number.isInteger(current) && current >= 1 ? [] : [{ field: '/querystring/current', message: translate(language, 'validation.minimum', { field: 'current', limit: 1 }) }]),
    ...(!Number.isInteger(size) || size < 1 ? [{ field: '/querystring/size', message: translate(language, 'validation.minimum', { field: 'size', limit: 1 }) }] : []),
    ...(size > MAX_PAGE_SIZE ? [{ field: '/querystring/size', message: translate(language, 'validation.maximum', { field: 'size', limit: MAX_PAGE_SIZE }) }] : []),
  ];
  if (errors.length > 0) throw invalidInput(errors);
  return { current, size, offset: (current - 1) * size };
}
