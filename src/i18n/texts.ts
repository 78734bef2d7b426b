/**
 * The shape of a language's dictionary: the Dutch one (nl.ts) with its words widened to `string`, so
 * that the French one (fr.ts) must have exactly its keys, and `useTexts()`, which gives a component the
 * dictionary of the page's language.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { localeOfPath } from './locale.ts';
import type { NL_TEXTS } from './nl.ts';

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export type SiteTexts = Omit<Widen<typeof NL_TEXTS>, 'locale' | 'nextSteps'> & {
  locale: 'nl' | 'fr';
  nextSteps: readonly { key: 'confirmation-mail' | 'phone-call' | 'proposal'; title: string; text: string }[];
};

/** What a page's `+texts` gives: its language's dictionary (the error page, which serves both, has both). */
export type PageTexts = Partial<Record<'nl' | 'fr', SiteTexts>>;

/** The dictionary of the page's language (its path decides: localeOfPath). */
export function useTexts(): SiteTexts {
  const { config, urlPathname } = usePageContext();
  const texts = config.texts?.[localeOfPath(urlPathname)];
  if (!texts) throw new Error(`no texts for ${urlPathname}`);
  return texts;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's settings are typed through this namespace
  namespace Vike {
    interface Config {
      /** The dictionary (or, on the error page, dictionaries) of the page's language: src/i18n/. */
      texts?: PageTexts;
    }
  }
}
