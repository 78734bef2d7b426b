/** `<html lang>` of a public page: fr-BE under /fr (the error page of a French path included), else nl-BE. */
import type { PageContext } from 'vike/types';
import { LANGUAGE_TAGS, localeOfPath } from '../../src/i18n/locale.ts';

export default function lang(pageContext: PageContext): string {
  return LANGUAGE_TAGS[localeOfPath(pageContext.urlPathname)];
}
