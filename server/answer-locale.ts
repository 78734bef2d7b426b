/**
 * The language of the answers to a request (issue 36): the language of the lead it concerns, where a
 * procedure knows it (a signup's payload, a household's lead: `answerIn`); else the `Accept-Language` the
 * request sends (the site's own pages send their page's language); else Dutch. The error handlers of
 * server/errors/ read it, and a domain error that names its lead's language (`DomainError.for`) goes first.
 */
import type { FastifyRequest } from 'fastify';
import { type Locale, localeOfAcceptLanguage } from '../src/i18n/locale.ts';

const chosen = new WeakMap<FastifyRequest, Locale>();

/** Answers this request in `locale` from now on (the procedure learned whose request it is). */
export function answerIn(request: FastifyRequest, locale: Locale): void {
  chosen.set(request, locale);
}

/** The language to answer `request` in. */
export function answerLocaleOf(request: FastifyRequest | undefined): Locale {
  if (!request) return 'nl';
  return chosen.get(request) ?? localeOfAcceptLanguage(request.headers['accept-language']) ?? 'nl';
}
