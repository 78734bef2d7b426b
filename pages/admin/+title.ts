/** The back office's title; the sign-in in French for a French browser (issue 43), as its page shows it. */
import type { PageContext } from 'vike/types';
import { installerTexts } from '../../src/installers/texts.ts';
import { SITE } from '../../src/site.ts';
import type { AdminPageData } from './+data.ts';

export default function title(pageContext: PageContext): string {
  const locale = (pageContext.data as AdminPageData | undefined)?.locale ?? 'nl';
  return locale === 'fr' ? installerTexts('fr').view.signInTitle : `Beheer – ${SITE.name}`;
}
