/** The installer's view, in the language of the sign-in until it knows its user's (InstallerView sets it then). */
import type { PageContext } from 'vike/types';
import { installerTexts } from '../../../src/installers/texts.ts';
import type { AdminPageData } from '../+data.ts';

export default function title(pageContext: PageContext): string {
  return installerTexts((pageContext.data as AdminPageData | undefined)?.locale ?? 'nl').view.pageTitle;
}
