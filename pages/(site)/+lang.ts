/** `<html lang>` of a public page: fr-BE under /fr (the error page of a French path included), else nl-BE. */
import type { PageContext } from 'vike/types';
import { LANGUAGE_TAGS, localeOfPath } from '../../src/i18n/locale.ts';

export default function lang(pageContext: PageContext): string {
  // In the browser (server routing) the page context carries no path: the address bar's.
  const path = pageContext.urlPathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return LANGUAGE_TAGS[localeOfPath(path)];
}
