import type { PageContext } from 'vike/types';
import { SITE } from '../../../src/site.ts';

export default function title(pageContext: PageContext): string {
  return `${pageContext.is404 ? 'Pagina niet gevonden' : 'Er ging iets mis'} | ${SITE.name}`;
}
