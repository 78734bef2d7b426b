/**
 * Both dictionaries, for code that serves both languages at once (the server's mails and error
 * messages). Pages never import this: each gets its own language through `useTexts()`.
 */
import { FR_TEXTS } from './fr.ts';
import type { Locale } from './locale.ts';
import { NL_TEXTS } from './nl.ts';
import type { SiteTexts } from './texts.ts';

const TEXTS: Record<Locale, SiteTexts> = { nl: NL_TEXTS, fr: FR_TEXTS };

/** The dictionary of a language: how a mail, a message or a page picks the household's language. */
export function textsFor(locale: Locale): SiteTexts {
  return TEXTS[locale];
}
