/**
 * Every text of a language at once, for code that serves both languages (the server's mails and error
 * messages, pages' server-rendered markup). A page's browser code never needs it: each page gets its own
 * language's client dictionary through `useTexts()`, and reaches this only in `import.meta.env.SSR && …`.
 */
import { FR_PAGE_TEXTS, FR_TEXTS } from './fr.ts';
import { FR_VALIDATION } from './fr-validation.ts';
import type { Locale } from './locale.ts';
import { NL_PAGE_TEXTS, NL_TEXTS } from './nl.ts';
import { NL_VALIDATION } from './nl-validation.ts';
import type { PageOnlyTexts, SiteTexts, ValidationTexts } from './texts.ts';

export type AllTexts = SiteTexts & PageOnlyTexts & { validation: ValidationTexts };

function allTexts(): Record<Locale, AllTexts> {
  return {
    nl: { ...NL_TEXTS, ...NL_PAGE_TEXTS, validation: NL_VALIDATION },
    fr: { ...FR_TEXTS, ...FR_PAGE_TEXTS, validation: FR_VALIDATION },
  };
}

// Pure: where a page uses it in server-rendered markup only, the browser build drops it (and the texts).
const TEXTS = /* @__PURE__ */ allTexts();

/** The texts of a language: how a mail, a message or a server-rendered page picks the household's language. */
export function textsFor(locale: Locale): AllTexts {
  return TEXTS[locale];
}
