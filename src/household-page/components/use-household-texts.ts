/** The household texts of the page's language: /fr/mon-inscription is French, /mijn-aanmelding Dutch. */
import { usePageContext } from 'vike-react/usePageContext';
import { type Locale, localeOfPath } from '../../i18n/locale.ts';
import { type HouseholdTexts, householdTexts } from '../texts.ts';

export function usePageLocale(): Locale {
  const { urlPathname } = usePageContext();
  // In the browser (server routing) the page context may carry no path: the address bar's.
  return localeOfPath(urlPathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname));
}

export function useHouseholdTexts(): HouseholdTexts {
  return householdTexts(usePageLocale());
}
