// The request's language, from the spec's `culture` query parameter (zh-CN when absent).
import type { FastifyRequest } from 'fastify';
import { type Language, languageOfCulture } from '../../shared/constants';

export function requestLanguage(request: FastifyRequest): Language {
  const culture = (request.query as Record<string, unknown> | undefined)?.culture;
  return languageOfCulture(typeof culture === 'string' ? culture : undefined);
}
