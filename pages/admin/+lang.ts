/** `<html lang>` of the sign-in and the installer's view: the language they are shown in (+data.ts). */
import type { PageContext } from 'vike/types';
import { LANGUAGE_TAGS } from '../../src/i18n/locale.ts';
import type { AdminPageData } from './+data.ts';

export default function lang(pageContext: PageContext): string {
  return LANGUAGE_TAGS[(pageContext.data as AdminPageData | undefined)?.locale ?? 'nl'];
}
