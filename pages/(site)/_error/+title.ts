import type { PageContext } from 'vike/types';
import { localeOfPath } from '../../../src/i18n/locale.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';

export default function title(pageContext: PageContext): string {
  const { error, site } = textsFor(localeOfPath(pageContext.urlPathname));
  return `${pageContext.is404 ? error.notFoundTitle : error.failedTitle} | ${site.name}`;
}
