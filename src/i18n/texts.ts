/**
 * The shape of a language's dictionary: the Dutch one (nl.ts) with its words widened to `string`, so
 * that the French one (fr.ts) must have exactly its keys, and `useTexts()`, which gives a component the
 * dictionary of the page's language.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { localeOfPath } from './locale.ts';
import type { NL_PAGE_TEXTS, NL_TEXTS } from './nl.ts';
import type { NL_VALIDATION } from './nl-validation.ts';

/** A dictionary's type with its words widened to `string`: what another language's must match. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export type SiteTexts = Omit<Widen<typeof NL_TEXTS>, 'locale'> & { locale: 'nl' | 'fr' };

/** What pages render on the server only and the household's mails: NL_PAGE_TEXTS / FR_PAGE_TEXTS. */
export type PageOnlyTexts = Omit<Widen<typeof NL_PAGE_TEXTS>, 'nextSteps'> & {
  nextSteps: readonly { key: 'confirmation-mail' | 'phone-call' | 'proposal'; title: string; text: string }[];
};

/** The validation messages: nl-validation.ts / fr-validation.ts (loaded with the form's schema). */
export type ValidationTexts = Widen<typeof NL_VALIDATION>;

/** What a page's `+texts` gives: its language's dictionary (the error page, which serves both, has both). */
export type PageTexts = Partial<Record<'nl' | 'fr', SiteTexts>>;

/** What a page's `+pageTexts` gives (server-side only): the texts of static markup in its language. */
export type PagePageTexts = Partial<Record<'nl' | 'fr', PageOnlyTexts>>;

/**
 * The server-only texts of the page's language (static markup: section headings, the thank-you and error
 * pages), or undefined in the browser, which adopts that markup as the server rendered it. Use it only
 * in `import.meta.env.SSR && …`: the setting `pageTexts` is server-only, so these texts and the other
 * language's never reach a page's JavaScript.
 */
export function usePageTexts(): PageOnlyTexts | undefined {
  const pageContext = usePageContext();
  return pageContext.config.pageTexts?.[localeOfPage(pageContext)];
}

/**
 * The page's language from its path: on the server the context's; in the browser, whose page context
 * does not carry the path (server routing), the address bar's.
 */
function localeOfPage({ urlPathname }: { urlPathname?: string }) {
  return localeOfPath(urlPathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname));
}

/** The dictionary of the page's language (its path decides: localeOfPath). */
export function useTexts(): SiteTexts {
  const pageContext = usePageContext();
  const texts = pageContext.config.texts?.[localeOfPage(pageContext)];
  if (!texts) throw new Error('no texts for this page');
  return texts;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's settings are typed through this namespace
  namespace Vike {
    interface Config {
      /** The dictionary (or, on the error page, dictionaries) of the page's language: src/i18n/. */
      texts?: PageTexts;
      /** Server-side only: the texts of the page's static markup (pages/(site)/+pageTexts.ts). */
      pageTexts?: PagePageTexts;
      /** The path of a page's twin in the other language (server-side only: pages/(site)/+twinPath.ts). */
      twinPath?: (path: string) => string;
    }
  }
}
