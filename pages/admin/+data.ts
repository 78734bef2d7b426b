/**
 * The language of the sign-in (issue 43): the browser's (`Accept-Language`, a French-speaking installer's
 * phone asks for French), Dutch otherwise. The installer's view starts in it until it knows its user's.
 */
import type { PageContextServer } from 'vike/types';
import { type Locale, localeOfAcceptLanguage } from '../../src/i18n/locale.ts';

export interface AdminPageData {
  locale: Locale;
}

export default function data(pageContext: PageContextServer): AdminPageData {
  const header = pageContext.headersOriginal as Record<string, string | string[] | undefined> | undefined;
  const accept = header?.['accept-language'];
  return { locale: localeOfAcceptLanguage(Array.isArray(accept) ? accept[0] : accept) ?? 'nl' };
}
