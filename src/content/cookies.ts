/**
 * The analytics cookies the site sets, named in the cookie policy: Google Tag Manager loads Google
 * Analytics 4, whose tags set `_ga` and `_ga_<container-id>` (both 2 years by default, browsers may keep
 * them shorter). Source: Google, '[GA4] Cookie usage on websites',
 * https://support.google.com/analytics/answer/11397207 (undated; read 2026-11-25). The privacy page lists
 * them and the consent code removes them when a visitor withdraws consent: one list for both.
 */
export interface AnalyticsCookie {
  /** As the browser stores it; a trailing `_` means a prefix (`_ga_` + the site's measurement id). */
  name: string;
  /** How the cookie policy shows the name. */
  shown: string;
  purpose: string;
  retention: string;
  /** The same in French, for /fr/vie-privee. */
  fr: { shown: string; purpose: string; retention: string };
}

export const ANALYTICS_COOKIES: readonly AnalyticsCookie[] = [
  {
    name: '_ga',
    shown: '_ga',
    purpose: 'Onderscheidt bezoekers, om het aantal bezoekers te tellen (Google Analytics).',
    retention: '2 jaar',
    fr: { shown: '_ga', purpose: 'Distingue les visiteurs, pour en compter le nombre (Google Analytics).', retention: '2 ans' },
  },
  {
    name: '_ga_',
    shown: '_ga_<meet-ID>',
    purpose: 'Houdt bij welk bezoek bezig is, om bezoeken en paginaweergaven te tellen (Google Analytics). De naam eindigt op de meet-ID van deze site.',
    retention: '2 jaar',
    fr: {
      shown: '_ga_<ID-de-mesure>',
      purpose: 'Retient quelle visite est en cours, pour compter les visites et les pages vues (Google Analytics). Le nom se termine par l’ID de mesure de ce site.',
      retention: '2 ans',
    },
  },
];

/** True for a stored cookie that the list above names (`_ga`, or `_ga_` followed by an id). */
export function isAnalyticsCookie(storedName: string): boolean {
  return ANALYTICS_COOKIES.some((cookie) =>
    cookie.name.endsWith('_') ? storedName.startsWith(cookie.name) && storedName.length > cookie.name.length : storedName === cookie.name,
  );
}
