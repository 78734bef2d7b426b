import type { PageContext } from 'vike/types';
import { localeOfPath } from '../../../src/i18n/locale.ts';

export default function title(pageContext: PageContext): string {
  const texts = pageContext.config.texts?.[localeOfPath(pageContext.urlPathname)];
  if (!texts) return '';
  return `${pageContext.is404 ? texts.titles.notFound : texts.titles.failed} | ${texts.site.name}`;
}
